// Boost 1.74's asio awaitable header needs <utility> first under GCC 12 and C++20.
#include <utility>

#include "http/server.h"

#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <csignal>
#include <mutex>
#include <optional>
#include <random>
#include <thread>
#include <unordered_map>

#include "http/url.h"

namespace secours::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = asio::ip::tcp;

namespace {

std::string new_request_id() {
  thread_local std::mt19937_64 generator{std::random_device{}()};
  static constexpr char digits[] = "0123456789abcdef";
  std::string id(16, '0');
  auto value = generator();
  for (auto& c : id) {
    c = digits[value & 0xF];
    value >>= 4;
  }
  return id;
}

class Session;

struct Shared {
  ServerOptions options;
  AppHandler handler;
  InlineHandler inline_handler;
  asio::thread_pool workers;
  std::atomic<bool> stopping{false};
  std::mutex sessions_mutex;
  std::unordered_map<Session*, std::weak_ptr<Session>> sessions;

  Shared(ServerOptions opts, AppHandler app, InlineHandler fast)
      : options(std::move(opts)),
        handler(std::move(app)),
        inline_handler(std::move(fast)),
        workers(options.worker_threads) {}
};

class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket socket, Shared& shared) : stream_(std::move(socket)), shared_(shared) {}

  ~Session() {
    std::lock_guard lock(shared_.sessions_mutex);
    shared_.sessions.erase(this);
  }

  void start() {
    {
      std::lock_guard lock(shared_.sessions_mutex);
      shared_.sessions[this] = weak_from_this();
    }
    asio::dispatch(stream_.get_executor(),
                   beast::bind_front_handler(&Session::read_next, shared_from_this()));
  }

  // On shutdown: a connection waiting for its next request is closed; one with a request under
  // way is left to finish, and closes after its response because `stopping` is set.
  void close_if_idle() {
    if (reading_ && !(parser_ && parser_->got_some())) {
      beast::error_code ec;
      stream_.socket().shutdown(tcp::socket::shutdown_both, ec);
      stream_.socket().close(ec);
    }
  }

  asio::any_io_executor executor() { return stream_.get_executor(); }

 private:
  void read_next() {
    if (shared_.stopping) return close();
    parser_.emplace();
    parser_->header_limit(static_cast<std::uint32_t>(shared_.options.header_limit));
    parser_->body_limit(shared_.options.body_limit);
    stream_.expires_after(shared_.options.read_timeout);
    reading_ = true;
    bhttp::async_read(stream_, buffer_, *parser_,
                      beast::bind_front_handler(&Session::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    reading_ = false;
    started_ = std::chrono::steady_clock::now();
    if (ec == bhttp::error::body_limit || ec == bhttp::error::header_limit) return reject_too_large();
    if (ec) return close();

    auto& message = parser_->get();
    auto request = std::make_shared<Request>();
    request->method = std::string(message.method_string());
    set_target(*request, std::string(message.target()));
    for (const auto& field : message) {
      auto name = to_lower(field.name_string());
      auto [it, inserted] = request->headers.emplace(name, std::string(field.value()));
      if (!inserted) it->second += ", " + std::string(field.value());
    }
    request->body = std::move(message.body());
    beast::error_code endpoint_error;
    auto endpoint = stream_.socket().remote_endpoint(endpoint_error);
    if (!endpoint_error) request->remote_address = endpoint.address().to_string();
    request->request_id = new_request_id();
    keep_alive_ = message.keep_alive();
    version_ = message.version();
    stream_.expires_never();

    if (shared_.inline_handler) {
      if (auto response = shared_.inline_handler(*request)) return write(*request, std::move(*response));
    }
    // The work guard keeps the I/O threads running until the response is posted back.
    asio::post(shared_.workers,
               [self = shared_from_this(), request, work = asio::make_work_guard(stream_.get_executor())] {
                 Response response;
                 try {
                   response = self->shared_.handler(*request);
                 } catch (const std::exception& error) {
                   spdlog::error("handler failed (request {}): {}", request->request_id, error.what());
                   response = Response::text(500, "Internal error");
                 }
                 asio::post(self->executor(), [self, request, response = std::move(response)]() mutable {
                   self->write(*request, std::move(response));
                 });
               });
  }

  void reject_too_large() {
    Request request;
    request.method = parser_ ? std::string(parser_->get().method_string()) : "?";
    request.path = parser_ ? std::string(parser_->get().target()) : "?";
    request.request_id = new_request_id();
    keep_alive_ = false;
    version_ = 11;
    write(request, Response::text(
                       413, R"({"error":{"code":"payload-too-large","message":"The request is too large."}})",
                       "application/json; charset=utf-8"));
  }

  void write(const Request& request, Response response) {
    response_ = {};
    response_.version(version_);
    response_.result(static_cast<unsigned>(response.status));
    for (auto& [name, value] : response.headers) response_.insert(name, value);
    response_.set("X-Request-Id", request.request_id);
    response_.keep_alive(keep_alive_ && !shared_.stopping);
    if (request.method == "HEAD") {
      response_.content_length(response.body.size());
    } else {
      response_.body() = std::move(response.body);
      response_.prepare_payload();
    }
    auto elapsed =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count();
    spdlog::info("{} {} {} {:.1f}ms {}", request.method, request.path, response.status, elapsed,
                 request.request_id);
    stream_.expires_after(shared_.options.read_timeout);
    bhttp::async_write(
        stream_, response_,
        beast::bind_front_handler(&Session::on_write, shared_from_this(), response_.keep_alive()));
  }

  void on_write(bool keep_alive, beast::error_code ec, std::size_t) {
    if (ec || !keep_alive) return close();
    read_next();
  }

  void close() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    stream_.socket().close(ec);
  }

  beast::tcp_stream stream_;
  Shared& shared_;
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  bhttp::response<bhttp::string_body> response_;
  std::chrono::steady_clock::time_point started_;
  bool reading_ = false;
  bool keep_alive_ = false;
  unsigned version_ = 11;
};

}  // namespace

struct Server::Impl {
  ServerOptions options;
  asio::io_context ioc;
  std::unique_ptr<Shared> shared;
  tcp::acceptor acceptor{ioc};
  std::vector<std::thread> threads;
  std::uint16_t port = 0;
  bool started = false;
  bool stopped = false;

  Impl(ServerOptions opts, AppHandler handler, InlineHandler inline_handler)
      : options(opts),
        ioc(opts.io_threads),
        shared(std::make_unique<Shared>(std::move(opts), std::move(handler), std::move(inline_handler))) {}

  void accept() {
    acceptor.async_accept(asio::make_strand(ioc), [this](beast::error_code ec, tcp::socket socket) {
      if (!acceptor.is_open()) return;
      if (ec) {
        spdlog::warn("accept failed: {}", ec.message());
      } else {
        std::make_shared<Session>(std::move(socket), *shared)->start();
      }
      accept();
    });
  }

  void close_idle_sessions() {
    std::vector<std::shared_ptr<Session>> live;
    {
      std::lock_guard lock(shared->sessions_mutex);
      for (auto& [raw, weak] : shared->sessions) {
        if (auto session = weak.lock()) live.push_back(session);
      }
    }
    for (auto& session : live) asio::post(session->executor(), [session] { session->close_if_idle(); });
  }
};

Server::Server(ServerOptions options, AppHandler handler, InlineHandler inline_handler)
    : impl_(std::make_unique<Impl>(std::move(options), std::move(handler), std::move(inline_handler))) {}

Server::~Server() { stop(); }

void Server::start() {
  auto endpoint = tcp::endpoint(asio::ip::make_address(impl_->options.host), impl_->options.port);
  impl_->acceptor.open(endpoint.protocol());
  impl_->acceptor.set_option(asio::socket_base::reuse_address(true));
  impl_->acceptor.bind(endpoint);
  impl_->acceptor.listen(asio::socket_base::max_listen_connections);
  impl_->port = impl_->acceptor.local_endpoint().port();
  impl_->accept();
  impl_->started = true;
  for (int i = 0; i < impl_->options.io_threads; ++i)
    impl_->threads.emplace_back([this] { impl_->ioc.run(); });
}

std::uint16_t Server::port() const { return impl_->port; }

void Server::stop() {
  if (!impl_->started || impl_->stopped) return;
  impl_->stopped = true;
  impl_->shared->stopping = true;
  asio::post(impl_->ioc, [this] {
    beast::error_code ec;
    impl_->acceptor.close(ec);
    impl_->close_idle_sessions();
  });
  for (auto& thread : impl_->threads) thread.join();
  impl_->shared->workers.join();
}

void Server::wait_for_signal() {
  asio::io_context signal_context;
  asio::signal_set signals(signal_context, SIGINT, SIGTERM);
  signals.async_wait(
      [](beast::error_code, int signal) { spdlog::info("signal {} received, stopping", signal); });
  signal_context.run();
  stop();
}

}  // namespace secours::http
