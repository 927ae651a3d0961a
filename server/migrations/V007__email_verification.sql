-- An address is proven by a mailed link before guest bookings under it are linked to the account,
-- and before a changed address takes effect (docs/decisions/010-email-verification.md).
-- email_verified_at is NULL until the current address is proven; pending_email is a new address
-- waiting for its link ('' when none).
ALTER TABLE users ADD COLUMN email_verified_at BIGINT;
ALTER TABLE users ADD COLUMN pending_email TEXT NOT NULL DEFAULT '';

-- Admins were created by the operator (create-admin): their addresses count as proven. Students
-- who signed up before this migration prove theirs from the dashboard.
UPDATE users SET email_verified_at = updated_at WHERE role = 'admin';

-- Single-use links proving an address, stored hashed. purpose 'verify' proves the account's
-- address, 'change' proves a new one; email is the address the link was mailed to.
CREATE TABLE email_links (
  id {{ID}},
  token_hash TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX email_links_user ON email_links (user_id);
CREATE INDEX password_resets_user ON password_resets (user_id);
