#pragma once

#include <string>
#include <string_view>

#include "http/request.h"
#include "http/response.h"

namespace secours::http {

// True when an Accept-Encoding header lists the coding with a non-zero quality.
bool accepts_encoding(std::string_view accept_encoding, std::string_view coding);

// The body gzipped (RFC 1952), level 6.
std::string gzip(std::string_view body);

// Adds Accept-Encoding to the response's Vary (once), keeping what it already names.
void vary_on_encoding(Response& response);

// Compresses a generated answer (JSON, XML, CSV, text) for a client that accepts gzip, when it is
// large enough to gain from it (1 KB or more): sets Content-Encoding and Vary. Files of the site are
// precompressed at build time instead (static_files).
void compress_if_worthwhile(const Request& request, Response& response);

}  // namespace secours::http
