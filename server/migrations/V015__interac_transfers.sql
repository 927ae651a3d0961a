-- Interac e-Transfers recorded from a bank's export (issue 25, decision 037). A line of the bank's
-- file is recorded once, under a key made of the bank, the date, the amount, the memo and its rank
-- among identical lines of that file: uploading the same file again records nothing new.
CREATE TABLE interac_transfers (
  line_key TEXT PRIMARY KEY,
  booking_id BIGINT NOT NULL REFERENCES bookings (id),
  bank TEXT NOT NULL,
  received_on TEXT NOT NULL,  -- YYYY-MM-DD, as the bank dates it
  amount_cents BIGINT NOT NULL,
  memo TEXT NOT NULL,
  recorded_at BIGINT NOT NULL,
  recorded_by BIGINT REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX interac_transfers_booking ON interac_transfers (booking_id);

-- The accountant's export reads receipts and credit notes by date, a page at a time (issue 25).
CREATE INDEX booking_documents_issued ON booking_documents (issued_at, id);
-- The overview at any size: the revenue reads the paid bookings' amounts from this index alone, and
-- the activity list the newest enrollments and completions from theirs.
CREATE INDEX bookings_paid_amounts ON bookings (payment_status, paid_at, total_cents);
CREATE INDEX enrollments_newest ON enrollments (created_at, id);
CREATE INDEX enrollments_completed ON enrollments (completed_at, id);
