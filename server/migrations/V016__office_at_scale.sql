-- The office's sessions not yet over are found by their end (issue 25): without this index the list
-- read every session of the company's history to keep the few that have not ended.
CREATE INDEX course_sessions_ends ON course_sessions (ends_at);

-- A search checks each candidate row for a word with (owner, term): the word's prefix range within one
-- booking or person (decision 039); the lone owner column was only for deleting a row's words.
DROP INDEX booking_search_terms_booking;
CREATE INDEX booking_search_terms_booking ON booking_search_terms (booking_id, term);
DROP INDEX user_search_terms_user;
CREATE INDEX user_search_terms_user ON user_search_terms (user_id, term);

-- The overview at any size (issue 25, decision 039): the net revenue of each closed month, kept once
-- computed (a payment or a refund is dated when it happens, so an ended month never changes); the
-- figures it counts, each from an index alone.
CREATE TABLE money_month_totals (
  month TEXT PRIMARY KEY,  -- YYYY-MM, Quebec time
  net_cents BIGINT NOT NULL,
  computed_at BIGINT NOT NULL
);
CREATE INDEX users_role_seen ON users (role, active, last_seen_at);
CREATE INDEX enrollments_progress ON enrollments (progress);
DROP INDEX booking_refunds_completed;
CREATE INDEX booking_refunds_completed ON booking_refunds (status, completed_at, amount_cents);
-- A course's bookings of one status, newest first: the office's most common filter, counted by status.
CREATE INDEX bookings_course_status_newest ON bookings (course_id, status, created_at, id);
