#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace secours {

// A temporary file an answer too large for memory is written to, then sent from disk
// (http::Response::download_file): an export of years of history costs the server a buffer, not the
// whole file. Removed by its destructor unless released to the response.
class SpoolFile {
 public:
  // In `folder` (created when missing). Throws std::runtime_error when it cannot be created.
  explicit SpoolFile(const std::string& folder);
  ~SpoolFile();
  SpoolFile(const SpoolFile&) = delete;
  SpoolFile& operator=(const SpoolFile&) = delete;

  // Throws std::runtime_error when the disk refuses (full, gone).
  void write(std::string_view text);
  // Closes the file and hands it over: the caller now removes it. Throws like write().
  std::string release();

 private:
  std::string path_;
  std::FILE* file_ = nullptr;
};

}  // namespace secours
