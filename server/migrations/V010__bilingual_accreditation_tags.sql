-- The certifying body and the topic tags are course content like the title: French and English.
-- A blank English text reads as the French one, as for titles and descriptions.
ALTER TABLE courses ADD COLUMN accreditation_en TEXT NOT NULL DEFAULT '';
ALTER TABLE course_tags ADD COLUMN tag_en TEXT NOT NULL DEFAULT '';
ALTER TABLE certificates ADD COLUMN accreditation_en TEXT NOT NULL DEFAULT '';
