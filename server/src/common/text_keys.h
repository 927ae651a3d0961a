#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace secours::text {

// Lower case for ASCII and the Latin letters French uses (É → é, Œ → œ); other bytes unchanged.
// SQL's LOWER() cannot be used for this: SQLite's only folds ASCII.
std::string fold_case(std::string_view text);
// fold_case without accents (é → e, œ → oe): what searches and slugs compare.
std::string search_key(std::string_view text);
// The words a list is searched by: search_key cut at anything that is not an ASCII letter or digit,
// each word once, in order ("Éric Tremblay-Côté" → eric, tremblay, cote). Only [a-z0-9] remain, so
// a word can be written into SQL as it is.
std::vector<std::string> search_words(std::string_view text);
// The first string after every string that starts with `word` ("eric" → "erid", "az9" → "b"); empty
// when there is none. A prefix search is then the range [word, prefix_end(word)).
std::string prefix_end(std::string_view word);
// Number of characters (UTF-8 code points), for limits people count in letters.
std::size_t utf8_length(std::string_view text);

inline constexpr std::size_t max_slug_length = 80;
// "Cœur + AVC : premiers soins" → "coeur-avc-premiers-soins"; never empty, never all digits (a
// number in a course address is read as its id).
std::string slugify(std::string_view title);
// Lower-case ASCII letters and digits in dash-separated words, with at least one letter.
bool is_valid_slug(std::string_view slug);

}  // namespace secours::text
