-- The class day (issue 29, decision 053): instructors, assigned to sessions, record each attendee's
-- check-in and result on the session's roster, sign it, and the certificates go out; a certificate may
-- belong to a booking whose attendee has no account yet (a guest, a company's employee).

-- An instructor's own page: the languages they teach in and their instructor numbers. The row stays
-- when the office takes the role back (inactive): the certificates they signed keep naming them.
CREATE TABLE instructor_profiles (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  languages TEXT NOT NULL DEFAULT 'fr',  -- 'fr', 'en' or 'fr,en'
  active INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE instructor_credentials (
  id {{ID}},
  user_id BIGINT NOT NULL REFERENCES instructor_profiles (user_id),
  position INTEGER NOT NULL,
  body TEXT NOT NULL,  -- the certifying body
  number TEXT NOT NULL,
  expires_on TEXT NOT NULL DEFAULT ''  -- YYYY-MM-DD or empty
);
CREATE INDEX instructor_credentials_user ON instructor_credentials (user_id, position);

-- Who teaches a session. An instructor's sessions never overlap (checked under a lock of their profile).
CREATE TABLE session_instructors (
  session_id BIGINT NOT NULL REFERENCES course_sessions (id),
  user_id BIGINT NOT NULL REFERENCES users (id),
  PRIMARY KEY (session_id, user_id)
);
CREATE INDEX session_instructors_user ON session_instructors (user_id, session_id);

-- A course's most participants per instructor (NULL: not stated), and first aid adapted to early
-- childhood (its certificate states what the Ministère de la Famille checks).
ALTER TABLE courses ADD COLUMN participants_per_instructor INTEGER;
ALTER TABLE courses ADD COLUMN early_childhood INTEGER NOT NULL DEFAULT 0;

-- A session's roster: open until an instructor signs it (finalized), reopened by the office with a reason.
CREATE TABLE session_rosters (
  session_id BIGINT PRIMARY KEY REFERENCES course_sessions (id),
  finalized_at BIGINT,
  finalized_by BIGINT REFERENCES users (id),
  signature TEXT NOT NULL DEFAULT '',
  updated_at BIGINT NOT NULL
);
CREATE TABLE roster_reopenings (
  id {{ID}},
  session_id BIGINT NOT NULL REFERENCES course_sessions (id),
  reason TEXT NOT NULL,
  reopened_by BIGINT REFERENCES users (id),
  reopened_at BIGINT NOT NULL
);
CREATE INDEX roster_reopenings_session ON roster_reopenings (session_id, id);

-- One attendee's check-in and result (an attendee is a booking of the session); version counts changes.
CREATE TABLE roster_entries (
  booking_id BIGINT PRIMARY KEY REFERENCES bookings (id),
  session_id BIGINT NOT NULL REFERENCES course_sessions (id),
  attendance TEXT CHECK (attendance IN ('present', 'absent', 'late')),
  result TEXT CHECK (result IN ('passed', 'remediation', 'failed', 'no-show')),
  note TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 0,
  updated_by BIGINT REFERENCES users (id),
  updated_at BIGINT NOT NULL
);
CREATE INDEX roster_entries_session ON roster_entries (session_id);

-- Certificates of a booking (one per booking): the account and its enrollment join when the attendee
-- proves the address; until then both are NULL. SQLite cannot drop a NOT NULL: loosening one (every
-- stored row still satisfies it) is the schema edit its documentation allows, as in V020.
{{POSTGRESQL}} ALTER TABLE certificates ALTER COLUMN user_id DROP NOT NULL;
{{POSTGRESQL}} ALTER TABLE certificates ALTER COLUMN enrollment_id DROP NOT NULL;
{{SQLITE}} PRAGMA writable_schema = ON;
{{SQLITE}} UPDATE sqlite_master SET sql = replace(replace(sql,
  'enrollment_id BIGINT NOT NULL UNIQUE REFERENCES enrollments (id)',
  'enrollment_id BIGINT UNIQUE REFERENCES enrollments (id)'),
  'user_id BIGINT NOT NULL REFERENCES users (id)',
  'user_id BIGINT REFERENCES users (id)') WHERE type = 'table' AND name = 'certificates';
{{SQLITE}} PRAGMA schema_version = {{NEXT_SCHEMA_VERSION}};
{{SQLITE}} PRAGMA writable_schema = OFF;
ALTER TABLE certificates ADD COLUMN booking_id BIGINT REFERENCES bookings (id);
UPDATE certificates SET booking_id = (SELECT e.booking_id FROM enrollments e WHERE e.id = certificates.enrollment_id);
CREATE UNIQUE INDEX certificates_booking ON certificates (booking_id);
-- What the certificate says of who taught it and, for early childhood, of the course (as on the day).
ALTER TABLE certificates ADD COLUMN instructor_name TEXT NOT NULL DEFAULT '';
ALTER TABLE certificates ADD COLUMN instructor_number TEXT NOT NULL DEFAULT '';
ALTER TABLE certificates ADD COLUMN early_childhood_minutes INTEGER NOT NULL DEFAULT 0;  -- 0: not that course
