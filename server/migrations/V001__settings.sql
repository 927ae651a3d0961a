-- Application settings set by the admin (e.g. the revenue target), one row per key.
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
