-- The office's sessions not yet over are found by their end (issue 25): without this index the list
-- read every session of the company's history to keep the few that have not ended.
CREATE INDEX course_sessions_ends ON course_sessions (ends_at);

-- A search checks each candidate row for a word with (owner, term): the word's prefix range within one
-- booking or person (decision 039); the lone owner column was only for deleting a row's words.
DROP INDEX booking_search_terms_booking;
CREATE INDEX booking_search_terms_booking ON booking_search_terms (booking_id, term);
DROP INDEX user_search_terms_user;
CREATE INDEX user_search_terms_user ON user_search_terms (user_id, term);
