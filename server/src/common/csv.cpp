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

}  // namespace secours::csv
