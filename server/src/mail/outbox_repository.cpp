#include "mail/outbox_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

#include <random>
#include <stdexcept>

#include "common/base64.h"
#include "common/validation.h"
#include "mail/mime.h"
#include "mail/outbox_signal.h"

namespace secours::mail {

namespace {

std::string random_key() {
  static constexpr char digits[] = "0123456789abcdef";
  std::random_device device;
  std::string key;
  for (int i = 0; i < 4; ++i) {
    auto value = device();
    for (int j = 0; j < 8; ++j, value >>= 4) key.push_back(digits[value & 0xF]);
  }
  return key;
}

// The recipient becomes an SMTP envelope address and a header: reject anything that could inject.
void check_recipient(const std::string& to) {
  bool valid = to.find('@') != std::string::npos && to.size() <= 254;
  for (unsigned char c : to) valid = valid && c > 0x20 && c != 0x7f && c != '<' && c != '>' && c != ',';
  if (!valid) throw std::invalid_argument("invalid mail recipient");
}

}  // namespace

void enqueue(soci::session& sql, const Message& message, long long now) {
  check_recipient(message.to);
  std::string key = random_key();
  long long id = 0;
  sql << "INSERT INTO mail_outbox (message_key, recipient, subject, body_text, body_html, status, attempts, "
         "next_attempt_at, locked_until, created_at, list_unsubscribe) "
         "VALUES (:key, :recipient, :subject, :text, :html, 'pending', 0, :next, 0, :created, :unsubscribe) "
         "RETURNING id",
      soci::use(key), soci::use(message.to), soci::use(message.subject), soci::use(message.text),
      soci::use(message.html), soci::use(now), soci::use(now), soci::use(message.list_unsubscribe),
      soci::into(id);
  int ordinal = 0;
  for (const auto& attachment : message.attachments) {
    std::string content = base64::encode(attachment.content);
    sql << "INSERT INTO mail_attachments (outbox_id, ordinal, filename, content_type, content_base64) "
           "VALUES (:outbox, :ordinal, :filename, :type, :content)",
        soci::use(id), soci::use(ordinal), soci::use(attachment.filename), soci::use(attachment.content_type),
        soci::use(content);
    ++ordinal;
  }
  // Before the caller's commit: the worker keeps looking for a few seconds after a ring.
  ring_outbox_workers();
}

std::vector<MailRecord> for_recipient(soci::session& sql, const std::string& address) {
  const std::string key = validation::lower(address);
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT subject, body_text, created_at, COALESCE(sent_at, 0) FROM mail_outbox WHERE "
                      "LOWER(recipient) = :k ORDER BY created_at, id",
       soci::use(key));
  std::vector<MailRecord> mails;
  for (const auto& row : rows) {
    MailRecord mail;
    db::Columns in(row);
    in.read(mail.subject, mail.body_text, mail.created_at, mail.sent_at);
    mails.push_back(std::move(mail));
  }
  return mails;
}

long long erase_bodies_sent_before(soci::session& sql, long long sent_before) {
  db::changed_rows(
      sql,
      "DELETE FROM mail_attachments WHERE outbox_id IN (SELECT id FROM mail_outbox WHERE status = "
      "'sent' AND sent_at < :cutoff)",
      sent_before);
  return db::changed_rows(
      sql,
      "UPDATE mail_outbox SET body_text = '', body_html = '' WHERE status = 'sent' AND sent_at < "
      ":cutoff AND (body_text <> '' OR body_html <> '')",
      sent_before);
}

void remove_for_recipient(soci::session& sql, const std::string& address) {
  const std::string key = validation::lower(address);
  sql << "DELETE FROM mail_outbox WHERE LOWER(recipient) = :k", soci::use(key);
}

// A message to send now: pending and its next attempt come, or its sender's lease lapsed (bound: now, now).
constexpr const char* due =
    "((status = 'pending' AND next_attempt_at <= :now1) OR (status = 'sending' AND locked_until < :now2))";

std::vector<long long> due_message_ids(soci::session& sql, long long now, int limit) {
  return db::select_integers(
      sql,
      std::string("SELECT id FROM mail_outbox WHERE ") + due + " ORDER BY next_attempt_at, id LIMIT :limit",
      now, now, limit);
}

bool claim_message(soci::session& sql, long long id, long long now, long long lease_until) {
  return db::changed_one_row(
      sql,
      std::string("UPDATE mail_outbox SET status = 'sending', locked_until = :lease WHERE id = :id AND ") +
          due,
      lease_until, id, now, now);
}

std::optional<OutboxEntry> load_message(soci::session& sql, long long id) {
  OutboxEntry entry;
  sql << "SELECT message_key, recipient, subject, body_text, body_html, created_at, attempts, "
         "list_unsubscribe FROM mail_outbox WHERE id = :id",
      soci::use(id), soci::into(entry.message_key), soci::into(entry.message.to),
      soci::into(entry.message.subject), soci::into(entry.message.text), soci::into(entry.message.html),
      soci::into(entry.created_at), soci::into(entry.attempts), soci::into(entry.message.list_unsubscribe);
  if (!sql.got_data()) return std::nullopt;
  entry.id = id;
  Attachment attachment;
  std::string content;
  soci::statement statement =
      (sql.prepare << "SELECT filename, content_type, content_base64 FROM mail_attachments "
                      "WHERE outbox_id = :id ORDER BY ordinal",
       soci::use(id), soci::into(attachment.filename), soci::into(attachment.content_type),
       soci::into(content));
  statement.execute();
  while (statement.fetch()) {
    attachment.content = base64::decode(content);
    entry.message.attachments.push_back(attachment);
  }
  return entry;
}

bool renew_lease(soci::session& sql, long long id, long long lease_until, long long new_lease_until) {
  const char* const query =
      "UPDATE mail_outbox SET locked_until = :new_lease WHERE id = :id AND status = 'sending' "
      "AND locked_until = :lease";
  return db::changed_one_row(sql, query, new_lease_until, id, lease_until);
}

bool mark_sent(soci::session& sql, long long id, long long lease_until, long long now) {
  const char* const query =
      "UPDATE mail_outbox SET status = 'sent', sent_at = :now, last_error = NULL "
      "WHERE id = :id AND status = 'sending' AND locked_until = :lease";
  return db::changed_one_row(sql, query, now, id, lease_until);
}

void mark_failed(soci::session& sql, long long id, long long lease_until, int attempts,
                 long long next_attempt_at, const std::string& error) {
  sql << "UPDATE mail_outbox SET status = 'pending', attempts = :attempts, next_attempt_at = :next, "
         "locked_until = 0, last_error = :error WHERE id = :id AND status = 'sending' AND locked_until = "
         ":lease",
      soci::use(attempts), soci::use(next_attempt_at), soci::use(error), soci::use(id),
      soci::use(lease_until);
}

void release_message(soci::session& sql, long long id, long long lease_until) {
  sql << "UPDATE mail_outbox SET status = 'pending', locked_until = 0 "
         "WHERE id = :id AND status = 'sending' AND locked_until = :lease",
      soci::use(id), soci::use(lease_until);
}

OutboxSummary read_summary(soci::session& sql, int failures_limit) {
  OutboxSummary summary;
  sql << "SELECT COUNT(*) FROM mail_outbox WHERE status IN ('pending', 'sending')",
      soci::into(summary.waiting);
  sql << "SELECT COUNT(*) FROM mail_outbox WHERE status IN ('pending', 'sending') AND attempts > 0",
      soci::into(summary.failing);
  const auto oldest = db::select_integers(
      sql, "SELECT COALESCE(MIN(created_at), 0) FROM mail_outbox WHERE status IN ('pending', 'sending')");
  if (!oldest.empty()) summary.oldest_waiting_at = oldest.front();
  summary.failures = db::select_rows(
      sql,
      "SELECT id, recipient, subject, last_error, attempts, created_at, next_attempt_at FROM mail_outbox "
      "WHERE "
      "status IN ('pending', 'sending') AND attempts > 0 ORDER BY next_attempt_at DESC, id DESC LIMIT :limit",
      db::fields(&OutboxFailure::id, &OutboxFailure::recipient, &OutboxFailure::subject,
                 &OutboxFailure::error, &OutboxFailure::attempts, &OutboxFailure::created_at,
                 &OutboxFailure::next_attempt_at),
      failures_limit);
  return summary;
}

bool make_failed_due(soci::session& sql, long long id, long long now) {
  return db::changed_one_row(
      sql,
      "UPDATE mail_outbox SET next_attempt_at = :now WHERE id = :id AND status = 'pending' AND attempts > 0",
      now, id);
}

long long retry_waiting_now(soci::session& sql, long long now) {
  const char* const query =
      "UPDATE mail_outbox SET next_attempt_at = :now1 "
      "WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > :now2";
  return db::changed_rows(sql, query, now, now);
}

}  // namespace secours::mail
