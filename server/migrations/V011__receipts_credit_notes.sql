-- The last number given in each series of documents (receipt, credit-note) per Quebec calendar year.
-- A document takes its number by incrementing its row in the transaction that issues it: the row lock
-- makes instances sharing PostgreSQL take turns (SQLite's transactions already do), and a transaction
-- that rolls back gives its number back, so each year's numbers have no gaps and no repeats.
CREATE TABLE document_counters (
  series TEXT NOT NULL,
  year INTEGER NOT NULL,
  last_number BIGINT NOT NULL,
  PRIMARY KEY (series, year)
);

-- Receipts (one per payment) and credit notes (one per refund, referring to its receipt). A document
-- is a record the company must keep as issued: the seller, the buyer, what was sold and the amounts are
-- copied in when it is issued and never change. Credit notes carry negative amounts.
CREATE TABLE booking_documents (
  id {{ID}},
  booking_id BIGINT NOT NULL REFERENCES bookings (id),
  kind TEXT NOT NULL CHECK (kind IN ('receipt', 'credit-note')),
  number TEXT NOT NULL UNIQUE,
  receipt_id BIGINT REFERENCES booking_documents (id),
  issued_at BIGINT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('fr', 'en')),
  seller_name TEXT NOT NULL,
  seller_address TEXT NOT NULL,
  seller_phone TEXT NOT NULL,
  seller_email TEXT NOT NULL,
  gst_number TEXT NOT NULL,
  qst_number TEXT NOT NULL,
  buyer_name TEXT NOT NULL,
  booking_reference TEXT NOT NULL,
  course_title_fr TEXT NOT NULL,
  course_title_en TEXT NOT NULL,
  session_starts_at BIGINT NOT NULL,  -- 0: booked on request, the date is to be confirmed
  session_ends_at BIGINT NOT NULL,
  session_location TEXT NOT NULL,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('card', 'interac', 'cash')),
  subtotal_cents BIGINT NOT NULL,
  gst_cents BIGINT NOT NULL,
  qst_cents BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  CHECK (subtotal_cents + gst_cents + qst_cents = total_cents),
  CHECK ((kind = 'receipt' AND receipt_id IS NULL AND total_cents >= 0) OR
         (kind = 'credit-note' AND receipt_id IS NOT NULL AND total_cents < 0))
);
CREATE INDEX booking_documents_booking ON booking_documents (booking_id, id);
CREATE INDEX booking_documents_receipt ON booking_documents (receipt_id);
