#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "common/clock.h"
#include "mail/sender.h"

namespace secours::core {
struct Config;
}
namespace secours::db {
class Database;
}

namespace secours::mail {

// Seconds to wait after the n-th failed attempt (n >= 1): 30 s, 60 s, 120 s … at most one hour.
// There is no last attempt: a message waits as long as the relay is down, then goes out.
long long retry_delay(int failed_attempts);

// Sends the outbox's due messages. Several workers (threads or servers sharing one PostgreSQL)
// can run at once: each message is claimed by exactly one of them before it is sent.
class OutboxWorker {
 public:
  // How long a claim lasts: past it, a worker that died while sending is presumed gone and the
  // message is sent again (with the same Message-ID). Short, because the worker renews it every
  // lease_renewal_seconds while a transfer goes on, however long the relay takes.
  static constexpr long long lease_seconds = 15;
  static constexpr long long lease_renewal_seconds = 5;
  // After a delivery succeeds, the messages waiting out the back-off of earlier failures are made
  // due at once, at most this often: a message the relay keeps refusing is not retried after
  // every other mail.
  static constexpr long long retry_reset_seconds = 30;
  static constexpr int batch_size = 50;

  OutboxWorker(db::Database& database, const core::Config& config, Clock& clock,
               std::unique_ptr<Sender> sender);
  ~OutboxWorker();
  OutboxWorker(const OutboxWorker&) = delete;
  OutboxWorker& operator=(const OutboxWorker&) = delete;

  // Claims and sends up to batch_size due messages; returns how many were sent. Failures are
  // recorded on the message for a later retry, never thrown; database errors are thrown.
  std::size_t run_once();

  // Runs run_once on a thread every `interval`, or sooner after notify() or a mail::enqueue() in
  // this process (then again after 25 ms, 50 ms … back up to the interval, so that a message
  // whose transaction commits a moment after it was queued is not left for the next poll).
  void start(std::chrono::milliseconds interval = std::chrono::seconds(5));
  // Wakes the thread as mail::enqueue() does.
  void notify();
  // Returns once the thread has stopped, within a fraction of a second whatever the relay does: a
  // transfer in progress is aborted and its message stays queued. Safe to call twice.
  void stop();

 private:
  bool send_one(long long id);  // true when this worker claimed and sent it
  void mark_unmarked();
  void retry_waiting_after_success();
  void loop(std::chrono::milliseconds interval);

  db::Database& database_;
  Clock& clock_;
  std::unique_ptr<Sender> sender_;
  std::string from_;  // the From header's mailbox

  // Touched only by the thread running run_once.
  std::vector<std::pair<long long, long long>> unmarked_;  // sent, but mark_sent failed: id, lease
  long long last_retry_reset_ = 0;
  bool retry_now_ = false;  // run_once made waiting messages due: run again at once

  std::mutex mutex_;
  std::condition_variable wake_up_;
  bool woken_ = false;
  std::atomic<bool> stopping_{false};
  long long listener_ = 0;
  std::thread thread_;
};

}  // namespace secours::mail
