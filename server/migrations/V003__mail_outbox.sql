-- Outgoing mail, written in the same transaction as the change that causes it and sent later by
-- the outbox worker with retries, so that no mail is lost when the SMTP relay is down.
CREATE TABLE mail_outbox (
  id {{ID}},
  message_key TEXT NOT NULL,  -- random left part of the Message-ID, fixed here so retries keep it
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT NOT NULL DEFAULT '',  -- '' when the message has no HTML part
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,  -- failed attempts so far
  next_attempt_at BIGINT NOT NULL,
  locked_until BIGINT NOT NULL DEFAULT 0,  -- while 'sending': when another worker may take it over
  last_error TEXT,
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);

CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);

-- Attachments as base64 text: portable across SQLite and PostgreSQL without blob bindings.
CREATE TABLE mail_attachments (
  id {{ID}},
  outbox_id BIGINT NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
  ordinal INTEGER NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content_base64 TEXT NOT NULL
);

CREATE INDEX mail_attachments_message ON mail_attachments (outbox_id, ordinal);
