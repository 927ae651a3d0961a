#pragma once

#include <string>

namespace secours::testing {

// A gzip (RFC 1952) body as it was before compression; fails the test when it is not whole gzip.
std::string gunzip(const std::string& data);

// A brotli (RFC 7932) body as it was before compression; fails the test when it does not decode.
std::string unbrotli(const std::string& data);

}  // namespace secours::testing
