-- Sessions over several days (issue 41): the CNESST workplace first-aid course is 16 hours over two
-- days. A session's days, in order (position 1, 2, …), none overlapping; course_sessions keeps the first
-- day's start and the last day's end, which every list, seat and reminder rule reads.
CREATE TABLE session_days (
  session_id BIGINT NOT NULL REFERENCES course_sessions (id),
  position INTEGER NOT NULL,
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  PRIMARY KEY (session_id, position)
);
-- An instructor's days, checked against each other's when they are staffed.
CREATE INDEX session_days_time ON session_days (starts_at, ends_at);

-- Every session scheduled so far is one day.
INSERT INTO session_days (session_id, position, starts_at, ends_at)
SELECT id, 1, starts_at, ends_at FROM course_sessions;
