// Boost 1.74's asio awaitable header needs <utility> first under GCC 12 and C++20.
#include <utility>

#include "support/smtp_sink.h"

#include <algorithm>
#include <boost/asio.hpp>
#include <cctype>
#include <thread>

#include "common/base64.h"
#include "mail/mime.h"

namespace secours::testing {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

std::string upper(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::toupper(c); });
  return text;
}

// "MAIL FROM:<a@b> SIZE=1" → "a@b"
std::string angle_address(const std::string& line) {
  auto open = line.find('<');
  auto close = line.find('>', open);
  return open == std::string::npos || close == std::string::npos ? ""
                                                                 : line.substr(open + 1, close - open - 1);
}

// AUTH PLAIN's argument is base64 of "authzid\0user\0password".
std::string plain_user(const std::string& argument) {
  try {
    std::string decoded = base64::decode(argument);
    auto first = decoded.find('\0');
    auto second = decoded.find('\0', first + 1);
    return first == std::string::npos ? "" : decoded.substr(first + 1, second - first - 1);
  } catch (const std::exception&) {
    return "";
  }
}

}  // namespace

class SmtpSink::Server {
 public:
  Server(SmtpSink& sink, std::uint16_t port)
      : sink_(sink), acceptor_(io_, tcp::endpoint(asio::ip::address_v4::loopback(), port)) {
    asio::co_spawn(io_, accept_loop(), asio::detached);
    thread_ = std::thread([this] { io_.run(); });
  }
  ~Server() {
    io_.stop();
    thread_.join();
  }  // the io_context goes next, closing every socket its sessions still hold

  std::uint16_t port() const { return acceptor_.local_endpoint().port(); }

 private:
  asio::awaitable<void> accept_loop() {
    for (;;) {
      tcp::socket socket = co_await acceptor_.async_accept(asio::use_awaitable);
      asio::co_spawn(io_, session(std::move(socket)), asio::detached);
    }
  }

  static asio::awaitable<std::string> read_line(tcp::socket& socket, std::string& buffer) {
    std::size_t length =
        co_await asio::async_read_until(socket, asio::dynamic_buffer(buffer), "\r\n", asio::use_awaitable);
    std::string line = buffer.substr(0, length - 2);
    buffer.erase(0, length);
    co_return line;
  }

  static asio::awaitable<void> reply(tcp::socket& socket, std::string text) {
    text += "\r\n";
    co_await asio::async_write(socket, asio::buffer(text), asio::use_awaitable);
  }

  // Reads whatever the client sends, never answering, until it gives up and closes.
  static asio::awaitable<void> say_nothing(tcp::socket& socket, std::string& buffer) {
    for (;;) co_await read_line(socket, buffer);
  }

  asio::awaitable<void> session(tcp::socket socket) {
    ++sink_.connections_;
    std::string buffer;
    ReceivedMail mail;
    std::string user;
    if (sink_.hang_ == Hang::at_greeting) co_await say_nothing(socket, buffer);
    co_await reply(socket, "220 sink.test ESMTP");
    for (;;) {
      std::string line = co_await read_line(socket, buffer);
      std::string command = upper(line.substr(0, line.find(' ')));
      if (command == "EHLO") {
        co_await reply(socket, "250-sink.test\r\n250-AUTH PLAIN\r\n250 8BITMIME");
      } else if (command == "HELO") {
        co_await reply(socket, "250 sink.test");
      } else if (command == "AUTH") {
        std::string argument = line.size() > 11 ? line.substr(11) : "";  // after "AUTH PLAIN "
        if (argument.empty()) {
          co_await reply(socket, "334 ");
          argument = co_await read_line(socket, buffer);
        }
        user = plain_user(argument);
        co_await reply(socket, "235 2.7.0 authenticated");
      } else if (command == "MAIL") {
        if (sink_.reject_) {
          co_await reply(socket, "451 4.3.0 try again later");
          continue;
        }
        mail = ReceivedMail{angle_address(line), {}, "", user};
        co_await reply(socket, "250 2.1.0 ok");
      } else if (command == "RCPT") {
        if (sink_.rejects_recipient(angle_address(line))) {
          co_await reply(socket, "451 4.3.0 try again later");
          continue;
        }
        mail.recipients.push_back(angle_address(line));
        co_await reply(socket, "250 2.1.5 ok");
      } else if (command == "DATA") {
        co_await reply(socket, "354 end with <CRLF>.<CRLF>");
        for (std::string data_line = co_await read_line(socket, buffer); data_line != ".";
             data_line = co_await read_line(socket, buffer)) {
          mail.data += (data_line.starts_with("..") ? data_line.substr(1) : data_line) + "\r\n";
        }
        if (sink_.hang_ == Hang::after_data) co_await say_nothing(socket, buffer);
        sink_.record(std::move(mail));
        mail = ReceivedMail{};
        co_await reply(socket, "250 2.0.0 queued");
      } else if (command == "RSET") {
        mail = ReceivedMail{};
        co_await reply(socket, "250 2.0.0 ok");
      } else if (command == "NOOP") {
        co_await reply(socket, "250 2.0.0 ok");
      } else if (command == "QUIT") {
        co_await reply(socket, "221 2.0.0 bye");
        co_return;
      } else {
        co_await reply(socket, "502 5.5.2 command not implemented");
      }
    }
  }

  SmtpSink& sink_;
  asio::io_context io_;
  tcp::acceptor acceptor_;
  std::thread thread_;
};

SmtpSink::SmtpSink() {
  server_ = std::make_unique<Server>(*this, 0);
  port_ = server_->port();
}

SmtpSink::~SmtpSink() { stop(); }

std::vector<ReceivedMail> SmtpSink::mails() const {
  std::lock_guard lock(mutex_);
  return mails_;
}

void SmtpSink::stop() { server_.reset(); }

void SmtpSink::start() {
  if (!server_) server_ = std::make_unique<Server>(*this, port_);
}

void SmtpSink::reject_recipient(const std::string& address) {
  std::lock_guard lock(mutex_);
  rejected_recipient_ = address;
}

bool SmtpSink::rejects_recipient(const std::string& address) const {
  std::lock_guard lock(mutex_);
  return !rejected_recipient_.empty() && address == rejected_recipient_;
}

void SmtpSink::record(ReceivedMail mail) {
  std::lock_guard lock(mutex_);
  mails_.push_back(std::move(mail));
}

}  // namespace secours::testing
