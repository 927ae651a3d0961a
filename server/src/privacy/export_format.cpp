#include "privacy/export_format.h"

#include "common/csv.h"
#include "common/quebec_time.h"

namespace secours::privacy {

const char* ExportFormat::language_name(const std::string& code) const {
  if (code == "en") return (*this)("Anglais", "English");
  return (*this)("Français", "French");
}

const char* ExportFormat::weekday_name(int weekday) const {
  static constexpr const char* french_days[] = {"Lundi",    "Mardi",  "Mercredi", "Jeudi",
                                                "Vendredi", "Samedi", "Dimanche"};
  static constexpr const char* english_days[] = {"Monday", "Tuesday",  "Wednesday", "Thursday",
                                                 "Friday", "Saturday", "Sunday"};
  const int index = weekday >= 1 && weekday <= 7 ? weekday - 1 : 0;
  return french_ ? french_days[index] : english_days[index];
}

std::string ExportFormat::moment(long long unix_seconds) const {
  return unix_seconds ? quebec_date_time(unix_seconds) : "";
}

Cell ExportFormat::money(long long cents) const {
  return Cell::number(csv::amount_cell(cents, french_ ? csv::french : csv::english));
}

std::string ExportFormat::table(const std::vector<std::string>& headings,
                                const std::vector<Row>& rows) const {
  const auto dialect = french_ ? csv::french : csv::english;
  std::vector<std::string> cells;
  for (const auto& heading : headings) cells.push_back(csv::text_cell(heading, dialect));
  std::string out = std::string(csv::utf8_bom) + csv::line(cells, dialect);
  for (const auto& row : rows) {
    cells.clear();
    for (const auto& cell : row)
      cells.push_back(cell.is_number ? cell.value : csv::text_cell(cell.value, dialect));
    out += csv::line(cells, dialect);
  }
  return out;
}

}  // namespace secours::privacy
