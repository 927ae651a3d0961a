#pragma once

#include <string>
#include <string_view>

#include "http/request.h"
#include "http/response.h"

namespace secours::http {

// Smaller answers gain nothing from compression (they fit in a packet or two anyway).
inline constexpr std::size_t smallest_worth_compressing = 1024;

// True when an Accept-Encoding header lists the coding with a non-zero quality.
bool accepts_encoding(std::string_view accept_encoding, std::string_view coding);

// The body gzipped (RFC 1952), level 6.
std::string gzip(std::string_view body);

// The body in brotli (RFC 7932) at `quality` (0–11): 5 for an answer made per request, more for
// one compressed once and sent many times.
std::string brotli(std::string_view body, int quality = 5);

// The coding to send a generated answer in: "br" when the client accepts it, else "gzip" when it
// accepts that, else "" (as it is).
std::string_view preferred_encoding(std::string_view accept_encoding);

// Adds Accept-Encoding to the response's Vary (once), keeping what it already names.
void vary_on_encoding(Response& response);

// Compresses a generated answer (JSON, XML, text, HTML) in brotli or gzip, as the client accepts, when
// it is large enough to gain from it (1 KB or more): sets Content-Encoding and Vary. Files of the site are
// precompressed at build time instead (static_files).
void compress_if_worthwhile(const Request& request, Response& response);

}  // namespace secours::http
