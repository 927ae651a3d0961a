-- The course catalogue. Texts are stored in both languages; an empty English text is read as the
-- French one. Money in integer cents (CAD), durations in minutes, the rating in tenths (0 to 50).
CREATE TABLE courses (
  id {{ID}},
  slug TEXT NOT NULL UNIQUE,
  title_fr TEXT NOT NULL,
  title_en TEXT NOT NULL DEFAULT '',
  description_fr TEXT NOT NULL,
  description_en TEXT NOT NULL DEFAULT '',
  instructor TEXT NOT NULL,
  price_cents BIGINT NOT NULL CHECK (price_cents >= 0),
  original_price_cents BIGINT NOT NULL DEFAULT 0 CHECK (original_price_cents >= 0),  -- 0: no original price
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  level TEXT NOT NULL DEFAULT 'Beginner' CHECK (level IN ('Beginner', 'Intermediate', 'Advanced')),
  certification_level TEXT NOT NULL DEFAULT '',  -- e.g. A or C; '' when the course certifies no level
  category TEXT NOT NULL DEFAULT 'emergency-medicine'
    CHECK (category IN ('emergency-medicine', 'professional-development')),
  accreditation TEXT NOT NULL DEFAULT '',  -- the certifying body
  rating_tenths INTEGER NOT NULL DEFAULT 50 CHECK (rating_tenths BETWEEN 0 AND 50),
  image_url TEXT NOT NULL DEFAULT '',
  published INTEGER NOT NULL DEFAULT 1,
  archived INTEGER NOT NULL DEFAULT 0,  -- deleted by an admin but kept for its enrollments
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX courses_listing ON courses (archived, published, category);

-- Tags in the admin's order; tag_key (the case-folded tag) keeps them unique per course.
CREATE TABLE course_tags (
  course_id BIGINT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  ordinal INTEGER NOT NULL,
  tag TEXT NOT NULL,
  tag_key TEXT NOT NULL,
  PRIMARY KEY (course_id, tag_key)
);

-- A student's place in a course. A course's student count is the number of its enrollments.
-- booking_id will reference the bookings table once it exists.
CREATE TABLE enrollments (
  id {{ID}},
  user_id BIGINT NOT NULL REFERENCES users (id),
  course_id BIGINT NOT NULL REFERENCES courses (id),
  booking_id BIGINT,
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX enrollments_course ON enrollments (course_id);
CREATE INDEX enrollments_user ON enrollments (user_id);

-- Editable page content (the About page), one JSON document per page and language: the page is
-- always read and written whole, and its shape is checked by the server.
CREATE TABLE page_contents (
  page TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('fr', 'en')),
  content TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (page, language)
);

-- Problems reported by visitors from the footer's dialog.
CREATE TABLE bug_reports (
  id {{ID}},
  description TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  page_url TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX bug_reports_created ON bug_reports (created_at);
