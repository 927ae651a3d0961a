-- Lessons of a course, in order, in both languages (an empty English text reads as the French one).
CREATE TABLE lessons (
  id {{ID}},
  course_id BIGINT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title_fr TEXT NOT NULL,
  title_en TEXT NOT NULL DEFAULT '',
  content_fr TEXT NOT NULL,
  content_en TEXT NOT NULL DEFAULT '',
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  UNIQUE (course_id, position)
);

-- Lessons a student marked done. Progress, hours and the next lesson are derived from these rows.
CREATE TABLE lesson_completions (
  enrollment_id BIGINT NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
  lesson_id BIGINT NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  completed_at BIGINT NOT NULL,
  PRIMARY KEY (enrollment_id, lesson_id)
);

-- The in-person part, recorded by an admin.
ALTER TABLE enrollments ADD COLUMN attended INTEGER NOT NULL DEFAULT 0;
ALTER TABLE enrollments ADD COLUMN completed_at BIGINT;

-- How long a course's certificate stays valid (3 years unless the course says otherwise).
ALTER TABLE courses ADD COLUMN certificate_valid_months INTEGER NOT NULL DEFAULT 36;

-- Certificates keep what they certified as it was on the day they were issued.
CREATE TABLE certificates (
  id {{ID}},
  enrollment_id BIGINT NOT NULL UNIQUE REFERENCES enrollments (id),
  user_id BIGINT NOT NULL REFERENCES users (id),
  course_id BIGINT NOT NULL REFERENCES courses (id),
  credential_id TEXT NOT NULL UNIQUE,
  holder_name TEXT NOT NULL,
  title_fr TEXT NOT NULL,
  title_en TEXT NOT NULL,
  accreditation TEXT NOT NULL DEFAULT '',
  issued_at BIGINT NOT NULL,
  issued_on TEXT NOT NULL,
  expires_on TEXT NOT NULL
);
CREATE INDEX certificates_user ON certificates (user_id);
