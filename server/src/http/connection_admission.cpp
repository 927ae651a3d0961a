#include "http/connection_admission.h"

namespace secours::http {

bool ConnectionAdmission::admit(const std::shared_ptr<Connection>& connection) {
  const std::string& address = connection->address();
  bool room = true;
  {
    std::lock_guard lock(mutex_);
    if (per_address_cap_ > 0) {
      auto it = per_address_.find(address);
      if (it != per_address_.end() && it->second >= per_address_cap_) room = shed_locked(&address);
    }
    if (room && connections_.size() >= total_cap_) room = shed_locked(nullptr);
    if (room) count_locked(connection);
  }
  if (!room) {
    limit_warning_.warn("connection limit reached with no idle connection; closing a new one from " +
                        address);
  }
  return room;
}

void ConnectionAdmission::count(const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(mutex_);
  count_locked(connection);
}

void ConnectionAdmission::remove(const Connection* connection) {
  std::lock_guard lock(mutex_);
  remove_locked(connection);
}

void ConnectionAdmission::shed_oldest_idle() {
  std::lock_guard lock(mutex_);
  shed_locked(nullptr);
}

std::vector<std::shared_ptr<Connection>> ConnectionAdmission::live() {
  std::vector<std::shared_ptr<Connection>> out;
  std::lock_guard lock(mutex_);
  for (auto& [raw, weak] : connections_) {
    if (auto connection = weak.lock()) out.push_back(std::move(connection));
  }
  return out;
}

void ConnectionAdmission::count_locked(const std::shared_ptr<Connection>& connection) {
  if (!connections_.emplace(connection.get(), connection).second) return;
  ++per_address_[connection->address()];
}

void ConnectionAdmission::remove_locked(const Connection* connection) {
  if (connections_.erase(connection) == 0) return;
  auto it = per_address_.find(connection->address());
  if (it != per_address_.end() && --it->second == 0) per_address_.erase(it);
}

// Picks the connection idle the longest (of `address` when given), takes it out of the counts and
// hands it to Connection::shed. Returns false when no connection is idle. Holds mutex_.
bool ConnectionAdmission::shed_locked(const std::string* address) {
  const Connection* chosen = nullptr;
  std::int64_t chosen_since = 0;
  for (auto& [raw, weak] : connections_) {
    auto since = raw->idle_since();
    if (since < 0 || (address && raw->address() != *address)) continue;
    if (!chosen || since < chosen_since) {
      chosen = raw;
      chosen_since = since;
    }
  }
  if (!chosen) return false;
  // A connection whose last owner is gone is already on its way out (its destructor waits for the
  // mutex to leave the counts). The only reference taken here moves into shed(), which moves it into
  // a posted task, so no connection is ever destroyed while this thread holds the mutex.
  auto connection = connections_[chosen].lock();
  if (!connection) return true;
  remove_locked(chosen);
  auto* target = connection.get();
  target->shed(std::move(connection));
  return true;
}

}  // namespace secours::http
