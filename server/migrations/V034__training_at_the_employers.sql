-- Training at the employer's (issue 44).

-- A request from the public site for a training at the person's workplace.
CREATE TABLE training_requests (
  id {{ID}},
  people INTEGER NOT NULL CHECK (people > 0),
  address TEXT NOT NULL,
  preferred_dates TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('fr', 'en')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company_name TEXT NOT NULL,
  company_id BIGINT REFERENCES companies (id),
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  message TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX training_requests_created ON training_requests (created_at, id);

CREATE TABLE training_request_courses (
  request_id BIGINT NOT NULL REFERENCES training_requests (id) ON DELETE CASCADE,
  course_id BIGINT NOT NULL REFERENCES courses (id),
  PRIMARY KEY (request_id, course_id)
);

-- A quote: one version of a number (S-2026-000001); a revision is a new row with the same number and the
-- next version, and the old one names it in replaced_by. Money in cents, taxes once on the subtotal.
CREATE TABLE quotes (
  id {{ID}},
  number TEXT NOT NULL,
  version INTEGER NOT NULL,
  request_id BIGINT REFERENCES training_requests (id),
  company_id BIGINT NOT NULL REFERENCES companies (id),
  address TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('fr', 'en')),
  contact_name TEXT NOT NULL DEFAULT '',
  contact_email TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('draft', 'sent', 'accepted', 'declined')),
  valid_until TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  subtotal_cents BIGINT NOT NULL,
  gst_cents BIGINT NOT NULL,
  qst_cents BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  token_hash TEXT NOT NULL,
  created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  sent_at BIGINT,
  decided_at BIGINT,
  accepted_name TEXT NOT NULL DEFAULT '',
  accepted_title TEXT NOT NULL DEFAULT '',
  purchase_order TEXT NOT NULL DEFAULT '',
  decline_reason TEXT NOT NULL DEFAULT '',
  session_id BIGINT REFERENCES course_sessions (id),
  team_booking_id BIGINT REFERENCES team_bookings (id),
  invoice_id BIGINT REFERENCES invoices (id),
  replaced_by BIGINT REFERENCES quotes (id),
  UNIQUE (number, version)
);
CREATE INDEX quotes_created ON quotes (created_at, id);
CREATE INDEX quotes_request ON quotes (request_id);
CREATE UNIQUE INDEX quotes_session ON quotes (session_id);

CREATE TABLE quote_lines (
  quote_id BIGINT NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  course_id BIGINT REFERENCES courses (id),
  description TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents BIGINT NOT NULL CHECK (unit_price_cents >= 0),
  PRIMARY KEY (quote_id, position)
);

CREATE TABLE quote_days (
  quote_id BIGINT NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  PRIMARY KEY (quote_id, position)
);

-- Sessions: the language taught, a company's own (private) training, and a minimum enrolment decided once
-- at its decision time ('pending' until then).
ALTER TABLE course_sessions ADD COLUMN language TEXT NOT NULL DEFAULT 'fr';
ALTER TABLE course_sessions ADD COLUMN company_id BIGINT REFERENCES companies (id);
ALTER TABLE course_sessions ADD COLUMN minimum_seats INTEGER NOT NULL DEFAULT 0;
ALTER TABLE course_sessions ADD COLUMN decision_hours_before INTEGER NOT NULL DEFAULT 0;
ALTER TABLE course_sessions ADD COLUMN decision TEXT NOT NULL DEFAULT 'pending';
-- The decision job looks only at sessions with a minimum still pending.
CREATE INDEX course_sessions_decision ON course_sessions (decision, minimum_seats, starts_at);

-- Instructors' availability: the hours they can teach each week (Montreal clock, minutes after midnight;
-- weekday 1 Monday … 7 Sunday), and their time off (days, both included).
CREATE TABLE instructor_weekly_hours (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  starts_minute INTEGER NOT NULL,
  ends_minute INTEGER NOT NULL CHECK (ends_minute > starts_minute),
  PRIMARY KEY (user_id, weekday, starts_minute)
);

CREATE TABLE instructor_time_off (
  id {{ID}},
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX instructor_time_off_user ON instructor_time_off (user_id, starts_on);

-- A session offered to several instructors: the first to accept is staffed, the others' offers are taken.
CREATE TABLE staffing_offers (
  id {{ID}},
  session_id BIGINT NOT NULL REFERENCES course_sessions (id),
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('offered', 'accepted', 'declined', 'taken')),
  offered_at BIGINT NOT NULL,
  answered_at BIGINT,
  UNIQUE (session_id, user_id)
);
CREATE INDEX staffing_offers_user ON staffing_offers (user_id, status, offered_at);

-- A private training's invoice lists its quote's lines (a flat price, travel, materials), not seats: its
-- lines name no booking. SQLite cannot drop a NOT NULL: the schema edit its documentation allows
-- (lang_altertable.html, section 7), as V020 did.
{{POSTGRESQL}} ALTER TABLE invoice_lines ALTER COLUMN booking_id DROP NOT NULL;
{{SQLITE}} PRAGMA writable_schema = ON;
{{SQLITE}} UPDATE sqlite_master SET sql = replace(sql, 'booking_id BIGINT NOT NULL REFERENCES bookings (id)',
  'booking_id BIGINT REFERENCES bookings (id)') WHERE type = 'table' AND name = 'invoice_lines';
{{SQLITE}} PRAGMA schema_version = {{NEXT_SCHEMA_VERSION}};
{{SQLITE}} PRAGMA writable_schema = OFF;
