#pragma once

#include <string>
#include <vector>

#include "db/session_fwd.h"

namespace secours::mail {

struct Attachment {
  std::string filename;      // e.g. "cours.ics"
  std::string content_type;  // e.g. "text/calendar; charset=utf-8; method=PUBLISH"
  std::string content;       // raw bytes
};

struct Message {
  std::string to;
  std::string subject;
  std::string text;  // plain-text body (UTF-8)
  std::string html;  // optional HTML body
  std::vector<Attachment> attachments;
  // A mail sent only with the recipient's consent (news, renewal reminders) carries its one-click
  // unsubscribe URL (https, RFC 8058): the List-Unsubscribe and List-Unsubscribe-Post headers. Empty for
  // the transactional mails (receipts, confirmations), which need no consent.
  std::string list_unsubscribe;
};

// Queues a message in the outbox through the caller's session, so that it is written in the same
// transaction as the change that causes it; the outbox worker sends it later.
void enqueue(soci::session& sql, const Message& message, long long now);

}  // namespace secours::mail
