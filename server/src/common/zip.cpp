#include "common/zip.h"

#include <zlib.h>

#include <cstdint>
#include <stdexcept>

namespace secours::zip {

namespace {

void put16(std::string& out, std::uint16_t value) {
  out.push_back(static_cast<char>(value & 0xff));
  out.push_back(static_cast<char>(value >> 8));
}

void put32(std::string& out, std::uint32_t value) {
  put16(out, static_cast<std::uint16_t>(value & 0xffff));
  put16(out, static_cast<std::uint16_t>(value >> 16));
}

constexpr std::uint16_t utf8_names = 1 << 11;
constexpr std::uint16_t dos_time = 0;                                // 00:00:00
constexpr std::uint16_t dos_date = (2026 - 1980) << 9 | 1 << 5 | 1;  // 2026-01-01

}  // namespace

std::string archive(const std::vector<Entry>& entries) {
  std::string out, directory;
  for (const auto& entry : entries) {
    if (entry.content.size() > 0xfffffffeu || out.size() > 0xfffffffeu)
      throw std::length_error("zip too large");
    const auto crc = static_cast<std::uint32_t>(crc32(
        0L, reinterpret_cast<const Bytef*>(entry.content.data()), static_cast<uInt>(entry.content.size())));
    const auto size = static_cast<std::uint32_t>(entry.content.size());
    const auto offset = static_cast<std::uint32_t>(out.size());
    const auto name_size = static_cast<std::uint16_t>(entry.name.size());
    // Local file header.
    put32(out, 0x04034b50);
    put16(out, 20);
    put16(out, utf8_names);
    put16(out, 0);  // stored
    put16(out, dos_time);
    put16(out, dos_date);
    put32(out, crc);
    put32(out, size);
    put32(out, size);
    put16(out, name_size);
    put16(out, 0);
    out += entry.name;
    out += entry.content;
    // Its central directory record.
    put32(directory, 0x02014b50);
    put16(directory, 20);
    put16(directory, 20);
    put16(directory, utf8_names);
    put16(directory, 0);
    put16(directory, dos_time);
    put16(directory, dos_date);
    put32(directory, crc);
    put32(directory, size);
    put32(directory, size);
    put16(directory, name_size);
    put16(directory, 0);  // extra
    put16(directory, 0);  // comment
    put16(directory, 0);  // disk
    put16(directory, 0);  // internal attributes
    put32(directory, 0);  // external attributes
    put32(directory, offset);
    directory += entry.name;
  }
  const auto directory_offset = static_cast<std::uint32_t>(out.size());
  out += directory;
  put32(out, 0x06054b50);
  put16(out, 0);
  put16(out, 0);
  put16(out, static_cast<std::uint16_t>(entries.size()));
  put16(out, static_cast<std::uint16_t>(entries.size()));
  put32(out, static_cast<std::uint32_t>(directory.size()));
  put32(out, directory_offset);
  put16(out, 0);
  return out;
}

}  // namespace secours::zip
