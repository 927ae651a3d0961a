#include "support/second_instance.h"

namespace secours::testing {

namespace {

http::ServerOptions options() {
  http::ServerOptions options;
  options.host = "127.0.0.1";
  options.port = 0;
  return options;
}

}  // namespace

SecondInstance::SecondInstance(TestServer& first)
    : database_(std::make_shared<db::Database>(first.config().database_url, 4)),
      app_(first.config(), database_, first.clock()),
      server_(
          options(), [this](http::Request& request) { return app_.handle(request); },
          [this](http::Request& request) { return app_.handle_inline(request); }) {
  server_.start();
}

SecondInstance::~SecondInstance() { server_.stop(); }

}  // namespace secours::testing
