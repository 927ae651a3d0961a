#include "common/address_block.h"

#include <arpa/inet.h>

#include <cstdio>

namespace secours {

std::string address_block(const std::string& address) {
  unsigned char bytes[16];
  if (address.find(':') == std::string::npos || inet_pton(AF_INET6, address.c_str(), bytes) != 1) {
    return address;
  }
  // An IPv4-mapped address (::ffff:a.b.c.d) is the IPv4 address.
  static const unsigned char mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
  bool is_mapped = true;
  for (int i = 0; i < 12; ++i) is_mapped = is_mapped && bytes[i] == mapped[i];
  char text[64];
  if (is_mapped) {
    std::snprintf(text, sizeof text, "%d.%d.%d.%d", bytes[12], bytes[13], bytes[14], bytes[15]);
    return text;
  }
  std::snprintf(text, sizeof text, "%x:%x:%x:%x::/64", bytes[0] << 8 | bytes[1], bytes[2] << 8 | bytes[3],
                bytes[4] << 8 | bytes[5], bytes[6] << 8 | bytes[7]);
  return text;
}

}  // namespace secours
