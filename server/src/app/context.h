#pragma once

#include "app/config.h"
#include "db/database.h"

namespace secours::app {

// What route registration functions receive: the configuration and the shared services.
struct Context {
  const Config& config;
  db::Database& database;
};

}  // namespace secours::app
