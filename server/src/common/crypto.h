#pragma once

#include <string>

namespace secours::crypto {

// A URL-safe random token carrying `bytes` bytes of entropy (libsodium's CSPRNG).
std::string random_token(std::size_t bytes = 32);
// Lower-case hex SHA-256, used to store tokens without storing the tokens themselves.
std::string sha256_hex(const std::string& data);
// Whether a token a client sent is the one whose SHA-256 was stored (compared in constant time); an
// empty or oversized token, or an empty stored hash, never matches.
bool token_matches(const std::string& token, const std::string& stored_hash);
// Argon2id hash in the PHC string format (libsodium crypto_pwhash_str).
std::string hash_password(const std::string& password);
bool verify_password(const std::string& hash, const std::string& password);
// Uniform random integer in [low, high].
long long random_between(long long low, long long high);

}  // namespace secours::crypto
