-- A card payment can arrive after its hold lapsed and its seat went to someone else: the booking is
-- then paid but has no seat, and stays flagged (first in the admin's list) until an admin records
-- what was done (a refund or another session).
ALTER TABLE bookings ADD COLUMN refund_needed INTEGER NOT NULL DEFAULT 0;

-- One row that /api/health rewrites after a write failed (a full disk, a read-only database): the
-- instance reports "read-only" until such a write succeeds again.
CREATE TABLE storage_probe (
  id INTEGER PRIMARY KEY,
  checked_at BIGINT NOT NULL
);
INSERT INTO storage_probe (id, checked_at) VALUES (1, 0);
