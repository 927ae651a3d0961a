#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace secours::text {

// Lower case for ASCII and the Latin letters French uses (É → é, Œ → œ); other bytes unchanged.
// SQL's LOWER() cannot be used for this: SQLite's only folds ASCII.
std::string fold_case(std::string_view text);
// fold_case without accents (é → e, œ → oe): what searches and slugs compare.
std::string search_key(std::string_view text);
// Number of characters (UTF-8 code points), for limits people count in letters.
std::size_t utf8_length(std::string_view text);

inline constexpr std::size_t max_slug_length = 80;
// "Cœur + AVC : premiers soins" → "coeur-avc-premiers-soins"; never empty, never all digits (a
// number in a course address is read as its id).
std::string slugify(std::string_view title);
// Lower-case ASCII letters and digits in dash-separated words, with at least one letter.
bool is_valid_slug(std::string_view slug);

}  // namespace secours::text
