#pragma once

#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

namespace secours::app {
struct Config;
}

namespace secours::mail {

// Hands one complete MIME message to its way out; throws std::runtime_error when it was not taken.
class Sender {
 public:
  virtual ~Sender() = default;
  // from, to: bare addresses for the SMTP envelope; mime: the message with CRLF line endings.
  virtual void send(const std::string& from, const std::string& to, const std::string& mime) = 0;
};

// Sends through an SMTP relay with libcurl. url: smtp://[user:pass@]host[:port] (STARTTLS when the
// relay offers it) or smtps://… (TLS from the start); the credentials come from the URL.
class SmtpSender : public Sender {
 public:
  explicit SmtpSender(std::string url, std::chrono::seconds timeout = std::chrono::seconds(60));
  void send(const std::string& from, const std::string& to, const std::string& mime) override;

 private:
  std::string url_;
  std::chrono::seconds timeout_;
};

// Writes each message to FOLDER/<UTC time>-<n>-<recipient>.eml, for development without a relay.
// A file appears whole or not at all (temporary file, then rename).
class FileSender : public Sender {
 public:
  explicit FileSender(std::filesystem::path folder);
  void send(const std::string& from, const std::string& to, const std::string& mime) override;
  const std::filesystem::path& folder() const { return folder_; }

 private:
  std::filesystem::path folder_;
  std::atomic<unsigned> sequence_{0};
};

// SMTP when config.smtp_url is set, else files under DATA_DIR/outbox.
std::unique_ptr<Sender> make_sender(const app::Config& config);

}  // namespace secours::mail
