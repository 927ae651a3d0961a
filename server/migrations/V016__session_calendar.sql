-- The office's sessions not yet over are found by their end (issue 25): without this index the list
-- read every session of the company's history to keep the few that have not ended.
CREATE INDEX course_sessions_ends ON course_sessions (ends_at);
