-- Reminders before the class and certificate renewals (issue 28, decision 051).

-- The course that renews a course's certificate (a refresher may be shorter, or the course itself), and
-- what attendees bring on the day (said by the reminder before the class). certificate_valid_months
-- (V006) is how long the certificate is valid.
ALTER TABLE courses ADD COLUMN renewal_course_id BIGINT REFERENCES courses (id) ON DELETE SET NULL;
ALTER TABLE courses ADD COLUMN what_to_bring TEXT NOT NULL DEFAULT '';
ALTER TABLE courses ADD COLUMN what_to_bring_en TEXT NOT NULL DEFAULT '';

-- One reminder per booking and session, whatever the instances and restarts: the row is inserted with
-- the mail's, in one transaction, by the instance whose insert succeeds. A booking moved to another
-- session after its reminder gets one for the new session.
CREATE TABLE session_reminders (
  booking_id BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  session_id BIGINT NOT NULL,
  sent_at BIGINT NOT NULL,
  PRIMARY KEY (booking_id, session_id)
);

-- The renewal reminders of a certificate: 90 and 30 days before it expires, each decided once (sent, or
-- not sent: no consent, or the renewal already booked), by the instance whose insert succeeds.
CREATE TABLE renewal_reminders (
  certificate_id BIGINT NOT NULL REFERENCES certificates (id) ON DELETE CASCADE,
  stage INTEGER NOT NULL,  -- 90 or 30 (days before the expiry)
  sent INTEGER NOT NULL,
  decided_at BIGINT NOT NULL,
  PRIMARY KEY (certificate_id, stage)
);
CREATE INDEX certificates_expiry ON certificates (expires_on);

-- The reminder's link to the booking's page: a fresh token (a guest's first one is never kept), only its
-- SHA-256 stored, valid as the first one.
ALTER TABLE bookings ADD COLUMN reminder_token_hash TEXT NOT NULL DEFAULT '';
