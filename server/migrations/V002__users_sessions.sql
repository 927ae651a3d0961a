-- Accounts. email_key is the lower-cased email: emails are unique whatever their case.
CREATE TABLE users (
  id {{ID}},
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  date_of_birth TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  avatar_url TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT 'student',
  language TEXT NOT NULL DEFAULT 'fr',
  active INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL
);
CREATE INDEX users_role ON users (role, created_at);

-- Signed-in sessions: only the SHA-256 of the cookie's token is stored.
CREATE TABLE sessions (
  id {{ID}},
  token_hash TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  last_used_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Single-use password reset links, stored hashed.
CREATE TABLE password_resets (
  id {{ID}},
  token_hash TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);

-- Rate-limit events (failed sign-ins, sign-ups, reset requests) counted over a sliding window;
-- in the database so that the limits hold across several server instances.
CREATE TABLE rate_events (
  id {{ID}},
  bucket TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events (bucket, created_at);
