#pragma once

#include <string>
#include <string_view>

namespace secours::text_encoding {

// `code` (a Unicode code point) written as UTF-8 at the end of `out`.
void append_utf8(std::string& out, char32_t code);

// Whether `bytes` are well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
bool is_utf8(std::string_view bytes);

// The text of a file whose encoding nobody declared, as UTF-8: UTF-8 as it is (its byte-order mark
// dropped), anything else read as Windows-1252, what Quebec banks' exports and spreadsheets on Windows
// write. A Windows-1252 file is never valid UTF-8 once it holds an accent, so the guess is safe.
std::string as_utf8(std::string_view bytes);

}  // namespace secours::text_encoding
