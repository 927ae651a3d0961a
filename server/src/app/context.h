#pragma once

#include "app/config.h"
#include "common/clock.h"
#include "db/database.h"

namespace secours::app {

// What route registration functions receive: the configuration and the shared services.
struct Context {
  const Config& config;
  db::Database& database;
  Clock& clock;
};

}  // namespace secours::app
