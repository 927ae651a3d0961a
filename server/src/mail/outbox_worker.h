#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "common/clock.h"
#include "mail/sender.h"

namespace secours::app {
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
  // message is sent again. Longer than any SMTP transfer (see SmtpSender's timeout).
  static constexpr long long lease_seconds = 600;
  static constexpr int batch_size = 50;

  OutboxWorker(db::Database& database, const app::Config& config, Clock& clock,
               std::unique_ptr<Sender> sender);
  ~OutboxWorker();
  OutboxWorker(const OutboxWorker&) = delete;
  OutboxWorker& operator=(const OutboxWorker&) = delete;

  // Claims and sends up to batch_size due messages; returns how many were sent. Failures are
  // recorded on the message for a later retry, never thrown; database errors are thrown.
  std::size_t run_once();

  // Runs run_once on a thread every `interval`, or sooner after notify().
  void start(std::chrono::milliseconds interval = std::chrono::seconds(5));
  // Wakes the thread, e.g. right after a transaction that queued a message has committed.
  void notify();
  // Returns once the thread has finished its current message and stopped; safe to call twice.
  void stop();

 private:
  bool send_one(long long id);  // true when this worker claimed and sent it
  void loop(std::chrono::milliseconds interval);

  db::Database& database_;
  Clock& clock_;
  std::unique_ptr<Sender> sender_;
  std::string from_;  // the From header's mailbox

  std::mutex mutex_;
  std::condition_variable wake_up_;
  bool woken_ = false;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace secours::mail
