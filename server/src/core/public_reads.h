#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "common/clock.h"
#include "db/change_marker.h"
#include "http/request.h"
#include "http/response.h"

namespace secours::core {

// A public answer kept in memory, ready to send: the same bytes for every visitor.
struct PublicAnswer {
  std::vector<std::pair<std::string, std::string>> headers;  // Content-Type, ETag, Cache-Control…
  std::string body;
  std::string gzipped;  // empty when the body is too small to gain from it
  std::string brotli;   // likewise
  std::uint64_t generation = 0;
  long long expires_at = 0;  // Unix seconds on the clock; 0: only a change ends it
};

// The public reads (catalogue, a course, its sessions, About, certificate verification) kept in
// memory so that the I/O thread answers them like /api/health (decision 026). An answer is kept
// only when computed for nobody in particular, and only until the data changes (db::ChangeMarker)
// or the time it names in Expires (a session that starts, a certificate's status at midnight).
class PublicReads {
 public:
  PublicReads(const db::ChangeMarker& changes, const Clock& clock) : changes_(changes), clock_(clock) {}

  // The key of a request whose answer is the same for everyone, or nullopt: GET or HEAD of one of
  // the public reads, with no query but ?lang=fr or ?lang=en.
  static std::optional<std::string> key_for(const http::Request& request);

  // True when the request asks for an answer read from the database now (Cache-Control: no-cache,
  // as fetch() sends with cache: 'reload'): what the booking step asks for seats (decision 026).
  static bool wants_fresh(const http::Request& request);
  // The answer kept under `key` while still current, or null.
  std::shared_ptr<const PublicAnswer> find(const std::string& key) const;
  // Prepares a 200 answer computed since `generation` for sending, and keeps it unless the data
  // changed meanwhile.
  std::shared_ptr<const PublicAnswer> keep(const std::string& key, http::Response response,
                                           std::uint64_t generation);

  // The response to `request` from a kept answer: 304 when If-None-Match names it, br or gzip as accepted.
  static http::Response answer(const PublicAnswer& kept, const http::Request& request);

 private:
  bool current(const PublicAnswer& kept) const;

  const db::ChangeMarker& changes_;
  const Clock& clock_;
  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<const PublicAnswer>> answers_;
  std::uint64_t answers_generation_ = 0;
};

}  // namespace secours::core
