-- A search word's rows in the list's order (decision 040): each term is kept with its row's creation
-- time, the lists' sort key (newest first), so that the rows of a word read from the primary key
-- (term, created_at, owner) come already in the list's order and a page of a common name stops after
-- its first rows, where before every row of the word was read and sorted. A row's creation time never
-- changes. The tables are rebuilt (a primary key cannot change in place on SQLite).
CREATE TABLE booking_search_terms_ordered (
  term TEXT {{BINARY}} NOT NULL,
  created_at BIGINT NOT NULL,
  booking_id BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  PRIMARY KEY (term, created_at, booking_id)
);
INSERT INTO booking_search_terms_ordered (term, created_at, booking_id)
  SELECT t.term, b.created_at, t.booking_id FROM booking_search_terms t JOIN bookings b ON b.id = t.booking_id;
DROP TABLE booking_search_terms;
ALTER TABLE booking_search_terms_ordered RENAME TO booking_search_terms;
CREATE INDEX booking_search_terms_booking ON booking_search_terms (booking_id, term);

CREATE TABLE user_search_terms_ordered (
  term TEXT {{BINARY}} NOT NULL,
  created_at BIGINT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (term, created_at, user_id)
);
INSERT INTO user_search_terms_ordered (term, created_at, user_id)
  SELECT t.term, u.created_at, t.user_id FROM user_search_terms t JOIN users u ON u.id = t.user_id;
DROP TABLE user_search_terms;
ALTER TABLE user_search_terms_ordered RENAME TO user_search_terms;
CREATE INDEX user_search_terms_user ON user_search_terms (user_id, term);
