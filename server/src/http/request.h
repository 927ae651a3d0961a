#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace secours::http {

// A parsed HTTP request as handlers see it; independent of Beast so that feature code stays light.
struct Request {
  std::string method;                          // upper case: GET, POST…
  std::string target;                          // raw request target, e.g. /api/courses?lang=fr
  std::string path;                            // raw (still percent-encoded) path part of the target
  std::string query;                           // raw query string, without '?'
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
  std::string remote_address;
  std::string request_id;
  std::unordered_map<std::string, std::string> params;  // path parameters filled by the router
  std::string route;  // the pattern the router matched (e.g. /api/courses/{id}), for the metrics

  // Header value by case-insensitive name; empty when absent.
  std::string header(std::string_view name) const;
  // Decoded query parameter; nullopt when absent.
  std::optional<std::string> query_param(std::string_view name) const;
  const std::string& param(const std::string& name) const;
  // The path parameter `name` as a record id (see parse_id); otherwise 404 `not-found` "No such
  // <what>.", as for a record that does not exist.
  long long id_param(const std::string& name, const std::string& what = "record") const;
  // The language a page asked for with ?lang=fr|en; `fallback` when absent or anything else.
  // Signed-in readers fall back to their own language: see auth::reading_language.
  std::string page_language(const std::string& fallback = "fr") const;
};

// A record id: 1 to 18 ASCII digits, above 0 ("12abc", "-1", "+1", " 1" and "0" are not).
std::optional<long long> parse_id(std::string_view text);

// Splits a target into path and query and fills the request.
void set_target(Request& request, std::string target);

}  // namespace secours::http
