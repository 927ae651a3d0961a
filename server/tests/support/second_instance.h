#pragma once

#include <memory>

#include "app/app.h"
#include "http/server.h"
#include "support/test_server.h"

namespace secours::testing {

// A second instance of the application on its own port and connection pool, against the database
// of an existing TestServer (and on its clock): what two servers behind one reverse proxy look like.
class SecondInstance {
 public:
  explicit SecondInstance(TestServer& first);
  ~SecondInstance();
  std::uint16_t port() const { return server_.port(); }
  db::Database& database() { return *database_; }

 private:
  std::shared_ptr<db::Database> database_;
  app::App app_;
  http::Server server_;
};

}  // namespace secours::testing
