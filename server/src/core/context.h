#pragma once

#include <functional>
#include <string>

#include "common/clock.h"
#include "core/config.h"
#include "db/database.h"

namespace soci {
class session;
}

namespace secours::core {

// What other features do when an account proves it owns its email address (a sign-in with a proven
// address, a used verification link), inside that transaction. The composition root wires bookings'
// guest bookings here (decision 034): auth, below bookings, names no feature above it.
using EmailProven =
    std::function<void(soci::session& sql, long long user_id, const std::string& email, long long now)>;

// What route registration functions receive: the configuration and the shared services.
struct Context {
  const Config& config;
  db::Database& database;
  Clock& clock;
  EmailProven email_proven = {};

  void on_email_proven(soci::session& sql, long long user_id, const std::string& email, long long now) {
    if (email_proven) email_proven(sql, user_id, email, now);
  }
};

}  // namespace secours::core
