-- Sign-in limits that hold against many addresses (issue 27, decision 047).

-- Browsers that signed in to an account: a device cookie's token (hashed) for each account it proved a
-- password for. Their failures count on their own, never against the account's limit.
CREATE TABLE trusted_devices (
  token_hash TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX trusted_devices_user ON trusted_devices (user_id);
CREATE INDEX trusted_devices_expiry ON trusted_devices (expires_at);

-- One row per rate bucket, locked by whoever reserves a slot in it: parallel attempts on any instance
-- are counted one after the other.
CREATE TABLE rate_buckets (
  bucket TEXT PRIMARY KEY
);
