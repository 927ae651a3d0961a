#include "core/public_reads.h"

#include <mutex>
#include <string_view>

#include "http/compression.h"
#include "http/conditional.h"
#include "http/http_date.h"

namespace secours::core {

namespace {

// Ten times what the catalogue, its sessions and About need: a bound on memory (a few MB), not a
// working size. Certificates verified beyond it are answered the usual way until the next change.
constexpr std::size_t most_answers = 2000;
// Brotli quality for kept answers: near the best ratio at well under a millisecond for 5 KB of JSON.
constexpr int kept_brotli_quality = 9;

// One path segment: not empty, no slash.
bool segment(std::string_view text) { return !text.empty() && text.find('/') == std::string_view::npos; }

bool public_path(std::string_view path) {
  if (path == "/api/courses" || path == "/api/content/about") return true;
  if (path.starts_with("/api/certificates/")) return segment(path.substr(18));
  if (!path.starts_with("/api/courses/")) return false;
  auto rest = path.substr(13);
  if (rest.ends_with("/sessions")) rest.remove_suffix(9);
  return segment(rest);
}

}  // namespace

std::optional<std::string> PublicReads::key_for(const http::Request& request) {
  if (request.method != "GET" && request.method != "HEAD") return std::nullopt;
  // Other queries (a search, a category, another spelling of the language) go the usual way.
  if (!request.query.empty() && request.query != "lang=fr" && request.query != "lang=en") return std::nullopt;
  if (!public_path(request.path)) return std::nullopt;
  return request.query.empty() ? request.path : request.path + "?" + request.query;
}

bool PublicReads::current(const PublicAnswer& kept) const {
  return kept.generation == changes_.generation() && (kept.expires_at == 0 || clock_.now() < kept.expires_at);
}

bool PublicReads::wants_fresh(const http::Request& request) {
  const auto cache_control = request.headers.find("cache-control");
  if (cache_control != request.headers.end() && cache_control->second.find("no-cache") != std::string::npos) {
    return true;
  }
  const auto pragma = request.headers.find("pragma");
  return pragma != request.headers.end() && pragma->second.find("no-cache") != std::string::npos;
}

std::shared_ptr<const PublicAnswer> PublicReads::find(const std::string& key) const {
  std::shared_lock lock(mutex_);
  auto it = answers_.find(key);
  if (it == answers_.end() || !current(*it->second)) return nullptr;
  return it->second;
}

std::shared_ptr<const PublicAnswer> PublicReads::keep(const std::string& key, http::Response response,
                                                      std::uint64_t generation) {
  auto kept = std::make_shared<PublicAnswer>();
  kept->generation = generation;
  if (const auto* expires = response.find_header("Expires")) {
    kept->expires_at = http::parse_http_date(*expires).value_or(0);
  }
  // Stored by browsers but asked again each time: the ETag makes that a 304 when nothing changed.
  response.set_header("Cache-Control", "no-cache");
  http::answer_conditionally(http::Request{}, response);
  http::vary_on_encoding(response);
  if (response.body.size() >= http::smallest_worth_compressing) {
    // Compressed once, sent many times: brotli's better ratio is worth more of its time here.
    kept->gzipped = http::gzip(response.body);
    kept->brotli = http::brotli(response.body, kept_brotli_quality);
  }
  kept->headers = std::move(response.headers);
  kept->body = std::move(response.body);

  std::unique_lock lock(mutex_);
  // Answers of an older generation are of no more use: dropped at the first keep after a change.
  if (answers_generation_ != changes_.generation()) {
    answers_.clear();
    answers_generation_ = changes_.generation();
  }
  if (generation == answers_generation_ && (answers_.size() < most_answers || answers_.contains(key))) {
    answers_[key] = kept;
  }
  return kept;
}

http::Response PublicReads::answer(const PublicAnswer& kept, const http::Request& request) {
  http::Response response;
  response.headers = kept.headers;
  const auto if_none_match = request.headers.find("if-none-match");
  if (if_none_match != request.headers.end() && if_none_match->second == *response.find_header("ETag")) {
    response.status = 304;
    return response;
  }
  if (if_none_match != request.headers.end()) {
    // A list of tags or a strong comparison: the general rule decides.
    response.body = kept.body;
    http::answer_conditionally(request, response);
    if (response.status == 304) return response;
  }
  const auto accept_encoding = request.headers.find("accept-encoding");
  const std::string_view coding = kept.gzipped.empty() || accept_encoding == request.headers.end()
                                      ? std::string_view{}
                                      : http::preferred_encoding(accept_encoding->second);
  response.body = coding == "br" ? kept.brotli : coding == "gzip" ? kept.gzipped : kept.body;
  if (!coding.empty()) response.set_header("Content-Encoding", std::string(coding));
  return response;
}

}  // namespace secours::core
