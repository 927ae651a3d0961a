#pragma once

#include <string>
#include <string_view>

namespace secours::base64 {

// Standard base64 (RFC 4648, with padding): mail attachments, and files a client sends in JSON.
std::string encode(std::string_view bytes);
// Ignores whitespace and line breaks; throws std::invalid_argument on anything else invalid.
std::string decode(std::string_view text);

}  // namespace secours::base64
