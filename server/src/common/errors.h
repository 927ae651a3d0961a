#pragma once

#include <map>
#include <stdexcept>
#include <string>

namespace secours::errors {

// The one error hierarchy of the server. Services throw these; the HTTP layer maps them, in one
// place (error_response), to {"error":{"code","message","fields"}} with the status below.
// `code` is a stable string the site translates; `fields` maps an input name to a reason code.
class HttpError : public std::runtime_error {
 public:
  using Fields = std::map<std::string, std::string>;
  HttpError(int status, std::string code, const std::string& message, Fields fields = {})
      : std::runtime_error(message), status_(status), code_(std::move(code)), fields_(std::move(fields)) {}
  int status() const { return status_; }
  const std::string& code() const { return code_; }
  const Fields& fields() const { return fields_; }
  // Seconds for a Retry-After header; 0: none.
  long long retry_after_seconds() const { return retry_after_seconds_; }

 protected:
  long long retry_after_seconds_ = 0;

 private:
  int status_;
  std::string code_;
  Fields fields_;
};

struct BadRequest : HttpError {
  explicit BadRequest(std::string code, const std::string& message = "Bad request.", Fields fields = {})
      : HttpError(400, std::move(code), message, std::move(fields)) {}
};

// Invalid input: 400 `validation` naming each offending field.
struct ValidationError : HttpError {
  explicit ValidationError(Fields fields, const std::string& message = "Some fields are invalid.")
      : HttpError(400, "validation", message, std::move(fields)) {}
};

struct Unauthorized : HttpError {
  explicit Unauthorized(std::string code = "unauthenticated",
                        const std::string& message = "You must be signed in.")
      : HttpError(401, std::move(code), message) {}
};

struct Forbidden : HttpError {
  explicit Forbidden(std::string code = "forbidden", const std::string& message = "Access denied.")
      : HttpError(403, std::move(code), message) {}
};

struct NotFound : HttpError {
  explicit NotFound(std::string code = "not-found", const std::string& message = "Not found.")
      : HttpError(404, std::move(code), message) {}
};

// Something that existed and was removed on purpose (a certificate withdrawn by its holder's erasure).
struct Gone : HttpError {
  explicit Gone(std::string code, const std::string& message = "No longer available.")
      : HttpError(410, std::move(code), message) {}
};

struct MethodNotAllowed : HttpError {
  MethodNotAllowed() : HttpError(405, "method-not-allowed", "Method not allowed.") {}
};

struct Conflict : HttpError {
  explicit Conflict(std::string code = "conflict", const std::string& message = "Conflict.")
      : HttpError(409, std::move(code), message) {}
};

struct PayloadTooLarge : HttpError {
  PayloadTooLarge() : HttpError(413, "payload-too-large", "The request is too large.") {}
};

struct TooManyRequests : HttpError {
  explicit TooManyRequests(long long retry_after_seconds)
      : HttpError(429, "rate-limited", "Too many attempts. Please try again later.") {
    retry_after_seconds_ = retry_after_seconds;
  }
};

struct ServiceUnavailable : HttpError {
  explicit ServiceUnavailable(std::string code = "unavailable",
                              const std::string& message = "Service unavailable.")
      : HttpError(503, std::move(code), message) {}
};

// The database cannot write (a full disk, a read-only file or server): nothing was saved, and the
// same request may succeed later.
struct StorageUnavailable : ServiceUnavailable {
  StorageUnavailable()
      : ServiceUnavailable("storage-unavailable",
                           "The server cannot save anything right now. Nothing was changed; please try again "
                           "in a minute.") {
    retry_after_seconds_ = 30;
  }
};

}  // namespace secours::errors
