#pragma once

#include <string>

#include "http/request.h"

namespace secours::http {

// The client's address. With `trusted_proxies` = 0 it is the TCP peer. Behind proxies, each proxy
// appends the address it saw to X-Forwarded-For, and everything to its left was written by the
// client, who may write anything: the client is the entry `trusted_proxies` places from the right
// (the right-most with one proxy). A shorter list means fewer proxies were crossed: its left-most
// entry, written by a trusted proxy, is used. Without the header, the TCP peer.
std::string client_address(const Request& request, int trusted_proxies);

}  // namespace secours::http
