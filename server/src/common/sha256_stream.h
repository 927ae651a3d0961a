#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace secours::crypto {

// SHA-256 of data given in pieces (a file streamed into an archive), as lower-case hex.
class Sha256Stream {
 public:
  Sha256Stream();
  ~Sha256Stream();
  Sha256Stream(const Sha256Stream&) = delete;
  Sha256Stream& operator=(const Sha256Stream&) = delete;

  void update(const char* data, std::size_t size);
  // The digest of everything given so far; the stream is finished afterwards.
  std::string hex();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace secours::crypto
