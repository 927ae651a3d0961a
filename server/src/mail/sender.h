#pragma once

#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>

namespace secours::core {
struct Config;
}

namespace secours::mail {

// Asked again and again while a message is being handed over (at least once a second, whatever the
// relay does); returning false aborts the transfer.
using KeepGoing = std::function<bool()>;

// Thrown by Sender::send when keep_going said stop: the message may or may not have been taken.
class TransferAborted : public std::runtime_error {
 public:
  TransferAborted() : std::runtime_error("transfer aborted") {}
};

// Hands one complete MIME message to its way out; throws std::runtime_error when it was not taken.
class Sender {
 public:
  virtual ~Sender() = default;
  // from, to: bare addresses for the SMTP envelope; mime: the message with CRLF line endings.
  void send(const std::string& from, const std::string& to, const std::string& mime,
            const KeepGoing& keep_going = {}) {
    transfer(from, to, mime, keep_going);
  }

 protected:
  virtual void transfer(const std::string& from, const std::string& to, const std::string& mime,
                        const KeepGoing& keep_going) = 0;
};

// Sends through an SMTP relay with libcurl. url: smtp://[user:pass@]host[:port] (STARTTLS when the
// relay offers it) or smtps://… (TLS from the start); the credentials come from the URL.
class SmtpSender : public Sender {
 public:
  explicit SmtpSender(std::string url, std::chrono::seconds timeout = std::chrono::seconds(60));

 protected:
  void transfer(const std::string& from, const std::string& to, const std::string& mime,
                const KeepGoing& keep_going) override;

 private:
  std::string url_;
  std::chrono::seconds timeout_;
};

// Writes each message to FOLDER/<UTC time>-<n>-<recipient>.eml, for development without a relay.
// A file appears whole or not at all (temporary file, then rename); the temporary files a killed
// process left behind (*.eml.tmp) are removed when the sender is created.
class FileSender : public Sender {
 public:
  explicit FileSender(std::filesystem::path folder);
  const std::filesystem::path& folder() const { return folder_; }

 protected:
  void transfer(const std::string& from, const std::string& to, const std::string& mime,
                const KeepGoing& keep_going) override;

 private:
  std::filesystem::path folder_;
  std::atomic<unsigned> sequence_{0};
};

// SMTP when config.smtp_url is set, else files under DATA_DIR/outbox.
std::unique_ptr<Sender> make_sender(const core::Config& config);

}  // namespace secours::mail
