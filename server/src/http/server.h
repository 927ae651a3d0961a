#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "http/request.h"
#include "http/response.h"

namespace secours::http {

struct ServerOptions {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  int io_threads = 1;
  int worker_threads = 4;
  std::size_t header_limit = 16 * 1024;
  std::size_t body_limit = 5 * 1024 * 1024;  // room for a 4 MB image upload
  std::chrono::seconds read_timeout{30};
  // A connection waiting for a request of which no byte has arrived is idle: it is closed after
  // this (never longer than read_timeout), and it is the first to go when a cap is reached.
  std::chrono::milliseconds idle_timeout{5000};
  // Open connections, in total (also held below the open-file limit) and per client address
  // (0: no per-address cap). At a cap, the oldest idle connection is closed to make room; when
  // none is idle, the new connection is closed instead.
  std::size_t max_connections = 10000;
  std::size_t max_connections_per_address = 256;
  // Applied to every response the server writes, its own early errors (413, 400, 500) included:
  // the security headers.
  std::function<void(Response&)> decorate;
};

// The whole application as the server sees it: a request in, a response out. It runs on the worker
// pool, never on an I/O thread, so it may block on the database or on outgoing HTTP.
using AppHandler = std::function<Response(Request&)>;

// Optional fast path tried first, on the I/O thread, for work that never blocks (files already in
// memory): a response, or nullopt to hand the request to the worker pool.
using InlineHandler = std::function<std::optional<Response>(Request&)>;

// HTTP/1.1 server on Boost.Beast: keep-alive, an idle timeout and a read timeout on every connection,
// caps on open connections, header and body limits (413 beyond, then the connection is closed),
// handlers on a worker pool, a request log line and an X-Request-Id on every response, and a
// graceful stop that finishes requests in flight. Accept errors (out of descriptors) back off.
class Server {
 public:
  Server(ServerOptions options, AppHandler handler, InlineHandler inline_handler = {});
  ~Server();

  // Binds and starts the I/O and worker threads; returns at once. Throws when it cannot bind.
  void start();
  // The bound port (useful when the options asked for port 0).
  std::uint16_t port() const;
  // The open-connection cap in force: max_connections, held below the open-file limit.
  std::size_t connection_cap() const;
  // Stops accepting, closes idle connections, lets requests in flight finish, joins every thread.
  void stop();
  // Blocks until SIGINT or SIGTERM, then stops gracefully.
  void wait_for_signal();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace secours::http
