-- Backups (issue 43): each archive written, by the daily schedule (one per Quebec day whatever the
-- instances: `day` is unique) or by `secours backup` (day NULL). The office's system page lists them.
CREATE TABLE backup_runs (
  id {{ID}},
  day TEXT,
  started_at BIGINT NOT NULL,
  finished_at BIGINT,
  file TEXT NOT NULL DEFAULT '',
  bytes BIGINT NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0,
  error TEXT
);

CREATE UNIQUE INDEX backup_runs_day ON backup_runs (day);
CREATE INDEX backup_runs_started ON backup_runs (started_at);

-- The office is told once a day at most that no backup succeeded for 26 hours.
CREATE TABLE backup_alerts (
  day TEXT PRIMARY KEY,
  sent_at BIGINT NOT NULL
);

-- Each background job's last run as the instances report it (the newest wins), for the system page.
CREATE TABLE job_runs (
  job TEXT PRIMARY KEY,
  last_finished_at BIGINT NOT NULL,
  last_duration_ms BIGINT NOT NULL,
  last_ok INTEGER NOT NULL,
  last_error TEXT,
  last_failed_at BIGINT
);
