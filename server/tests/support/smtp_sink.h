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
// SMTP client against it. It can refuse mail (451), hang, or go down to play a relay outage.
class SmtpSink {
 public:
  enum class Hang {
    never,
    at_greeting,  // accepts the connection, then never says a word
    after_data,   // reads the whole message, then never answers it (and does not keep it)
  };

  SmtpSink();  // listening once constructed
  ~SmtpSink();
  SmtpSink(const SmtpSink&) = delete;
  SmtpSink& operator=(const SmtpSink&) = delete;

  std::uint16_t port() const { return port_; }
  std::string url() const { return "smtp://127.0.0.1:" + std::to_string(port_); }

  std::vector<ReceivedMail> mails() const;
  // When true, MAIL FROM gets "451 try again later", a temporary failure.
  void reject_mail(bool reject) { reject_ = reject; }
  // RCPT TO this address gets "451 try again later"; empty: none.
  void reject_recipient(const std::string& address);
  void hang(Hang where) { hang_ = where; }
  // Connections accepted so far.
  int connections() const { return connections_; }
  // Closes the listener and every connection: connecting fails until start().
  void stop();
  // Listens again, on the same port.
  void start();

 private:
  class Server;
  friend class Server;
  void record(ReceivedMail mail);
  bool rejects_recipient(const std::string& address) const;

  std::uint16_t port_ = 0;
  std::atomic<bool> reject_{false};
  std::atomic<Hang> hang_{Hang::never};
  std::atomic<int> connections_{0};
  std::string rejected_recipient_;  // guarded by mutex_
  mutable std::mutex mutex_;
  std::vector<ReceivedMail> mails_;
  std::unique_ptr<Server> server_;
};

}  // namespace secours::testing
