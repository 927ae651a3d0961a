#include "common/crypto.h"

#include <sodium.h>

#include <stdexcept>
#include <vector>

namespace secours::crypto {

namespace {
void ensure_initialized() {
  static const bool ready = sodium_init() >= 0;
  if (!ready) throw std::runtime_error("libsodium could not be initialized");
}
}  // namespace

std::string random_token(std::size_t bytes) {
  ensure_initialized();
  std::vector<unsigned char> buffer(bytes);
  randombytes_buf(buffer.data(), buffer.size());
  std::string encoded(sodium_base64_ENCODED_LEN(bytes, sodium_base64_VARIANT_URLSAFE_NO_PADDING), '\0');
  sodium_bin2base64(encoded.data(), encoded.size(), buffer.data(), buffer.size(),
                    sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  encoded.resize(std::char_traits<char>::length(encoded.c_str()));
  return encoded;
}

std::string sha256_hex(const std::string& data) {
  ensure_initialized();
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(data.data()), data.size());
  std::string hex(crypto_hash_sha256_BYTES * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), digest, sizeof digest);
  hex.pop_back();
  return hex;
}

bool token_matches(const std::string& token, const std::string& stored_hash) {
  if (token.empty() || token.size() > 100 || stored_hash.empty()) return false;
  const std::string hash = sha256_hex(token);
  return hash.size() == stored_hash.size() &&
         sodium_memcmp(hash.data(), stored_hash.data(), hash.size()) == 0;
}

std::string hash_password(const std::string& password) {
  ensure_initialized();
  char hash[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(hash, password.c_str(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                            crypto_pwhash_MEMLIMIT_INTERACTIVE, crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("out of memory while hashing a password");
  }
  return hash;
}

bool verify_password(const std::string& hash, const std::string& password) {
  ensure_initialized();
  return crypto_pwhash_str_verify(hash.c_str(), password.c_str(), password.size()) == 0;
}

long long random_between(long long low, long long high) {
  ensure_initialized();
  auto span = static_cast<std::uint32_t>(high - low + 1);
  return low + static_cast<long long>(randombytes_uniform(span));
}

}  // namespace secours::crypto
