-- A card payment can arrive after its hold lapsed and its seat went to someone else: the booking is
-- then paid but has no seat, and stays flagged (first in the admin's list) until an admin records
-- what was done (a refund or another session).
ALTER TABLE bookings ADD COLUMN refund_needed INTEGER NOT NULL DEFAULT 0;
