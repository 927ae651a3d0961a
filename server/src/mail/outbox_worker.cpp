#include "mail/outbox_worker.h"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include "app/config.h"
#include "db/database.h"
#include "mail/mime.h"
#include "mail/outbox_repository.h"

namespace secours::mail {

long long retry_delay(int failed_attempts) {
  constexpr long long first = 30, longest = 3600;
  if (failed_attempts <= 1) return first;
  if (failed_attempts > 8) return longest;  // 30 s · 2^7 already passes an hour; avoids overflow
  return std::min(first << (failed_attempts - 1), longest);
}

OutboxWorker::OutboxWorker(db::Database& database, const app::Config& config, Clock& clock,
                           std::unique_ptr<Sender> sender)
    : database_(database), clock_(clock), sender_(std::move(sender)), from_(config.mail_from) {}

OutboxWorker::~OutboxWorker() { stop(); }

std::size_t OutboxWorker::run_once() {
  std::vector<long long> ids;
  {
    soci::session sql(database_.pool());
    ids = due_message_ids(sql, clock_.now(), batch_size);
  }
  std::size_t sent = 0;
  for (long long id : ids) {
    if (send_one(id)) ++sent;
  }
  return sent;
}

// The pooled session is given back while SMTP talks, so a slow relay never holds a connection
// that requests need.
bool OutboxWorker::send_one(long long id) {
  long long now = clock_.now();
  long long lease_until = now + lease_seconds;
  std::optional<OutboxEntry> entry;
  {
    soci::session sql(database_.pool());
    if (!claim_message(sql, id, now, lease_until)) return false;  // another worker has it
    entry = load_message(sql, id);
  }
  if (!entry) return false;
  const std::string& to = entry->message.to;
  try {
    std::string from_address = address_of(from_);
    std::string domain = from_address.substr(from_address.find('@') + 1);
    Envelope envelope{from_, entry->message_key + "@" + domain, entry->created_at};
    sender_->send(from_address, to, build_mime(entry->message, envelope));
  } catch (const std::exception& error) {
    // Only the error text is kept and logged: a body can hold a password-reset link.
    int attempts = entry->attempts + 1;
    long long delay = retry_delay(attempts);
    soci::session sql(database_.pool());
    mark_failed(sql, id, lease_until, attempts, clock_.now() + delay, error.what());
    spdlog::warn("mail {} to {} not sent (attempt {}), next try in {} s: {}", id, to, attempts, delay,
                 error.what());
    return false;
  }
  soci::session sql(database_.pool());
  mark_sent(sql, id, lease_until, clock_.now());
  spdlog::info("mail {} sent to {}", id, to);
  return true;
}

void OutboxWorker::start(std::chrono::milliseconds interval) {
  std::lock_guard lock(mutex_);
  if (thread_.joinable()) return;
  stopping_ = false;
  thread_ = std::thread([this, interval] { loop(interval); });
}

void OutboxWorker::notify() {
  {
    std::lock_guard lock(mutex_);
    woken_ = true;
  }
  wake_up_.notify_one();
}

void OutboxWorker::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_up_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void OutboxWorker::loop(std::chrono::milliseconds interval) {
  spdlog::info("mail outbox worker started");
  for (;;) {
    std::size_t sent = 0;
    try {
      sent = run_once();
    } catch (const std::exception& error) {
      spdlog::error("mail outbox: {}", error.what());  // e.g. the database is down; try again later
    }
    std::unique_lock lock(mutex_);
    // A full batch means more may be waiting: go on at once rather than after the interval.
    if (sent < static_cast<std::size_t>(batch_size)) {
      wake_up_.wait_for(lock, interval, [this] { return stopping_ || woken_; });
    }
    woken_ = false;
    if (stopping_) break;
  }
  spdlog::info("mail outbox worker stopped");
}

}  // namespace secours::mail
