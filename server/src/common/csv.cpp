#include "common/csv.h"

#include <cstdlib>

namespace secours::csv {

std::string text_cell(const std::string& value, Dialect dialect) {
  std::string text = value;
  if (!text.empty() && std::string("=+-@\t\r").find(text.front()) != std::string::npos) {
    text.insert(text.begin(), '\'');
  }
  if (text.find_first_of(std::string{dialect.separator, '"', '\n', '\r'}) == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}

std::string amount_cell(long long cents, Dialect dialect) {
  const long long magnitude = std::llabs(cents);
  std::string fraction = std::to_string(magnitude % 100);
  if (fraction.size() < 2) fraction.insert(fraction.begin(), '0');
  return (cents < 0 ? "-" : "") + std::to_string(magnitude / 100) + dialect.decimal + fraction;
}

std::string line(const std::vector<std::string>& cells, Dialect dialect) {
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) out += dialect.separator;
    out += cells[i];
  }
  return out + "\r\n";
}

std::vector<std::string> split_line(std::string_view line, char separator) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        fields.back().push_back('"');
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        fields.back().push_back(c);
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == separator) {
      fields.emplace_back();
    } else {
      fields.back().push_back(c);
    }
  }
  for (auto& field : fields) {
    const auto first = field.find_first_not_of(" \t");
    const auto last = field.find_last_not_of(" \t");
    field = first == std::string::npos ? "" : field.substr(first, last - first + 1);
  }
  return fields;
}

std::optional<std::vector<std::string>> split_lines(std::string_view text, std::size_t max_lines) {
  if (text.starts_with(utf8_bom)) text.remove_prefix(3);
  std::vector<std::string> lines;
  for (std::size_t start = 0; start <= text.size();) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    if (lines.size() > max_lines) return std::nullopt;
    start = end + 1;
  }
  return lines;
}

}  // namespace secours::csv
