#include "payments/stripe_signature.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <charconv>
#include <cstdio>
#include <vector>

namespace secours::payments {

namespace {

std::string hmac_sha256_hex(const std::string& key, const std::string& data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
       reinterpret_cast<const unsigned char*>(data.data()), data.size(), digest, &length);
  std::string hex;
  char byte[3];
  for (unsigned int i = 0; i < length; ++i) {
    std::snprintf(byte, sizeof byte, "%02x", digest[i]);
    hex += byte;
  }
  return hex;
}

}  // namespace

bool verify_stripe_signature(const std::string& payload, const std::string& header, const std::string& secret,
                             long long now, long long tolerance) {
  if (secret.empty() || header.size() > 4096) return false;
  std::string timestamp;
  std::vector<std::string> signatures;
  std::size_t start = 0;
  while (start <= header.size()) {
    auto end = header.find(',', start);
    if (end == std::string::npos) end = header.size();
    std::string item = header.substr(start, end - start);
    auto equals = item.find('=');
    if (equals != std::string::npos) {
      std::string key = item.substr(0, equals), value = item.substr(equals + 1);
      if (key == "t") timestamp = value;
      if (key == "v1") signatures.push_back(value);
    }
    start = end + 1;
  }
  long long t = 0;
  auto [end, error] = std::from_chars(timestamp.data(), timestamp.data() + timestamp.size(), t);
  if (timestamp.empty() || error != std::errc{} || end != timestamp.data() + timestamp.size()) return false;
  if (t < now - tolerance || t > now + tolerance) return false;
  std::string expected = hmac_sha256_hex(secret, timestamp + "." + payload);
  bool valid = false;
  for (const auto& signature : signatures) {
    // Every candidate is compared, so the time taken does not tell which one matched.
    if (signature.size() == expected.size() &&
        CRYPTO_memcmp(signature.data(), expected.data(), expected.size()) == 0) {
      valid = true;
    }
  }
  return valid;
}

}  // namespace secours::payments
