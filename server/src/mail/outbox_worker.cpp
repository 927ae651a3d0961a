#include "mail/outbox_worker.h"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include "core/config.h"
#include "db/database.h"
#include "mail/mime.h"
#include "mail/outbox_repository.h"
#include "mail/outbox_signal.h"

namespace secours::mail {

long long retry_delay(int failed_attempts) {
  constexpr long long first = 30, longest = 3600;
  if (failed_attempts <= 1) return first;
  if (failed_attempts > 8) return longest;  // 30 s · 2^7 already passes an hour; avoids overflow
  return std::min(first << (failed_attempts - 1), longest);
}

OutboxWorker::OutboxWorker(db::Database& database, const core::Config& config, Clock& clock,
                           std::unique_ptr<Sender> sender)
    : database_(database), clock_(clock), sender_(std::move(sender)), from_(config.mail_from) {}

OutboxWorker::~OutboxWorker() { stop(); }

std::size_t OutboxWorker::run_once() {
  retry_now_ = false;
  mark_unmarked();
  std::vector<long long> ids;
  {
    soci::session sql(database_.pool());
    ids = due_message_ids(sql, clock_.now(), batch_size);
  }
  std::size_t sent = 0;
  for (long long id : ids) {
    if (stopping_) break;
    if (send_one(id)) ++sent;
  }
  if (sent > 0) retry_waiting_after_success();
  return sent;
}

// A message the relay took but that could not be marked (the database failed a moment) is marked
// before anything is claimed again, so this worker never sends it twice. mark_sent does nothing
// when another worker has since taken the message over.
void OutboxWorker::mark_unmarked() {
  if (unmarked_.empty()) return;
  soci::session sql(database_.pool());
  while (!unmarked_.empty()) {
    auto [id, lease_until] = unmarked_.back();
    if (mark_sent(sql, id, lease_until, clock_.now())) spdlog::info("mail {} marked sent", id);
    unmarked_.pop_back();
  }
}

// The relay answers again: what waits on an earlier failure goes now, oldest first, through the
// usual batches, instead of after a back-off of up to an hour.
void OutboxWorker::retry_waiting_after_success() {
  long long now = clock_.now();
  if (now - last_retry_reset_ < retry_reset_seconds) return;
  soci::session sql(database_.pool());
  long long count = retry_waiting_now(sql, now);
  if (count == 0) return;
  last_retry_reset_ = now;
  retry_now_ = true;
  spdlog::info("mail relay took a message: {} waiting message(s) retried now", count);
}

// The pooled session is given back while SMTP talks, so a slow relay never holds a connection
// that requests need; one is taken for a moment each time the lease is renewed.
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
  long long renewed_at = now;
  bool lease_lost = false;
  auto keep_going = [&] {
    if (stopping_) return false;
    long long at = clock_.now();
    if (at - renewed_at < lease_renewal_seconds) return true;
    renewed_at = at;
    try {
      soci::session sql(database_.pool());
      if (!renew_lease(sql, id, lease_until, at + lease_seconds)) {
        lease_lost = true;  // another worker took it over: let it send
        return false;
      }
      lease_until = at + lease_seconds;
    } catch (const std::exception& error) {
      spdlog::warn("mail {}: lease not renewed, trying again in {} s: {}", id, lease_renewal_seconds,
                   error.what());
    }
    return true;
  };
  try {
    std::string from_address = address_of(from_);
    std::string domain = from_address.substr(from_address.find('@') + 1);
    Envelope envelope{from_, entry->message_key + "@" + domain, entry->created_at};
    sender_->send(from_address, to, build_mime(entry->message, envelope), keep_going);
  } catch (const TransferAborted&) {
    if (!lease_lost) {
      soci::session sql(database_.pool());
      release_message(sql, id, lease_until);
    }
    spdlog::info("mail {} left queued: {}", id,
                 lease_lost ? "another worker took it over" : "the worker is stopping");
    return false;
  } catch (const std::exception& error) {
    // Only the error text is kept and logged: a body can hold a password-reset link.
    int attempts = entry->attempts + 1;
    long long delay = retry_delay(attempts);
    soci::session sql(database_.pool());
    mark_failed(sql, id, lease_until, attempts, clock_.now() + delay, error.what());
    spdlog::warn("mail {} not sent (attempt {}), next try in {} s: {}", id, attempts, delay, error.what());
    return false;
  }
  try {
    soci::session sql(database_.pool());
    mark_sent(sql, id, lease_until, clock_.now());
  } catch (const std::exception&) {
    unmarked_.emplace_back(id, lease_until);
    throw;
  }
  spdlog::info("mail {} sent", id);  // never the address (issue 27)
  return true;
}

void OutboxWorker::start(std::chrono::milliseconds interval) {
  std::lock_guard lock(mutex_);
  if (thread_.joinable()) return;
  stopping_ = false;
  listener_ = listen_to_outbox([this] { notify(); });
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
  stop_listening_to_outbox(listener_);
  wake_up_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void OutboxWorker::loop(std::chrono::milliseconds interval) {
  constexpr std::chrono::milliseconds first_follow_up{25};
  spdlog::info("mail outbox worker started");
  std::chrono::milliseconds next_wait = interval;
  for (;;) {
    std::size_t sent = 0;
    try {
      sent = run_once();
    } catch (const std::exception& error) {
      spdlog::error("mail outbox: {}", error.what());  // e.g. the database is down; try again later
    }
    std::unique_lock lock(mutex_);
    // A full batch, or messages just made due, means more is waiting: go on at once.
    if (sent < static_cast<std::size_t>(batch_size) && !retry_now_) {
      wake_up_.wait_for(lock, std::min(next_wait, interval), [this] { return stopping_ || woken_; });
      next_wait = std::min(next_wait * 2, interval);
    }
    if (stopping_) break;
    if (woken_) next_wait = first_follow_up;
    woken_ = false;
  }
  spdlog::info("mail outbox worker stopped");
}

}  // namespace secours::mail
