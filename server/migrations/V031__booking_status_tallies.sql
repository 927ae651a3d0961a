-- The office's counts by status, exact at any size (issue 42, decision 061). Every change of a booking's
-- status (or of its refund_needed flag) adds a row of +1 / -1 here in its own transaction: inserts never
-- wait for one another, and a count is the sum of its rows. A background task folds the rows into one
-- per name; a fold deletes what it sums in one statement, so two instances folding at once never count
-- a row twice.
CREATE TABLE booking_tallies (
  id {{ID}},
  name TEXT NOT NULL,  -- a status ('pending', …) or 'refund-needed'
  delta BIGINT NOT NULL
);

INSERT INTO booking_tallies (name, delta) SELECT status, COUNT(*) FROM bookings GROUP BY status;
INSERT INTO booking_tallies (name, delta) SELECT 'refund-needed', COUNT(*) FROM bookings WHERE refund_needed = 1;
