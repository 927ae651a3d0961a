-- Refunds of paid bookings (docs/decisions/022-refunds.md). A row is written before any money moves:
-- a card refund is 'pending' while Stripe is asked (its id is the Idempotency-Key, so that asking again
-- after a crash never refunds twice) and until Stripe says it went through; Interac and cash refunds are
-- made by hand and recorded as done. Pending and succeeded rows count against what is left to refund.
-- A succeeded refund has its credit note, issued in the transaction that records it as done.
-- bookings.payment_status becomes 'refunded' once refunds add up to the total; "partly refunded" is a
-- paid booking with succeeded refunds, read from this table (the CHECK of bookings stays as it is).
CREATE TABLE booking_refunds (
  id {{ID}},
  booking_id BIGINT NOT NULL REFERENCES bookings (id),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  method TEXT NOT NULL CHECK (method IN ('card', 'interac', 'cash')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  reason TEXT NOT NULL CHECK (reason IN ('guarantee', 'cancellation', 'no-seat', 'other')),
  note TEXT NOT NULL DEFAULT '',
  actor_user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,  -- NULL: the customer, Stripe or a job
  stripe_refund_id TEXT UNIQUE,  -- re_…, once Stripe has answered or told us by webhook
  failure_message TEXT NOT NULL DEFAULT '',
  credit_note_id BIGINT UNIQUE REFERENCES booking_documents (id),
  created_at BIGINT NOT NULL,
  attempted_at BIGINT NOT NULL,  -- the last time Stripe was asked (card refunds)
  completed_at BIGINT,  -- when it succeeded or failed
  CHECK ((status = 'pending') = (completed_at IS NULL))
);
CREATE INDEX booking_refunds_booking ON booking_refunds (booking_id, id);
CREATE INDEX booking_refunds_pending ON booking_refunds (status, attempted_at);
CREATE INDEX booking_refunds_completed ON booking_refunds (completed_at);
