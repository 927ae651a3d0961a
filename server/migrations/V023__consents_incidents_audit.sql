-- Quebec's Law 25 and CASL (issue 27, decision 049).

-- Consents: the terms accepted at a booking or sign-up (their version) and the news and renewal reminders
-- box (CASL express consent), each with its wording's version, time and where it was given. A withdrawal
-- closes every open consent of the address; giving it again opens a new row: the rows are the history.
CREATE TABLE consents (
  id {{ID}},
  email TEXT NOT NULL {{BINARY}},  -- lower case
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('terms', 'news')),
  wording_version TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at BIGINT NOT NULL,  -- when it was given
  withdrawn_at BIGINT,
  withdrawn_via TEXT
);
CREATE INDEX consents_email ON consents (email, created_at, id);
CREATE INDEX consents_newest ON consents (created_at, id);
CREATE INDEX consents_kind_newest ON consents (kind, created_at, id);

-- The one-click unsubscribe links of the mails that need consent: only the SHA-256 of a token is stored.
CREATE TABLE unsubscribe_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX unsubscribe_links_age ON unsubscribe_links (created_at);

-- A certificate whose holder deleted their account without keeping it verifiable: its number answers
-- "no longer available" rather than "unknown".
CREATE TABLE withdrawn_certificates (
  credential_id TEXT PRIMARY KEY,
  withdrawn_at BIGINT NOT NULL
);

-- The register of confidentiality incidents every business keeps (Law 25, art. 3.8): kept, corrected,
-- never deleted.
CREATE TABLE privacy_incidents (
  id {{ID}},
  occurred_on TEXT NOT NULL,
  discovered_on TEXT NOT NULL,
  description TEXT NOT NULL,
  people_concerned TEXT NOT NULL,
  data_concerned TEXT NOT NULL,
  serious_risk INTEGER NOT NULL CHECK (serious_risk IN (0, 1)),
  risk_assessment TEXT NOT NULL,
  measures TEXT NOT NULL DEFAULT '',
  commission_notified_on TEXT,
  people_notified_on TEXT,
  recorded_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  created_at BIGINT NOT NULL,  -- recorded at
  updated_at BIGINT NOT NULL
);
CREATE INDEX privacy_incidents_newest ON privacy_incidents (created_at, id);

-- Who on the office side viewed, exported, changed or erased a person's data; kept two years.
CREATE TABLE personal_data_audit (
  id {{ID}},
  created_at BIGINT NOT NULL,
  actor_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('view', 'export', 'change', 'erase')),
  subject_user_id BIGINT,
  subject_email TEXT NOT NULL {{BINARY}},  -- lower case; '' for a list's export or once the person is erased
  detail TEXT NOT NULL
);
CREATE INDEX personal_data_audit_newest ON personal_data_audit (created_at, id);
CREATE INDEX personal_data_audit_subject ON personal_data_audit (subject_email, created_at, id);
CREATE INDEX personal_data_audit_subject_user ON personal_data_audit (subject_user_id);

ALTER TABLE retention_runs ADD COLUMN audit_entries INTEGER NOT NULL DEFAULT 0;
ALTER TABLE retention_runs ADD COLUMN unsubscribe_links INTEGER NOT NULL DEFAULT 0;

-- A mail that needs consent carries its one-click unsubscribe URL (RFC 8058 headers).
ALTER TABLE mail_outbox ADD COLUMN list_unsubscribe TEXT NOT NULL DEFAULT '';
