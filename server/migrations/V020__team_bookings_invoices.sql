-- Team bookings and invoices on account (issue 26, decision 045). A company's manager books several
-- seats of one session at once: one booking per attendee, all taken or none, tied to the team booking
-- and to the company's employee. A company the office approved for credit pays them on one invoice,
-- numbered in its own yearly series; the office records the payments against it.

-- Seats paid on a company's invoice: the booking's own payment method, as card, Interac and cash are.
-- SQLite cannot alter a CHECK constraint: widening one (every stored row still satisfies it) is the
-- schema edit its documentation allows (lang_altertable.html, section 7), schema version bumped so that
-- every connection reads the new text.
{{POSTGRESQL}} ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_payment_method_check;
{{POSTGRESQL}} ALTER TABLE bookings ADD CONSTRAINT bookings_payment_method_check
  CHECK (payment_method IN ('card', 'interac', 'cash', 'invoice'));
{{SQLITE}} PRAGMA writable_schema = ON;
{{SQLITE}} UPDATE sqlite_master SET sql = replace(sql,
  'payment_method IN (''card'', ''interac'', ''cash'')',
  'payment_method IN (''card'', ''interac'', ''cash'', ''invoice'')') WHERE type = 'table' AND name = 'bookings';
{{SQLITE}} PRAGMA schema_version = {{NEXT_SCHEMA_VERSION}};
{{SQLITE}} PRAGMA writable_schema = OFF;

CREATE TABLE team_bookings (
  id {{ID}},
  company_id BIGINT NOT NULL REFERENCES companies (id),
  session_id BIGINT NOT NULL REFERENCES course_sessions (id),
  course_id BIGINT NOT NULL REFERENCES courses (id),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('invoice', 'card')),
  created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX team_bookings_company ON team_bookings (company_id, created_at, id);

ALTER TABLE bookings ADD COLUMN team_booking_id BIGINT REFERENCES team_bookings (id);
ALTER TABLE bookings ADD COLUMN company_employee_id BIGINT REFERENCES company_employees (id) ON DELETE SET NULL;
CREATE INDEX bookings_team ON bookings (team_booking_id);
CREATE INDEX bookings_company_employee ON bookings (company_employee_id);

-- An invoice keeps what it said when issued (seller, buyer, course, lines), as a receipt does.
CREATE TABLE invoices (
  id {{ID}},
  number TEXT NOT NULL UNIQUE,  -- F-2026-000123
  company_id BIGINT NOT NULL REFERENCES companies (id),
  team_booking_id BIGINT NOT NULL UNIQUE REFERENCES team_bookings (id),
  language TEXT NOT NULL CHECK (language IN ('fr', 'en')),
  issued_at BIGINT NOT NULL,
  terms_days INTEGER NOT NULL,
  due_on TEXT NOT NULL,  -- YYYY-MM-DD, Quebec's calendar
  seller_name TEXT NOT NULL,
  seller_address TEXT NOT NULL,
  seller_phone TEXT NOT NULL,
  seller_email TEXT NOT NULL,
  gst_number TEXT NOT NULL,
  qst_number TEXT NOT NULL,
  buyer_name TEXT NOT NULL,
  buyer_address TEXT NOT NULL,
  buyer_neq TEXT NOT NULL,
  purchase_order TEXT NOT NULL,
  course_title_fr TEXT NOT NULL,
  course_title_en TEXT NOT NULL,
  session_starts_at BIGINT NOT NULL,
  session_ends_at BIGINT NOT NULL,
  session_location TEXT NOT NULL,
  subtotal_cents BIGINT NOT NULL,
  gst_cents BIGINT NOT NULL,
  qst_cents BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  paid_cents BIGINT NOT NULL DEFAULT 0,      -- the payments recorded against it
  credited_cents BIGINT NOT NULL DEFAULT 0,  -- the seats cancelled before it was paid
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
  paid_at BIGINT,
  receipt_number TEXT,  -- issued when fully paid, in the receipts' series
  reminders_sent INTEGER NOT NULL DEFAULT 0  -- 1: at the due date; 2: fifteen days after it
);
CREATE INDEX invoices_company ON invoices (company_id, issued_at, id);
CREATE INDEX invoices_newest ON invoices (issued_at, id);
CREATE INDEX invoices_by_status ON invoices (status, issued_at, id);
CREATE INDEX invoices_due ON invoices (status, due_on, id);

CREATE TABLE invoice_lines (
  invoice_id BIGINT NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  booking_id BIGINT NOT NULL REFERENCES bookings (id),
  attendee_name TEXT NOT NULL,
  booking_reference TEXT NOT NULL,
  subtotal_cents BIGINT NOT NULL,
  gst_cents BIGINT NOT NULL,
  qst_cents BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  PRIMARY KEY (invoice_id, position)
);
CREATE INDEX invoice_lines_booking ON invoice_lines (booking_id);

-- Money received against an invoice (cheque, EFT, card, Interac; partial payments allowed), and the
-- credits of seats cancelled before it was paid.
CREATE TABLE invoice_payments (
  id {{ID}},
  invoice_id BIGINT NOT NULL REFERENCES invoices (id),
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'credit')),
  method TEXT NOT NULL CHECK (method IN ('cheque', 'eft', 'card', 'interac', 'credit')),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  received_on TEXT NOT NULL,  -- YYYY-MM-DD
  reference TEXT NOT NULL DEFAULT '',
  recorded_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  recorded_at BIGINT NOT NULL
);
CREATE INDEX invoice_payments_invoice ON invoice_payments (invoice_id, id);

-- A manager invites another by address; the invitation becomes a membership when an account proves
-- that address (at its verification or sign-in), never on an address nobody proved.
CREATE TABLE company_invitations (
  company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email_key TEXT NOT NULL,  -- lowercase
  invited_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (company_id, email_key)
);
CREATE INDEX company_invitations_email ON company_invitations (email_key);
