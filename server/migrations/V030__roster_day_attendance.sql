-- Attendance per day of a session over several days (issue 41): the first day's stays in
-- roster_entries.attendance, as every one-day session's; each later day of the booking's session here.
-- A booking moved to another session starts again: its rows are those of the session it is in.
CREATE TABLE roster_day_attendance (
  booking_id BIGINT NOT NULL REFERENCES bookings (id),
  session_id BIGINT NOT NULL REFERENCES course_sessions (id),
  position INTEGER NOT NULL,
  attendance TEXT NOT NULL CHECK (attendance IN ('present', 'absent', 'late')),
  PRIMARY KEY (booking_id, session_id, position)
);
CREATE INDEX roster_day_attendance_session ON roster_day_attendance (session_id);
