#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

namespace secours::backups {

// A backup archive that cannot be read: truncated, damaged or not a tar file. The message names the
// member or the offset where reading failed.
class ArchiveError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Writes a POSIX tar (ustar) file member by member, so that a backup is a plain archive any `tar` lists
// and extracts (decision 062). Regular files only; sizes past 8 GiB in GNU's base-256 form.
class ArchiveWriter {
 public:
  // Creates `path` (it must not exist).
  explicit ArchiveWriter(const std::string& path);
  ~ArchiveWriter();
  ArchiveWriter(const ArchiveWriter&) = delete;
  ArchiveWriter& operator=(const ArchiveWriter&) = delete;

  void add_bytes(const std::string& name, const std::string& bytes, long long mtime);
  // Streams the file at `source` in; returns the SHA-256 (hex) of what was written.
  std::string add_file(const std::string& name, const std::string& source, long long mtime);
  // Writes the end of the archive and flushes it to the disk (fsync).
  void finish();

 private:
  void header(const std::string& name, unsigned long long size, long long mtime);
  void write(const char* data, std::size_t size);
  void pad(unsigned long long size);

  int fd_ = -1;
  std::string path_;
};

// One member's header.
struct ArchiveMember {
  std::string name;
  unsigned long long size = 0;
};

// Reads an archive written by ArchiveWriter (or any ustar file of regular files), checking each
// header's checksum, that padding and the end are zeros, and that nothing is cut short.
class ArchiveReader {
 public:
  explicit ArchiveReader(const std::string& path);
  ~ArchiveReader();
  ArchiveReader(const ArchiveReader&) = delete;
  ArchiveReader& operator=(const ArchiveReader&) = delete;

  // The next member, or nullopt at the archive's end (then only zero blocks may follow). The previous
  // member's content must have been read.
  std::optional<ArchiveMember> next();
  // Hands the current member's content to `sink` in pieces.
  void read(const std::function<void(const char* data, std::size_t size)>& sink);

 private:
  void read_exactly(char* data, std::size_t size, const std::string& what);

  int fd_ = -1;
  std::string path_;
  std::optional<ArchiveMember> current_;
  bool content_read_ = true;
  unsigned long long offset_ = 0;
};

// Flushes a folder's entries (a file renamed into it) to the disk.
void sync_folder(const std::string& folder);

}  // namespace secours::backups
