-- Promo codes (issue 28, decision 050): a percentage or an amount off before taxes, for some or all
-- courses, between two Quebec dates, with a total and a per-person number of uses.
CREATE TABLE promo_codes (
  id {{ID}},
  code TEXT NOT NULL UNIQUE,  -- upper case
  percent_off INTEGER CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents BIGINT CHECK (amount_off_cents > 0),
  starts_on TEXT,  -- YYYY-MM-DD, inclusive; NULL: no bound
  ends_on TEXT,
  max_uses INTEGER,  -- NULL: no limit
  max_uses_per_person INTEGER,
  active INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  last_claimed_at BIGINT,  -- written by each claim: the row lock that makes two claims take turns
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
);
CREATE INDEX promo_codes_newest ON promo_codes (created_at, id);

-- The courses a code is for; none: every course.
CREATE TABLE promo_code_courses (
  promo_code_id BIGINT NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
  course_id BIGINT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  PRIMARY KEY (promo_code_id, course_id)
);

-- A booking made with a code: the price before the discount and the discount (the booking's amounts are
-- those of the discounted price). A use counts while its booking is neither cancelled nor rejected.
CREATE TABLE promo_code_uses (
  booking_id BIGINT PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  promo_code_id BIGINT NOT NULL REFERENCES promo_codes (id),
  code TEXT NOT NULL,
  list_price_cents BIGINT NOT NULL,
  discount_cents BIGINT NOT NULL,
  email_key TEXT NOT NULL,  -- lower case: the per-person limit
  created_at BIGINT NOT NULL
);
CREATE INDEX promo_code_uses_code ON promo_code_uses (promo_code_id, email_key);
CREATE INDEX promo_code_uses_email ON promo_code_uses (email_key);

-- A receipt shows the price before the discount, the code and the discount (as issued: kept with it).
ALTER TABLE booking_documents ADD COLUMN promo_code TEXT NOT NULL DEFAULT '';
ALTER TABLE booking_documents ADD COLUMN discount_cents BIGINT NOT NULL DEFAULT 0;
