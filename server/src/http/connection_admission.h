#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "http/connection_limits.h"

namespace secours::http {

// What admission needs to know of an open connection.
class Connection {
 public:
  virtual ~Connection() = default;
  virtual const std::string& address() const = 0;
  // Steady-clock ticks since the connection became idle; -1 while a request is under way.
  virtual std::int64_t idle_since() const = 0;
  // Closes the connection on its own thread if it is still idle, else counts it again (see
  // ConnectionAdmission::count). Takes the only reference the caller holds.
  virtual void shed(std::shared_ptr<Connection> self) = 0;
};

// The counted connections: at most `total_cap` in all and `per_address_cap` (0: no limit) from one
// address. At a cap, the connection idle the longest (of that address, or of any) is shed to make
// room; when none is idle, the new connection is refused.
class ConnectionAdmission {
 public:
  void set_caps(std::size_t total_cap, std::size_t per_address_cap) {
    total_cap_ = total_cap;
    per_address_cap_ = per_address_cap;
  }
  std::size_t total_cap() const { return total_cap_; }

  // Counts a new connection, shedding an idle one if a cap requires it; false (with a throttled
  // warning) when there is no room.
  bool admit(const std::shared_ptr<Connection>& connection);
  // (Re)counts a connection; no effect when it is counted already.
  void count(const std::shared_ptr<Connection>& connection);
  // Takes a connection out of the counts (its destructor calls this); no effect when it is not counted.
  void remove(const Connection* connection);
  // Sheds the connection idle the longest, if any (to free a descriptor after a failed accept).
  void shed_oldest_idle();
  // The counted connections still alive.
  std::vector<std::shared_ptr<Connection>> live();

 private:
  void count_locked(const std::shared_ptr<Connection>& connection);
  void remove_locked(const Connection* connection);
  bool shed_locked(const std::string* address);

  std::size_t total_cap_ = 0;
  std::size_t per_address_cap_ = 0;
  std::mutex mutex_;
  std::unordered_map<const Connection*, std::weak_ptr<Connection>> connections_;
  std::unordered_map<std::string, std::size_t> per_address_;
  ThrottledWarning limit_warning_;
};

// The wait before the next accept() after an error: 10 ms doubling up to 1 s; reset by a success.
class AcceptBackoff {
 public:
  std::chrono::milliseconds next() {
    delay_ = std::min<std::chrono::milliseconds>(
        std::max<std::chrono::milliseconds>(delay_ * 2, std::chrono::milliseconds(10)),
        std::chrono::seconds(1));
    return delay_;
  }
  void reset() { delay_ = std::chrono::milliseconds(0); }

 private:
  std::chrono::milliseconds delay_{0};
};

}  // namespace secours::http
