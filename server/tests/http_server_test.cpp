#include <utility>

#include <gtest/gtest.h>

#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <future>
#include <thread>

#include "http/server.h"
#include "support/http_client.h"

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using secours::http::Request;
using secours::http::Response;
using secours::http::Server;
using secours::http::ServerOptions;

namespace {

ServerOptions local_options() {
  ServerOptions options;
  options.host = "127.0.0.1";
  options.port = 0;
  options.worker_threads = 2;
  return options;
}

Response echo_path(Request& request) { return Response::text(200, request.method + " " + request.path); }

beast::tcp_stream connect(asio::io_context& ioc, std::uint16_t port) {
  beast::tcp_stream stream(ioc);
  stream.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  return stream;
}

}  // namespace

TEST(HttpServer, KeepsTheConnectionAliveAcrossRequests) {
  Server server(local_options(), echo_path);
  server.start();
  asio::io_context ioc;
  auto stream = connect(ioc, server.port());
  for (auto path : {"/one", "/two", "/three"}) {
    bhttp::request<bhttp::empty_body> request(bhttp::verb::get, path, 11);
    request.set(bhttp::field::host, "localhost");
    bhttp::write(stream, request);
    beast::flat_buffer buffer;
    bhttp::response<bhttp::string_body> response;
    bhttp::read(stream, buffer, response);
    EXPECT_EQ(response.body(), std::string("GET ") + path);
    EXPECT_TRUE(response.keep_alive());
  }
  server.stop();
}

TEST(HttpServer, RejectsAnOversizedBodyWith413) {
  auto options = local_options();
  options.body_limit = 1024;
  Server server(options, echo_path);
  server.start();
  auto response = secours::testing::http_request(server.port(), "POST", "/api/x", std::string(4096, 'x'));
  EXPECT_EQ(response.status, 413);
  EXPECT_EQ(response.json()["error"]["code"], "payload-too-large");
  // The server is still healthy for the next connection.
  EXPECT_EQ(secours::testing::http_request(server.port(), "GET", "/after").status, 200);
  server.stop();
}

TEST(HttpServer, RejectsOversizedHeadersWith413) {
  Server server(local_options(), echo_path);
  server.start();
  auto response =
      secours::testing::http_request(server.port(), "GET", "/", "", {{"X-Big", std::string(20000, 'a')}});
  EXPECT_EQ(response.status, 413);
  server.stop();
}

TEST(HttpServer, ClosesAConnectionThatSendsNothingAfterTheReadTimeout) {
  auto options = local_options();
  options.read_timeout = std::chrono::seconds(1);
  Server server(options, echo_path);
  server.start();
  asio::io_context ioc;
  auto stream = connect(ioc, server.port());
  auto started = std::chrono::steady_clock::now();
  char byte;
  beast::error_code ec;
  stream.socket().read_some(asio::buffer(&byte, 1), ec);
  EXPECT_TRUE(ec);  // closed by the server
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
  server.stop();
}

TEST(HttpServer, AnswersHeadWithHeadersOnly) {
  Server server(local_options(), echo_path);
  server.start();
  auto response = secours::testing::http_request(server.port(), "HEAD", "/page");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.header("content-length"), std::to_string(std::string("HEAD /page").size()));
  EXPECT_TRUE(response.body.empty());
  server.stop();
}

TEST(HttpServer, StopsGracefullyFinishingTheRequestInFlight) {
  std::promise<void> handler_started;
  Server server(local_options(), [&](Request&) {
    handler_started.set_value();
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
    return Response::text(200, "finished");
  });
  server.start();
  auto port = server.port();
  auto in_flight =
      std::async(std::launch::async, [port] { return secours::testing::http_request(port, "GET", "/slow"); });
  handler_started.get_future().wait();
  server.stop();  // returns only after the slow request was answered
  auto response = in_flight.get();
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, "finished");
  EXPECT_EQ(response.header("connection"), "close");
  EXPECT_THROW(secours::testing::http_request(port, "GET", "/after"), std::exception);
}

TEST(HttpServer, ClosesIdleKeepAliveConnectionsOnStop) {
  Server server(local_options(), echo_path);
  server.start();
  asio::io_context ioc;
  auto stream = connect(ioc, server.port());
  bhttp::request<bhttp::empty_body> request(bhttp::verb::get, "/idle", 11);
  request.set(bhttp::field::host, "localhost");
  bhttp::write(stream, request);
  beast::flat_buffer buffer;
  bhttp::response<bhttp::string_body> response;
  bhttp::read(stream, buffer, response);
  auto started = std::chrono::steady_clock::now();
  server.stop();  // must not wait for the idle connection's 30 s read timeout
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
}

TEST(HttpServer, AnswersFromTheInlineHandlerWithoutTheWorkerPool) {
  std::atomic<int> pooled{0};
  Server server(
      local_options(),
      [&](Request& request) {
        ++pooled;
        return echo_path(request);
      },
      [](Request& request) -> std::optional<Response> {
        if (request.path.starts_with("/fast")) return Response::text(200, "inline");
        return std::nullopt;
      });
  server.start();
  EXPECT_EQ(secours::testing::http_request(server.port(), "GET", "/fast/file.js").body, "inline");
  EXPECT_EQ(pooled.load(), 0);
  EXPECT_EQ(secours::testing::http_request(server.port(), "GET", "/api/x").body, "GET /api/x");
  EXPECT_EQ(pooled.load(), 1);
  server.stop();
}
