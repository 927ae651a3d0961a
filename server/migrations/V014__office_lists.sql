-- The office's lists at any size (issue 25): each is read one page at a time, newest first, by
-- keyset on (created_at, id), never by OFFSET; each filter has an index that keeps that order.
CREATE INDEX bookings_newest ON bookings (created_at, id);
CREATE INDEX bookings_payment_newest ON bookings (payment_status, created_at, id);
CREATE INDEX bookings_method_newest ON bookings (payment_method, created_at, id);
CREATE INDEX bookings_course_newest ON bookings (course_id, created_at, id);
CREATE INDEX bookings_session_newest ON bookings (session_id, created_at, id);
CREATE INDEX bookings_refund_newest ON bookings (refund_needed, created_at, id);
CREATE INDEX bookings_status_newest ON bookings (status, created_at, id);
DROP INDEX bookings_status;
CREATE INDEX users_role_newest ON users (role, active, created_at, id);

-- The words a booking or a student is found by: names, email, phone digits, reference and Interac
-- code, folded (lower case, no accents) and cut at anything that is not a letter or a digit, so that
-- a search is a prefix range per word on this index. Written by the server with each booking and
-- each account (the words of rows older than this table are written once at start).
CREATE TABLE booking_search_terms (
  term TEXT {{BINARY}} NOT NULL,
  booking_id BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  PRIMARY KEY (term, booking_id)
);
CREATE INDEX booking_search_terms_booking ON booking_search_terms (booking_id);
CREATE TABLE user_search_terms (
  term TEXT {{BINARY}} NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (term, user_id)
);
CREATE INDEX user_search_terms_user ON user_search_terms (user_id);
-- The rows written before these tables, indexed in batches after start (app/search_backlog).
CREATE TABLE booking_search_backlog (booking_id BIGINT PRIMARY KEY);
INSERT INTO booking_search_backlog (booking_id) SELECT id FROM bookings;
CREATE TABLE user_search_backlog (user_id BIGINT PRIMARY KEY);
INSERT INTO user_search_backlog (user_id) SELECT id FROM users;
