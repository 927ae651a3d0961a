#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace secours::testing {

// One message as the sink received it.
struct ReceivedMail {
  std::string from;                     // MAIL FROM address, without the angle brackets
  std::vector<std::string> recipients;  // RCPT TO addresses
  std::string data;                     // the message after DATA, dot-unstuffed, CRLF line endings
  std::string user;                     // AUTH PLAIN user name, empty without AUTH
};

// A tiny SMTP server on 127.0.0.1 and a port of the system's choice, so that tests run the real
// SMTP client against it. It can refuse mail (451) or go down to play a relay outage.
class SmtpSink {
 public:
  SmtpSink();  // listening once constructed
  ~SmtpSink();
  SmtpSink(const SmtpSink&) = delete;
  SmtpSink& operator=(const SmtpSink&) = delete;

  std::uint16_t port() const { return port_; }
  std::string url() const { return "smtp://127.0.0.1:" + std::to_string(port_); }

  std::vector<ReceivedMail> mails() const;
  // When true, MAIL FROM gets "451 try again later", a temporary failure.
  void reject_mail(bool reject) { reject_ = reject; }
  // Closes the listener and every connection: connecting fails until start().
  void stop();
  // Listens again, on the same port.
  void start();

 private:
  class Server;
  friend class Server;
  void record(ReceivedMail mail);

  std::uint16_t port_ = 0;
  std::atomic<bool> reject_{false};
  mutable std::mutex mutex_;
  std::vector<ReceivedMail> mails_;
  std::unique_ptr<Server> server_;
};

}  // namespace secours::testing
