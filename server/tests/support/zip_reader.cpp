#include "support/zip_reader.h"

#include <gtest/gtest.h>

namespace secours::testing {

std::map<std::string, std::string> unzip_stored(const std::string& zip) {
  std::map<std::string, std::string> entries;
  auto u16 = [&](std::size_t at) {
    return static_cast<std::size_t>(static_cast<unsigned char>(zip[at]) |
                                    static_cast<unsigned char>(zip[at + 1]) << 8);
  };
  auto u32 = [&](std::size_t at) { return u16(at) | u16(at + 2) << 16; };
  std::size_t at = 0;
  while (at + 30 <= zip.size() && u32(at) == 0x04034b50) {
    EXPECT_EQ(u16(at + 8), 0u);  // stored
    const auto size = u32(at + 18), name_size = u16(at + 26), extra = u16(at + 28);
    const auto name = zip.substr(at + 30, name_size);
    entries[name] = zip.substr(at + 30 + name_size + extra, size);
    at += 30 + name_size + extra + size;
  }
  // The end of the central directory closes the archive.
  if (zip.size() < 22) {
    ADD_FAILURE() << "not a zip: " << zip.size() << " bytes";
  } else {
    EXPECT_EQ(u32(zip.size() - 22), 0x06054b50u);
  }
  return entries;
}

}  // namespace secours::testing
