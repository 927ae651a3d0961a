-- What « paid » means (issue 39, decision 054). A team seat cancelled and credited on its company's
-- invoice is 'credited', never paid; an invoice whose balance reached zero by credits alone is
-- 'credited': it takes no receipt number and adds no revenue. Widening a CHECK on SQLite is the schema
-- edit of V020 (lang_altertable.html, section 7), which also allows dropping a NOT NULL.
{{POSTGRESQL}} ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_payment_status_check;
{{POSTGRESQL}} ALTER TABLE bookings ADD CONSTRAINT bookings_payment_status_check
  CHECK (payment_status IN ('awaiting-payment', 'paid', 'refunded', 'credited'));
{{POSTGRESQL}} ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_status_check;
{{POSTGRESQL}} ALTER TABLE invoices ADD CONSTRAINT invoices_status_check
  CHECK (status IN ('open', 'paid', 'credited'));

-- An invoice's receipt is a document of the receipts' series kept with the others, so that the series
-- and the accountant's export read without gaps: it belongs to the invoice (invoice_id), not to a booking.
ALTER TABLE booking_documents ADD COLUMN invoice_id BIGINT REFERENCES invoices (id);
{{POSTGRESQL}} ALTER TABLE booking_documents ALTER COLUMN booking_id DROP NOT NULL;
{{POSTGRESQL}} ALTER TABLE booking_documents DROP CONSTRAINT IF EXISTS booking_documents_payment_method_check;
{{POSTGRESQL}} ALTER TABLE booking_documents ADD CONSTRAINT booking_documents_payment_method_check
  CHECK (payment_method IN ('card', 'interac', 'cash', 'invoice'));

{{SQLITE}} PRAGMA writable_schema = ON;
{{SQLITE}} UPDATE sqlite_master SET sql = replace(sql,
  'payment_status IN (''awaiting-payment'', ''paid'', ''refunded'')',
  'payment_status IN (''awaiting-payment'', ''paid'', ''refunded'', ''credited'')')
  WHERE type = 'table' AND name = 'bookings';
{{SQLITE}} UPDATE sqlite_master SET sql = replace(sql,
  'CHECK (status IN (''open'', ''paid''))',
  'CHECK (status IN (''open'', ''paid'', ''credited''))') WHERE type = 'table' AND name = 'invoices';
{{SQLITE}} UPDATE sqlite_master SET sql = replace(replace(sql,
  'booking_id BIGINT NOT NULL REFERENCES bookings (id)', 'booking_id BIGINT REFERENCES bookings (id)'),
  'payment_method IN (''card'', ''interac'', ''cash'')',
  'payment_method IN (''card'', ''interac'', ''cash'', ''invoice'')')
  WHERE type = 'table' AND name = 'booking_documents';
{{SQLITE}} PRAGMA schema_version = {{NEXT_SCHEMA_VERSION}};
{{SQLITE}} PRAGMA writable_schema = OFF;

CREATE INDEX booking_documents_invoice ON booking_documents (invoice_id);
-- Revenue: a person's bookings by when they were paid, team seats through their invoice's receipt.
DROP INDEX bookings_paid_amounts;
CREATE INDEX bookings_paid_amounts ON bookings (payment_status, paid_at, team_booking_id, total_cents);
CREATE INDEX invoices_paid_amounts ON invoices (status, paid_at, paid_cents);

-- What the defect left: cancelled seats credited in full that their invoice's settlement marked paid,
-- invoices settled by credits alone.
UPDATE bookings SET payment_status = 'credited', paid_at = NULL
  WHERE payment_method = 'invoice' AND status = 'cancelled' AND payment_status = 'paid'
    AND EXISTS (SELECT 1 FROM invoice_lines l JOIN invoice_payments p ON p.invoice_id = l.invoice_id
                WHERE l.booking_id = bookings.id AND p.kind = 'credit' AND p.reference = bookings.reference
                  AND p.amount_cents = bookings.total_cents);
UPDATE invoices SET status = 'credited' WHERE status = 'paid' AND paid_cents = 0;

-- The receipts already given to invoices, as documents: the money received, split in the invoice's
-- proportions (each tax's share rounded half-up, the subtotal the rest, as documents::split_refund). A number an invoice took without money keeps its place, at zero.
INSERT INTO booking_documents (booking_id, invoice_id, kind, number, receipt_id, issued_at, language,
  seller_name, seller_address, seller_phone, seller_email, gst_number, qst_number, buyer_name,
  booking_reference, course_title_fr, course_title_en, session_starts_at, session_ends_at, session_location,
  payment_method, subtotal_cents, gst_cents, qst_cents, total_cents)
SELECT NULL, i.id, 'receipt', i.receipt_number, NULL, COALESCE(i.paid_at, i.issued_at), i.language,
  i.seller_name, i.seller_address, i.seller_phone, i.seller_email, i.gst_number, i.qst_number, i.buyer_name,
  i.number, i.course_title_fr, i.course_title_en, i.session_starts_at, i.session_ends_at, i.session_location,
  CASE WHEN i.paid_cents > 0 AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.invoice_id = i.id
       AND p.kind = 'payment' AND p.method <> 'card') THEN 'card' ELSE 'invoice' END,
  i.paid_cents
    - CASE WHEN i.total_cents = 0 THEN 0
           ELSE (2 * i.gst_cents * i.paid_cents + i.total_cents) / (2 * i.total_cents) END
    - CASE WHEN i.total_cents = 0 THEN 0
           ELSE (2 * i.qst_cents * i.paid_cents + i.total_cents) / (2 * i.total_cents) END,
  CASE WHEN i.total_cents = 0 THEN 0
       ELSE (2 * i.gst_cents * i.paid_cents + i.total_cents) / (2 * i.total_cents) END,
  CASE WHEN i.total_cents = 0 THEN 0
       ELSE (2 * i.qst_cents * i.paid_cents + i.total_cents) / (2 * i.total_cents) END,
  i.paid_cents
FROM invoices i
WHERE i.receipt_number IS NOT NULL AND i.receipt_number <> ''
  AND NOT EXISTS (SELECT 1 FROM booking_documents d WHERE d.number = i.receipt_number);

-- Revenue kept by month and by week was counted with the old meaning: counted again when next read.
DELETE FROM money_month_totals;
DELETE FROM office_figures WHERE figure_set = 'overview';
