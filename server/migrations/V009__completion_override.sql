-- A certificate is issued only to a student who attended and whose booking is paid, unless an admin
-- overrides the rule: who did it, when and why stay on the enrollment and show on the student's record.
ALTER TABLE enrollments ADD COLUMN completion_override_reason TEXT;
ALTER TABLE enrollments ADD COLUMN completion_override_by BIGINT;
ALTER TABLE enrollments ADD COLUMN completion_override_at BIGINT;
