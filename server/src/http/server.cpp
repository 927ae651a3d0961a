// Boost 1.74's asio awaitable header needs <utility> first under GCC 12 and C++20.
#include <utility>

#include "http/server.h"

#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <csignal>
#include <filesystem>
#include <optional>
#include <random>
#include <thread>

#include "common/errors.h"
#include "common/metrics.h"
#include "http/connection_admission.h"
#include "http/connection_limits.h"
#include "http/json.h"
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
  ConnectionAdmission admission;

  Shared(ServerOptions opts, AppHandler app, InlineHandler fast)
      : options(std::move(opts)),
        handler(std::move(app)),
        inline_handler(std::move(fast)),
        workers(options.worker_threads) {}

  std::chrono::steady_clock::duration idle_timeout() const {
    return std::min<std::chrono::steady_clock::duration>(options.idle_timeout, options.read_timeout);
  }
};

class Session : public Connection, public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket socket, Shared& shared, std::string address)
      : stream_(std::move(socket)), shared_(shared), address_(std::move(address)) {}

  ~Session() override { shared_.admission.remove(this); }

  const std::string& address() const override { return address_; }
  std::int64_t idle_since() const override { return idle_since_.load(); }
  void shed(std::shared_ptr<Connection> self) override {
    asio::post(stream_.get_executor(), [session = std::static_pointer_cast<Session>(std::move(self))] {
      session->close_if_idle(true);
    });
  }

  void start() {
    asio::dispatch(stream_.get_executor(),
                   beast::bind_front_handler(&Session::read_next, shared_from_this()));
  }

  // Closes the connection if it is idle (on shutdown, or to make room under a cap). One with a
  // request under way is left to finish; `recount` puts such a connection back in the counts.
  void close_if_idle(bool recount) {
    if (waiting_) {
      beast::error_code ec;
      stream_.socket().shutdown(tcp::socket::shutdown_both, ec);
      stream_.socket().close(ec);
    } else if (recount) {
      shared_.admission.count(shared_from_this());
    }
  }

  asio::any_io_executor executor() { return stream_.get_executor(); }

 private:
  // Waits for the first byte of the next request under the idle timeout, then reads the request
  // under the read timeout. Bytes already buffered (a pipelined request) skip the idle wait.
  void read_next() {
    if (shared_.stopping) return close();
    parser_.emplace();
    parser_->header_limit(static_cast<std::uint32_t>(shared_.options.header_limit));
    parser_->body_limit(shared_.options.body_limit);
    if (buffer_.size() > 0) return read_request();
    waiting_ = true;
    idle_since_ = std::chrono::steady_clock::now().time_since_epoch().count();
    stream_.expires_after(shared_.idle_timeout());
    stream_.async_read_some(buffer_.prepare(4096),
                            beast::bind_front_handler(&Session::on_first_bytes, shared_from_this()));
  }

  void on_first_bytes(beast::error_code ec, std::size_t bytes) {
    waiting_ = false;
    idle_since_ = -1;
    buffer_.commit(bytes);
    if (ec) return close();
    read_request();
  }

  void read_request() {
    waiting_ = false;
    idle_since_ = -1;
    stream_.expires_after(shared_.options.read_timeout);
    bhttp::async_read(stream_, buffer_, *parser_,
                      beast::bind_front_handler(&Session::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    started_ = std::chrono::steady_clock::now();
    if (ec == bhttp::error::body_limit || ec == bhttp::error::header_limit) {
      return reject(error_response(errors::PayloadTooLarge(), ""));
    }
    const bool malformed = ec &&
                           ec.category() == bhttp::make_error_code(bhttp::error::bad_method).category() &&
                           ec != bhttp::error::end_of_stream && ec != bhttp::error::partial_message;
    if (malformed)
      return reject(error_response(errors::BadRequest("bad-request", "The request is not valid HTTP."), ""));
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
    request->remote_address = address_;
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
                   response = error_response(error, request->request_id);  // logged there
                 }
                 asio::post(self->executor(), [self, request, response = std::move(response)]() mutable {
                   self->write(*request, std::move(response));
                 });
               });
  }

  // Answers an error found while reading (too large, not HTTP), then closes the connection.
  void reject(Response response) {
    Request request;
    request.method = parser_ && parser_->got_some() ? std::string(parser_->get().method_string()) : "?";
    request.path = parser_ && parser_->is_header_done() ? std::string(parser_->get().target()) : "?";
    request.request_id = new_request_id();
    keep_alive_ = false;
    version_ = 11;
    write(request, std::move(response));
  }

  void write(const Request& request, Response response) {
    if (!response.body_file.empty()) return write_file(request, std::move(response));
    if (shared_.options.decorate) shared_.options.decorate(response);
    start(response_, request, response);
    if (request.method == "HEAD") {
      response_.content_length(response.body.size());
    } else {
      response_.body() = std::move(response.body);
      response_.prepare_payload();
    }
    send(response_, request, response.status);
  }

  // A body written to a file by the handler (a large export): read from disk as it is sent, so that
  // the server's memory does not grow with it. The file is the response's: removed once open.
  void write_file(const Request& request, Response response) {
    bhttp::file_body::value_type file;
    beast::error_code ec;
    file.open(response.body_file.c_str(), beast::file_mode::scan, ec);
    std::error_code removed;
    std::filesystem::remove(response.body_file, removed);
    if (ec) {
      spdlog::error("{}: cannot send {}: {}", request.request_id, response.body_file, ec.message());
      return write(request, error_response(errors::ServiceUnavailable(), request.request_id));
    }
    response.body_file.clear();
    if (shared_.options.decorate) shared_.options.decorate(response);
    file_response_.emplace();
    start(*file_response_, request, response);
    if (request.method == "HEAD") {
      file_response_->content_length(file.size());
    } else {
      file_response_->body() = std::move(file);
      file_response_->prepare_payload();
    }
    send(*file_response_, request, response.status);
  }

  template <typename Message>
  void start(Message& message, const Request& request, const Response& response) {
    message = {};
    message.version(version_);
    message.result(static_cast<unsigned>(response.status));
    for (auto& [name, value] : response.headers) message.insert(name, value);
    message.set("X-Request-Id", request.request_id);
    message.keep_alive(keep_alive_ && !shared_.stopping);
  }

  template <typename Message>
  void send(Message& message, const Request& request, int status) {
    auto elapsed =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count();
    spdlog::info("{} {} {} {:.1f}ms {}", request.method, request.path, status, elapsed, request.request_id);
    metrics::registry().add_request(request.method, request.route.empty() ? "(other)" : request.route, status,
                                    elapsed / 1000.0);
    stream_.expires_after(shared_.options.read_timeout);
    bhttp::async_write(
        stream_, message,
        beast::bind_front_handler(&Session::on_write, shared_from_this(), message.keep_alive()));
  }

  void on_write(bool keep_alive, beast::error_code ec, std::size_t) {
    file_response_.reset();  // closes a sent file
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
  std::string address_;
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  bhttp::response<bhttp::string_body> response_;
  std::optional<bhttp::response<bhttp::file_body>> file_response_;
  std::chrono::steady_clock::time_point started_;
  bool keep_alive_ = false;
  unsigned version_ = 11;
  bool waiting_ = false;  // on the session's thread
  std::atomic<std::int64_t> idle_since_{-1};
};

}  // namespace

struct Server::Impl {
  ServerOptions options;
  // One io_context per I/O thread, each run by its thread alone: a connection lives on one of them,
  // so its handlers need no strand and the contexts share no queue or lock (decision 033).
  std::vector<std::unique_ptr<asio::io_context>> contexts;
  std::vector<asio::executor_work_guard<asio::io_context::executor_type>> keep_running;
  std::size_t next_context = 0;
  std::unique_ptr<Shared> shared;
  // The acceptor's handlers run on the first context's thread, one at a time.
  asio::io_context::executor_type accept_executor;
  tcp::acceptor acceptor{accept_executor};
  asio::steady_timer accept_retry{accept_executor};
  AcceptBackoff accept_backoff;
  ThrottledWarning accept_warning;
  std::vector<std::thread> threads;
  std::uint16_t port = 0;
  bool started = false;
  bool stopped = false;

  Impl(ServerOptions opts, AppHandler handler, InlineHandler inline_handler)
      : options(opts),
        contexts(make_contexts(opts.io_threads)),
        shared(std::make_unique<Shared>(std::move(opts), std::move(handler), std::move(inline_handler))),
        accept_executor(contexts.front()->get_executor()) {
    for (auto& context : contexts) keep_running.push_back(asio::make_work_guard(*context));
  }

  static std::vector<std::unique_ptr<asio::io_context>> make_contexts(int count) {
    std::vector<std::unique_ptr<asio::io_context>> made;
    for (int i = 0; i < std::max(count, 1); ++i) made.push_back(std::make_unique<asio::io_context>(1));
    return made;
  }

  // The connections go to the contexts in turn (on the acceptor's thread).
  asio::io_context& context_for_next_connection() {
    auto& context = *contexts[next_context];
    next_context = (next_context + 1) % contexts.size();
    return context;
  }

  void accept() {
    acceptor.async_accept(context_for_next_connection(), [this](beast::error_code ec, tcp::socket socket) {
      if (!acceptor.is_open()) return;
      if (ec) return back_off(ec);
      accept_backoff.reset();
      admit(std::move(socket));
      accept();
    });
  }

  // Out of descriptors (or any other accept error): make room if an idle connection can go, log at
  // most once a second, and wait before the next try.
  void back_off(const beast::error_code& ec) {
    accept_warning.warn("accept failed: " + ec.message());
    shared->admission.shed_oldest_idle();
    accept_retry.expires_after(accept_backoff.next());
    accept_retry.async_wait([this](beast::error_code wait_error) {
      if (!wait_error && acceptor.is_open()) accept();
    });
  }

  void admit(tcp::socket socket) {
    beast::error_code endpoint_error;
    auto endpoint = socket.remote_endpoint(endpoint_error);
    std::string address = endpoint_error ? std::string("?") : endpoint.address().to_string();
    auto session = std::make_shared<Session>(std::move(socket), *shared, address);
    if (!shared->admission.admit(session)) return;  // the session and its socket are destroyed here
    session->start();
  }

  void close_idle_sessions() {
    for (auto& connection : shared->admission.live()) {
      auto session = std::static_pointer_cast<Session>(connection);
      asio::post(session->executor(), [session] { session->close_if_idle(false); });
    }
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
  impl_->shared->admission.set_caps(
      effective_connection_cap(impl_->options.max_connections, raise_open_file_limit()),
      impl_->options.max_connections_per_address);
  asio::dispatch(impl_->accept_executor, [this] { impl_->accept(); });
  impl_->started = true;
  for (auto& context : impl_->contexts) impl_->threads.emplace_back([&context] { context->run(); });
}

std::uint16_t Server::port() const { return impl_->port; }

std::size_t Server::connection_cap() const { return impl_->shared->admission.total_cap(); }

void Server::stop() {
  if (!impl_->started || impl_->stopped) return;
  impl_->stopped = true;
  impl_->shared->stopping = true;
  asio::post(impl_->accept_executor, [this] {
    beast::error_code ec;
    impl_->acceptor.close(ec);
    impl_->accept_retry.cancel();
    impl_->close_idle_sessions();
    // Each context ends once its connections have finished their requests and closed.
    for (auto& guard : impl_->keep_running) guard.reset();
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
