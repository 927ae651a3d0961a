#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace secours::csv {

// CSV for spreadsheets (RFC 4180 with CRLF), in one of two dialects: a French (Canada) spreadsheet
// splits columns on ';' and reads 114,98 as a number; an English one splits on ',' and reads 114.98.
struct Dialect {
  char separator = ';';
  char decimal = ',';
};
inline constexpr Dialect french{';', ','};
inline constexpr Dialect english{',', '.'};

// A cell of text, quoted when it holds the separator, a quote or a line break. Text a spreadsheet
// would run as a formula (=, +, -, @, tab, carriage return first) is prefixed with ' so that a name
// typed by a customer stays text.
std::string text_cell(const std::string& value, Dialect dialect);
// An amount in cents as a plain number: -114,98 or -114.98 (no currency sign, no grouping).
std::string amount_cell(long long cents, Dialect dialect);
// One line of already-made cells, ending in CRLF.
std::string line(const std::vector<std::string>& cells, Dialect dialect);
// The fields of one line read back (RFC 4180: quotes around a field, "" for a quote inside), each trimmed of
// spaces and tabs.
std::vector<std::string> split_line(std::string_view line, char separator);
// The lines of a file (a leading byte order mark dropped, CRLF or LF); nullopt past `max_lines`.
std::optional<std::vector<std::string>> split_lines(std::string_view text, std::size_t max_lines);
// The UTF-8 byte order mark, first in the file: without it Excel reads the accents as Windows-1252.
inline constexpr const char* utf8_bom = "\xEF\xBB\xBF";

}  // namespace secours::csv
