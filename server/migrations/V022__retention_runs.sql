-- The daily retention job (issue 27): one row per Quebec day, claimed by the one instance that runs it,
-- with what it erased, for the office.
CREATE TABLE retention_runs (
  day TEXT PRIMARY KEY,  -- YYYY-MM-DD
  started_at BIGINT NOT NULL,
  finished_at BIGINT,
  special_requests INTEGER NOT NULL DEFAULT 0,
  unproven_accounts INTEGER NOT NULL DEFAULT 0,
  sessions INTEGER NOT NULL DEFAULT 0,
  links INTEGER NOT NULL DEFAULT 0,
  rate_events INTEGER NOT NULL DEFAULT 0,
  devices INTEGER NOT NULL DEFAULT 0,
  mail_bodies INTEGER NOT NULL DEFAULT 0,
  guest_bookings INTEGER NOT NULL DEFAULT 0
);
