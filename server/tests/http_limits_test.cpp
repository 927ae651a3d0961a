// Connection limits and early errors of the HTTP server (issue 11, "Trust at the edges").
#include <utility>

#include <gtest/gtest.h>

#include <spdlog/sinks/ringbuffer_sink.h>
#include <spdlog/spdlog.h>
#include <sys/resource.h>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <filesystem>
#include <future>
#include <thread>

#include "http/connection_limits.h"
#include "http/server.h"
#include "support/http_client.h"

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using secours::http::Request;
using secours::http::Response;
using secours::http::Server;
using secours::http::ServerOptions;
using namespace std::chrono_literals;

namespace {

ServerOptions local_options() {
  ServerOptions options;
  options.host = "127.0.0.1";
  options.port = 0;
  options.worker_threads = 2;
  options.decorate = [](Response& response) { response.set_header("X-Content-Type-Options", "nosniff"); };
  return options;
}

Response echo_path(Request& request) { return Response::text(200, request.method + " " + request.path); }

struct Client {
  asio::io_context ioc;
  beast::tcp_stream stream{ioc};
  beast::flat_buffer buffer;

  explicit Client(std::uint16_t port) {
    stream.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  }
  bhttp::response<bhttp::string_body> get(const std::string& path) {
    bhttp::request<bhttp::empty_body> request(bhttp::verb::get, path, 11);
    request.set(bhttp::field::host, "localhost");
    bhttp::write(stream, request);
    bhttp::response<bhttp::string_body> response;
    bhttp::read(stream, buffer, response);
    return response;
  }
  // True when the server closed the connection within `limit` (a read sees end of stream). On a
  // timeout the client closes the connection itself, so it is not used afterwards.
  bool closed_within(std::chrono::milliseconds limit) {
    char byte;
    bool closed = false;
    stream.expires_after(limit);
    stream.async_read_some(asio::buffer(&byte, 1), [&](beast::error_code ec, std::size_t) {
      closed = ec == asio::error::eof || ec == asio::error::connection_reset;
    });
    ioc.restart();
    ioc.run();
    return closed;
  }
};

}  // namespace

TEST(HttpLimits, ClosesAnIdleKeepAliveConnectionAfterTheIdleTimeout) {
  auto options = local_options();
  options.idle_timeout = 300ms;  // the 30 s read timeout stays
  Server server(options, echo_path);
  server.start();
  Client client(server.port());
  EXPECT_EQ(client.get("/one").body(), "GET /one");
  auto started = std::chrono::steady_clock::now();
  EXPECT_TRUE(client.closed_within(5s));
  EXPECT_LT(std::chrono::steady_clock::now() - started, 3s);
  server.stop();
}

TEST(HttpLimits, GivesARequestUnderWayTheReadTimeoutNotTheIdleOne) {
  auto options = local_options();
  options.idle_timeout = 200ms;
  Server server(options, echo_path);
  server.start();
  Client client(server.port());
  asio::write(client.stream, asio::buffer(std::string("GET /slow HTTP/1.1\r\n")));
  std::this_thread::sleep_for(600ms);
  asio::write(client.stream, asio::buffer(std::string("Host: localhost\r\n\r\n")));
  bhttp::response<bhttp::string_body> response;
  bhttp::read(client.stream, client.buffer, response);
  EXPECT_EQ(response.body(), "GET /slow");
  server.stop();
}

TEST(HttpLimits, ShedsTheOldestIdleConnectionOfAnAddressAtItsCap) {
  auto options = local_options();
  options.max_connections_per_address = 3;
  Server server(options, echo_path);
  server.start();
  std::vector<std::unique_ptr<Client>> idle;
  for (int i = 0; i < 3; ++i) {
    idle.push_back(std::make_unique<Client>(server.port()));
    std::this_thread::sleep_for(50ms);
  }
  Client fresh(server.port());
  EXPECT_EQ(fresh.get("/fresh").body(), "GET /fresh");
  EXPECT_TRUE(idle[0]->closed_within(2s));      // the oldest made room
  EXPECT_FALSE(idle[1]->closed_within(300ms));  // the others stay
  EXPECT_EQ(idle[2]->get("/still-open").body(), "GET /still-open");
  server.stop();
}

TEST(HttpLimits, ShedsTheOldestIdleConnectionAtTheTotalCap) {
  auto options = local_options();
  options.max_connections = 4;
  options.max_connections_per_address = 0;
  Server server(options, echo_path);
  server.start();
  EXPECT_EQ(server.connection_cap(), 4u);
  std::vector<std::unique_ptr<Client>> idle;
  for (int i = 0; i < 4; ++i) {
    idle.push_back(std::make_unique<Client>(server.port()));
    std::this_thread::sleep_for(50ms);
  }
  for (int i = 0; i < 3; ++i) {
    Client fresh(server.port());
    EXPECT_EQ(fresh.get("/fresh").body(), "GET /fresh");
  }
  EXPECT_TRUE(idle[0]->closed_within(2s));
  server.stop();
}

TEST(HttpLimits, ClosesANewConnectionWhenNoneIsIdleAtTheCap) {
  std::promise<void> release;
  auto released = release.get_future().share();
  std::promise<void> entered;
  auto options = local_options();
  options.max_connections_per_address = 1;
  Server server(options, [&](Request& request) {
    if (request.path == "/busy") {
      entered.set_value();
      released.wait();
    }
    return echo_path(request);
  });
  server.start();
  auto port = server.port();
  auto busy =
      std::async(std::launch::async, [port] { return secours::testing::http_request(port, "GET", "/busy"); });
  entered.get_future().wait();
  Client refused(server.port());
  EXPECT_TRUE(refused.closed_within(2s));
  release.set_value();
  EXPECT_EQ(busy.get().body, "GET /busy");
  server.stop();
}

TEST(HttpLimits, EarlyErrorsCarryTheDecoratedHeaders) {
  auto options = local_options();
  options.body_limit = 1024;
  Server server(options, [](Request& request) -> Response {
    if (request.path == "/throw") throw std::runtime_error("secret detail");
    return echo_path(request);
  });
  server.start();
  auto too_large = secours::testing::http_request(server.port(), "POST", "/x", std::string(4096, 'x'));
  EXPECT_EQ(too_large.status, 413);
  EXPECT_EQ(too_large.header("x-content-type-options"), "nosniff");
  auto failed = secours::testing::http_request(server.port(), "GET", "/throw");
  EXPECT_EQ(failed.status, 500);
  EXPECT_EQ(failed.json()["error"]["code"], "internal");
  EXPECT_EQ(failed.body.find("secret detail"), std::string::npos);
  EXPECT_EQ(failed.header("x-content-type-options"), "nosniff");
  server.stop();
}

TEST(HttpLimits, AnswersMalformedHttpWith400AndTheHeaders) {
  Server server(local_options(), echo_path);
  server.start();
  Client client(server.port());
  asio::write(client.stream, asio::buffer(std::string("GET / HTTP/1.1\r\nBad Header Line\r\n\r\n")));
  bhttp::response<bhttp::string_body> response;
  bhttp::read(client.stream, client.buffer, response);
  EXPECT_EQ(response.result_int(), 400);
  EXPECT_EQ(response["X-Content-Type-Options"], "nosniff");
  EXPECT_NE(response.body().find("bad-request"), std::string::npos);
  server.stop();
}

namespace {
double cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
         static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}
}  // namespace

// The test's own sockets share the process's descriptors with the server, so the soft limit is
// lowered under the server (after it computed its cap) until accept() fails with EMFILE.
TEST(HttpLimits, BacksOffAndLogsLittleWhenAcceptRunsOutOfDescriptors) {
  auto sink = std::make_shared<spdlog::sinks::ringbuffer_sink_mt>(100000);
  auto previous = spdlog::default_logger();
  spdlog::set_default_logger(std::make_shared<spdlog::logger>("capture", sink));
  spdlog::set_level(spdlog::level::warn);
  auto options = local_options();
  options.max_connections_per_address = 0;
  Server server(options, echo_path);
  server.start();
  rlimit saved{};
  ASSERT_EQ(getrlimit(RLIMIT_NOFILE, &saved), 0);
  auto open_now = std::distance(std::filesystem::directory_iterator("/proc/self/fd"), {});
  rlimit low = saved;
  low.rlim_cur = static_cast<rlim_t>(open_now + 40);
  ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &low), 0);
  std::vector<std::unique_ptr<asio::ip::tcp::socket>> clients;
  asio::io_context ioc;
  for (int i = 0; i < 200; ++i) {  // the kernel queues what the server cannot accept
    auto socket = std::make_unique<asio::ip::tcp::socket>(ioc);
    beast::error_code ec;
    socket->connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), server.port()), ec);
    if (ec) break;
    clients.push_back(std::move(socket));
  }
  auto cpu_before = cpu_seconds();
  std::this_thread::sleep_for(1500ms);
  auto cpu_used = cpu_seconds() - cpu_before;
  setrlimit(RLIMIT_NOFILE, &saved);
  auto lines = sink->last_formatted();
  spdlog::set_default_logger(previous);

  EXPECT_GE(clients.size(), 10u);
  EXPECT_LT(cpu_used, 0.5);  // no busy retry loop
  std::size_t accept_lines = 0;
  for (const auto& line : lines) accept_lines += line.find("accept failed") != std::string::npos;
  EXPECT_GE(accept_lines, 1u);
  EXPECT_LE(accept_lines, 3u);  // at most one a second
  clients.clear();
  EXPECT_EQ(secours::testing::http_request(server.port(), "GET", "/after").status, 200);
  server.stop();
}

TEST(HttpLimits, KeepsTheConnectionCapBelowTheOpenFileLimit) {
  EXPECT_EQ(secours::http::effective_connection_cap(10000, 1024), 768u);
  EXPECT_EQ(secours::http::effective_connection_cap(10000, 65536), 10000u);
  EXPECT_EQ(secours::http::effective_connection_cap(500, 1024), 500u);
  EXPECT_GE(secours::http::effective_connection_cap(10000, 100), 32u);
}
