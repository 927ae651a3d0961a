#include "common/spool_file.h"

#include <stdlib.h>
#include <unistd.h>

#include <filesystem>
#include <stdexcept>
#include <utility>

namespace secours {

SpoolFile::SpoolFile(const std::string& folder) {
  std::error_code ignored;
  std::filesystem::create_directories(folder, ignored);
  std::string pattern = folder + "/spool-XXXXXX";
  const int descriptor = ::mkstemp(pattern.data());
  if (descriptor < 0) throw std::runtime_error("cannot create a file in " + folder);
  path_ = pattern;
  file_ = ::fdopen(descriptor, "wb");
  if (!file_) {
    ::close(descriptor);
    std::filesystem::remove(path_, ignored);
    throw std::runtime_error("cannot open " + path_);
  }
}

SpoolFile::~SpoolFile() {
  if (file_) std::fclose(file_);
  if (!path_.empty()) {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }
}

void SpoolFile::write(std::string_view text) {
  if (!file_ || std::fwrite(text.data(), 1, text.size(), file_) != text.size()) {
    throw std::runtime_error("cannot write " + path_);
  }
}

std::string SpoolFile::release() {
  const int closed = file_ ? std::fclose(file_) : EOF;
  file_ = nullptr;
  if (closed != 0) throw std::runtime_error("cannot write " + path_);
  return std::exchange(path_, std::string());
}

}  // namespace secours
