#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/session_fwd.h"
#include "mail/mail.h"
#include "mail/outbox_service.h"

namespace secours::mail {

// One queued message as the worker needs it to send.
struct OutboxEntry {
  long long id = 0;
  std::string message_key;
  long long created_at = 0;
  int attempts = 0;
  Message message;
};

// A message as its recipient's data export shows it (its body is empty once the retention erased it).
struct MailRecord {
  std::string subject, body_text;
  long long created_at = 0;
  long long sent_at = 0;  // 0: not sent yet
};
// The messages addressed to `address` (any case), oldest first.
std::vector<MailRecord> for_recipient(soci::session& sql, const std::string& address);

// Retention (issue 27): the bodies and attachments of messages sent before `sent_before` are erased;
// their subject, recipient and times stay for the record. How many messages.
long long erase_bodies_sent_before(soci::session& sql, long long sent_before);

// Deletes every message queued for `address` (any case), sent or not: a removed student's mails.
void remove_for_recipient(soci::session& sql, const std::string& address);

// Ids of messages due at `now`: pending whose time has come, or left 'sending' by a worker whose
// lease ran out (it crashed or lost its database connection), oldest first.
std::vector<long long> due_message_ids(soci::session& sql, long long now, int limit);

// Takes a message for this worker until `lease_until` with a conditional UPDATE: of several workers
// racing for the same message (even on other servers), exactly one gets true.
bool claim_message(soci::session& sql, long long id, long long now, long long lease_until);

std::optional<OutboxEntry> load_message(soci::session& sql, long long id);

// These only act while this worker's lease (its `lease_until`) still holds the message, so a worker
// that lost its lease cannot undo the work of the one that took over; true when they did act.
// renew_lease moves the lease on to `new_lease_until`, which becomes the lease to pass from then on.
bool renew_lease(soci::session& sql, long long id, long long lease_until, long long new_lease_until);
bool mark_sent(soci::session& sql, long long id, long long lease_until, long long now);
void mark_failed(soci::session& sql, long long id, long long lease_until, int attempts,
                 long long next_attempt_at, const std::string& error);
// Gives the message back untouched (no attempt counted), e.g. when a stopping worker aborted it.
void release_message(soci::session& sql, long long id, long long lease_until);

OutboxSummary read_summary(soci::session& sql, int failures_limit);
// Makes one failed message due at once ("send again"); false when it is not waiting on a failure (sent
// meanwhile, or no such message).
bool make_failed_due(soci::session& sql, long long id, long long now);

// Makes every message waiting out the back-off of a failed attempt due at `now`; returns how many.
long long retry_waiting_now(soci::session& sql, long long now);

}  // namespace secours::mail
