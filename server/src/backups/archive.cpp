#include "backups/archive.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "common/sha256_stream.h"

namespace secours::backups {

namespace {

constexpr std::size_t block = 512;
constexpr std::size_t chunk = 1 << 20;
constexpr unsigned long long octal_size_limit = 077777777777ULL;  // 11 octal digits

std::string system_error(const std::string& what, const std::string& path) {
  return what + " " + path + ": " + std::strerror(errno);
}

void put_octal(char* field, std::size_t width, unsigned long long value) {
  // width - 1 digits and a NUL, as ustar writes them.
  std::string digits(width - 1, '0');
  for (std::size_t i = width - 1; i-- > 0 && value > 0; value >>= 3)
    digits[i] = static_cast<char>('0' + (value & 7));
  std::memcpy(field, digits.data(), width - 1);
  field[width - 1] = '\0';
}

unsigned header_checksum(const char* header) {
  unsigned sum = 0;
  for (std::size_t i = 0; i < block; ++i)
    sum += (i >= 148 && i < 156) ? ' ' : static_cast<unsigned char>(header[i]);
  return sum;
}

std::optional<unsigned long long> read_number(const char* field, std::size_t width) {
  if (static_cast<unsigned char>(field[0]) == 0x80) {  // GNU base-256
    unsigned long long value = 0;
    for (std::size_t i = 1; i < width; ++i) {
      if (value >> 56) return std::nullopt;
      value = (value << 8) | static_cast<unsigned char>(field[i]);
    }
    return value;
  }
  unsigned long long value = 0;
  std::size_t i = 0;
  while (i < width && field[i] == ' ') ++i;
  bool digits = false;
  for (; i < width && field[i] >= '0' && field[i] <= '7'; ++i) {
    value = value * 8 + static_cast<unsigned>(field[i] - '0');
    digits = true;
  }
  for (; i < width; ++i)
    if (field[i] != '\0' && field[i] != ' ') return std::nullopt;
  if (!digits) return std::nullopt;
  return value;
}

std::string field_text(const char* field, std::size_t width) {
  return std::string(field, strnlen(field, width));
}

// A member's name as an archive may hold it: relative, no "..", no empty or "." part.
bool safe_name(const std::string& name) {
  if (name.empty() || name.front() == '/' || name.size() > 255) return false;
  std::size_t start = 0;
  while (start <= name.size()) {
    const auto end = std::min(name.find('/', start), name.size());
    const auto part = name.substr(start, end - start);
    if (part.empty() || part == "." || part == "..") return false;
    start = end + 1;
  }
  return true;
}

}  // namespace

ArchiveWriter::ArchiveWriter(const std::string& path) : path_(path) {
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd_ < 0) throw ArchiveError(system_error("cannot create", path));
}

ArchiveWriter::~ArchiveWriter() {
  if (fd_ >= 0) ::close(fd_);
}

void ArchiveWriter::write(const char* data, std::size_t size) {
  while (size > 0) {
    const auto written = ::write(fd_, data, size);
    if (written < 0) {
      if (errno == EINTR) continue;
      throw ArchiveError(system_error("cannot write", path_));
    }
    data += written;
    size -= static_cast<std::size_t>(written);
  }
}

void ArchiveWriter::pad(unsigned long long size) {
  static const char zeros[block] = {};
  if (const auto rest = size % block) write(zeros, block - rest);
}

void ArchiveWriter::header(const std::string& name, unsigned long long size, long long mtime) {
  if (!safe_name(name)) throw ArchiveError("cannot store the name " + name);
  char header[block] = {};
  std::string prefix, base = name;
  if (name.size() > 100) {
    // ustar splits a long name at a slash: up to 155 characters before it, 100 after.
    const auto slash = name.rfind('/', 155);
    if (slash == std::string::npos || name.size() - slash - 1 > 100 || slash == 0)
      throw ArchiveError("a name too long for the archive: " + name);
    prefix = name.substr(0, slash);
    base = name.substr(slash + 1);
  }
  std::memcpy(header, base.data(), base.size());
  put_octal(header + 100, 8, 0644);
  put_octal(header + 108, 8, 0);
  put_octal(header + 116, 8, 0);
  if (size <= octal_size_limit) {
    put_octal(header + 124, 12, size);
  } else {
    header[124] = static_cast<char>(0x80);
    for (int i = 11; i >= 1; --i, size >>= 8) header[124 + i] = static_cast<char>(size & 0xff);
  }
  put_octal(header + 136, 12, static_cast<unsigned long long>(std::max(0LL, mtime)));
  header[156] = '0';
  std::memcpy(header + 257, "ustar", 6);
  std::memcpy(header + 263, "00", 2);
  std::memcpy(header + 345, prefix.data(), prefix.size());
  char checksum[8];
  put_octal(checksum, 7, header_checksum(header));
  std::memcpy(header + 148, checksum, 7);
  header[155] = ' ';
  write(header, block);
}

void ArchiveWriter::add_bytes(const std::string& name, const std::string& bytes, long long mtime) {
  header(name, bytes.size(), mtime);
  write(bytes.data(), bytes.size());
  pad(bytes.size());
}

std::string ArchiveWriter::add_file(const std::string& name, const std::string& source, long long mtime) {
  const int in = ::open(source.c_str(), O_RDONLY | O_CLOEXEC);
  if (in < 0) throw ArchiveError(system_error("cannot read", source));
  struct stat info {};
  if (::fstat(in, &info) != 0) {
    ::close(in);
    throw ArchiveError(system_error("cannot read", source));
  }
  const auto size = static_cast<unsigned long long>(info.st_size);
  crypto::Sha256Stream sha;
  try {
    header(name, size, mtime);
    std::vector<char> buffer(chunk);
    unsigned long long left = size;
    while (left > 0) {
      const auto got = ::read(in, buffer.data(), std::min<unsigned long long>(left, buffer.size()));
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) throw ArchiveError(source + " changed while it was archived");
      sha.update(buffer.data(), static_cast<std::size_t>(got));
      write(buffer.data(), static_cast<std::size_t>(got));
      left -= static_cast<unsigned long long>(got);
    }
    pad(size);
  } catch (...) {
    ::close(in);
    throw;
  }
  ::close(in);
  return sha.hex();
}

void ArchiveWriter::finish() {
  static const char zeros[2 * block] = {};
  write(zeros, sizeof zeros);
  if (::fsync(fd_) != 0) throw ArchiveError(system_error("cannot flush", path_));
  if (::close(fd_) != 0) {
    fd_ = -1;
    throw ArchiveError(system_error("cannot close", path_));
  }
  fd_ = -1;
}

ArchiveReader::ArchiveReader(const std::string& path) : path_(path) {
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) throw ArchiveError(system_error("cannot open", path));
}

ArchiveReader::~ArchiveReader() {
  if (fd_ >= 0) ::close(fd_);
}

void ArchiveReader::read_exactly(char* data, std::size_t size, const std::string& what) {
  while (size > 0) {
    const auto got = ::read(fd_, data, size);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw ArchiveError(system_error("cannot read", path_));
    if (got == 0)
      throw ArchiveError("the archive is truncated: it ends at byte " + std::to_string(offset_) +
                         ", inside " + what);
    data += got;
    size -= static_cast<std::size_t>(got);
    offset_ += static_cast<unsigned long long>(got);
  }
}

std::optional<ArchiveMember> ArchiveReader::next() {
  if (!content_read_) throw std::logic_error("ArchiveReader::next before the member was read");
  char header[block];
  const auto at = offset_;
  read_exactly(header, block, "a member's header");
  if (std::all_of(header, header + block, [](char c) { return c == 0; })) {
    // The end: a second zero block, then nothing but zeros (tar pads to its record size).
    read_exactly(header, block, "the archive's end");
    char rest[block];
    for (;;) {
      if (!std::all_of(header, header + block, [](char c) { return c == 0; }))
        throw ArchiveError("unexpected data after the archive's end, at byte " +
                           std::to_string(offset_ - block));
      const auto got = ::read(fd_, rest, block);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) throw ArchiveError(system_error("cannot read", path_));
      if (got == 0) break;
      std::memset(header, 0, block);
      std::memcpy(header, rest, static_cast<std::size_t>(got));
      offset_ += static_cast<unsigned long long>(got);
    }
    current_.reset();
    return std::nullopt;
  }
  const auto where = " at byte " + std::to_string(at);
  if (std::memcmp(header + 257, "ustar", 5) != 0)
    throw ArchiveError("not a tar archive (no ustar header" + where + ")");
  const auto stored = read_number(header + 148, 8);
  if (!stored || *stored != header_checksum(header))
    throw ArchiveError("a damaged member header" + where + " (its checksum does not match)");
  if (header[156] != '0' && header[156] != '\0')
    throw ArchiveError("an unexpected member type '" + std::string(1, header[156]) + "'" + where);
  const auto prefix = field_text(header + 345, 155);
  auto name = field_text(header, 100);
  if (!prefix.empty()) name = prefix + "/" + name;
  if (!safe_name(name)) throw ArchiveError("an unsafe member name" + where + ": " + name);
  const auto size = read_number(header + 124, 12);
  if (!size) throw ArchiveError("a damaged member size" + where);
  current_ = ArchiveMember{name, *size};
  content_read_ = false;
  return current_;
}

void ArchiveReader::read(const std::function<void(const char* data, std::size_t size)>& sink) {
  if (!current_ || content_read_) throw std::logic_error("ArchiveReader::read without a member");
  std::vector<char> buffer(chunk);
  unsigned long long left = current_->size;
  while (left > 0) {
    const auto piece = static_cast<std::size_t>(std::min<unsigned long long>(left, buffer.size()));
    read_exactly(buffer.data(), piece, current_->name);
    sink(buffer.data(), piece);
    left -= piece;
  }
  if (const auto rest = current_->size % block) {
    char padding[block];
    read_exactly(padding, block - rest, current_->name + "'s padding");
    if (!std::all_of(padding, padding + (block - rest), [](char c) { return c == 0; }))
      throw ArchiveError("damaged padding after " + current_->name);
  }
  content_read_ = true;
}

void sync_folder(const std::string& folder) {
  const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace secours::backups
