#include "common/sha256_stream.h"

#include <sodium.h>

#include <stdexcept>

namespace secours::crypto {

struct Sha256Stream::State {
  crypto_hash_sha256_state sha;
};

Sha256Stream::Sha256Stream() : state_(std::make_unique<State>()) {
  if (sodium_init() < 0) throw std::runtime_error("libsodium could not be initialised");
  crypto_hash_sha256_init(&state_->sha);
}

Sha256Stream::~Sha256Stream() = default;

void Sha256Stream::update(const char* data, std::size_t size) {
  crypto_hash_sha256_update(&state_->sha, reinterpret_cast<const unsigned char*>(data), size);
}

std::string Sha256Stream::hex() {
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256_final(&state_->sha, digest);
  std::string hex(crypto_hash_sha256_BYTES * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), digest, sizeof digest);
  hex.pop_back();
  return hex;
}

}  // namespace secours::crypto
