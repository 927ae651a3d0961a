#include "common/text_keys.h"

#include <algorithm>

#include "common/text_encoding.h"

namespace secours::text {

namespace {

// Decodes one UTF-8 sequence at `i`; an invalid byte is returned as itself (and stays untouched).
char32_t next_code_point(std::string_view text, std::size_t& i, std::size_t& length) {
  auto byte = static_cast<unsigned char>(text[i]);
  length = byte < 0x80 ? 1 : (byte >> 5) == 0x6 ? 2 : (byte >> 4) == 0xE ? 3 : (byte >> 3) == 0x1E ? 4 : 0;
  if (length == 0 || i + length > text.size()) {
    length = 1;
    return 0xFFFFFFFF;
  }
  char32_t code = length == 1 ? byte : byte & (0x7F >> length);
  for (std::size_t k = 1; k < length; ++k) {
    auto continuation = static_cast<unsigned char>(text[i + k]);
    if ((continuation & 0xC0) != 0x80) {
      length = 1;
      return 0xFFFFFFFF;
    }
    code = (code << 6) | (continuation & 0x3F);
  }
  return code;
}

char32_t lower_code_point(char32_t code) {
  if (code >= 'A' && code <= 'Z') return code + 32;
  if (code >= 0xC0 && code <= 0xDE && code != 0xD7) return code + 0x20;  // À…Þ, except ×
  if (code == 0x152) return 0x153;                                       // Œ
  if (code == 0x178) return 0xFF;                                        // Ÿ
  return code;
}

// The unaccented spelling of a lower-case Latin-1 letter or œ; empty when it has none.
std::string_view without_accent(char32_t code) {
  if (code >= 0xE0 && code <= 0xE5) return "a";
  if (code >= 0xE8 && code <= 0xEB) return "e";
  if (code >= 0xEC && code <= 0xEF) return "i";
  if ((code >= 0xF2 && code <= 0xF6) || code == 0xF8) return "o";
  if (code >= 0xF9 && code <= 0xFC) return "u";
  switch (code) {
    case 0xE6:
      return "ae";
    case 0xE7:
      return "c";
    case 0xF1:
      return "n";
    case 0xFD:
    case 0xFF:
      return "y";
    case 0xDF:
      return "ss";
    case 0x153:
      return "oe";
    default:
      return {};
  }
}

template <typename Emit>
void for_each_folded(std::string_view text, Emit emit) {
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = 1;
    char32_t code = next_code_point(text, i, length);
    if (code == 0xFFFFFFFF) {
      emit(0xFFFFFFFF, text.substr(i, 1));
    } else {
      emit(lower_code_point(code), text.substr(i, length));
    }
    i += length;
  }
}

}  // namespace

std::string fold_case(std::string_view text) {
  std::string out;
  for_each_folded(text, [&out](char32_t code, std::string_view raw) {
    if (code == 0xFFFFFFFF) {
      out.append(raw);
    } else {
      text_encoding::append_utf8(out, code);
    }
  });
  return out;
}

std::string search_key(std::string_view text) {
  std::string out;
  for_each_folded(text, [&out](char32_t code, std::string_view raw) {
    auto plain = without_accent(code);
    if (!plain.empty()) {
      out.append(plain);
    } else if (code == 0xFFFFFFFF) {
      out.append(raw);
    } else {
      text_encoding::append_utf8(out, code);
    }
  });
  return out;
}

std::vector<std::string> search_words(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  auto finish = [&] {
    if (!word.empty() && std::find(words.begin(), words.end(), word) == words.end()) words.push_back(word);
    word.clear();
  };
  for (char c : search_key(text)) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      word.push_back(c);
    } else {
      finish();
    }
  }
  finish();
  return words;
}

std::string prefix_end(std::string_view word) {
  std::string end(word);
  // Digits sort before letters in every collation the database may use for these words.
  while (!end.empty()) {
    char& last = end.back();
    if (last == '9') {
      last = 'a';
      return end;
    }
    if (last != 'z') {
      ++last;
      return end;
    }
    end.pop_back();
  }
  return end;
}

std::size_t utf8_length(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(
      text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string slugify(std::string_view title) {
  std::string slug;
  for (char c : search_key(title)) {
    bool alphanumeric = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (alphanumeric) {
      slug.push_back(c);
    } else if (!slug.empty() && slug.back() != '-') {
      slug.push_back('-');
    }
  }
  // Leave room for a "-NN" suffix when the slug is taken.
  if (slug.size() > max_slug_length - 4) slug.resize(max_slug_length - 4);
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  if (!std::any_of(slug.begin(), slug.end(), [](char c) { return c >= 'a' && c <= 'z'; })) {
    slug = slug.empty() ? "cours" : "cours-" + slug;
  }
  return slug;
}

bool is_valid_slug(std::string_view slug) {
  if (slug.empty() || slug.size() > max_slug_length || slug.front() == '-' || slug.back() == '-')
    return false;
  bool letter = false;
  for (std::size_t i = 0; i < slug.size(); ++i) {
    char c = slug[i];
    if (c >= 'a' && c <= 'z') {
      letter = true;
    } else if (c == '-') {
      if (slug[i - 1] == '-') return false;
    } else if (c < '0' || c > '9') {
      return false;
    }
  }
  return letter;
}

}  // namespace secours::text
