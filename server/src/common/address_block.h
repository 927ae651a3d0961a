#pragma once

#include <string>

namespace secours {

// The block a client address counts in for rate limits: an IPv4 address itself, an IPv6 address's /64
// (one customer's usual allocation: a single machine can draw any address inside it). Anything else,
// as it is.
std::string address_block(const std::string& address);

}  // namespace secours
