-- Dated sittings of a course. seats_taken only changes through conditional UPDATEs
-- (… WHERE seats_taken < capacity), so that instances sharing the database never oversell; the
-- CHECK is the last line of defence.
CREATE TABLE course_sessions (
  id {{ID}},
  course_id BIGINT NOT NULL REFERENCES courses (id),
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  location TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  seats_taken INTEGER NOT NULL DEFAULT 0 CHECK (seats_taken >= 0 AND seats_taken <= capacity),
  status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX course_sessions_course ON course_sessions (course_id, status, starts_at);
CREATE INDEX course_sessions_upcoming ON course_sessions (starts_at);

-- A booking is saved before it is paid and moves through states. Amounts are computed by the
-- server from the course price at booking time and kept, so later price changes do not alter it.
-- status 'cancelled' is set by the system: an unpaid card hold expired or the session was cancelled.
CREATE TABLE bookings (
  id {{ID}},
  reference TEXT NOT NULL UNIQUE,
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,  -- lower-cased email: links guest bookings to the account with that email
  phone TEXT NOT NULL DEFAULT '',
  course_id BIGINT NOT NULL REFERENCES courses (id),
  session_id BIGINT REFERENCES course_sessions (id),  -- NULL: booked on request for preferred_date
  preferred_date TEXT NOT NULL DEFAULT '',
  special_requests TEXT NOT NULL DEFAULT '',
  payment_method TEXT NOT NULL CHECK (payment_method IN ('card', 'interac', 'cash')),
  language TEXT NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  payment_status TEXT NOT NULL DEFAULT 'awaiting-payment'
    CHECK (payment_status IN ('awaiting-payment', 'paid', 'refunded')),
  seat_held INTEGER NOT NULL DEFAULT 0,  -- 1 while the booking counts in its session's seats_taken
  hold_expires_at BIGINT,  -- unpaid card bookings are cancelled past this time; NULL otherwise
  subtotal_cents BIGINT NOT NULL,
  gst_cents BIGINT NOT NULL,
  qst_cents BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'CAD',
  interac_reference BIGINT UNIQUE,  -- 7 digits, Interac bookings only
  access_token_hash TEXT NOT NULL,  -- SHA-256 of the token that lets a guest read the booking
  payment_intent_id TEXT,
  last_payment_error TEXT NOT NULL DEFAULT '',
  paid_at BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX bookings_user ON bookings (user_id, created_at);
CREATE INDEX bookings_email ON bookings (email_key);
CREATE INDEX bookings_session ON bookings (session_id, status);
CREATE INDEX bookings_status ON bookings (status, created_at);
CREATE INDEX bookings_holds ON bookings (hold_expires_at);
CREATE INDEX bookings_payment_intent ON bookings (payment_intent_id);

-- Who changed a booking and when (actor NULL: the customer, Stripe or a background job).
CREATE TABLE booking_events (
  id {{ID}},
  booking_id BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  actor_user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX booking_events_booking ON booking_events (booking_id, created_at);

-- Stripe webhook events already handled: a replayed event finds its id here and does nothing.
CREATE TABLE stripe_events (
  event_id TEXT PRIMARY KEY,
  event_type TEXT NOT NULL,
  received_at BIGINT NOT NULL
);

-- One enrollment per approved booking, even when two admins approve at once.
CREATE UNIQUE INDEX enrollments_booking ON enrollments (booking_id);
