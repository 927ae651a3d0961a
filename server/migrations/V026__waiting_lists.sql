-- Waiting lists (issue 28, decision 052): people waiting for a seat of a full session, in order; a freed
-- seat is offered to the next one whose seats fit, and held for them (counted in seats_taken) until they
-- book it, decline, or the offer lapses.
CREATE TABLE waitlist_entries (
  id {{ID}},
  session_id BIGINT NOT NULL REFERENCES course_sessions (id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,  -- lower case
  phone TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'fr',
  seats INTEGER NOT NULL CHECK (seats BETWEEN 1 AND 10),
  seats_held INTEGER NOT NULL DEFAULT 0,  -- offered and not yet booked
  status TEXT NOT NULL CHECK (status IN ('waiting', 'offered', 'booked', 'declined', 'expired', 'removed', 'left')),
  queue_order BIGINT NOT NULL,  -- the place in the line (the office's skip sends it to the end)
  token_hash TEXT NOT NULL,  -- SHA-256 of the joining mail's token
  offer_token_hash TEXT NOT NULL DEFAULT '',  -- and of the offer mail's
  offered_at BIGINT,
  offer_expires_at BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX waitlist_entries_line ON waitlist_entries (session_id, status, queue_order);
CREATE INDEX waitlist_entries_status ON waitlist_entries (status, offer_expires_at);
CREATE INDEX waitlist_entries_email ON waitlist_entries (email_key);
-- One place in the line per person and session.
CREATE UNIQUE INDEX waitlist_entries_person ON waitlist_entries (session_id, email_key)
  WHERE status IN ('waiting', 'offered');
