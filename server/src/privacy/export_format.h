#pragma once

#include <string>
#include <utility>
#include <vector>

namespace secours::privacy {

// One cell of an export's table: text (quoted as needed, and guarded so that a spreadsheet never runs it as
// a formula), or a number we wrote (an amount, which may start with a minus sign), kept as it is.
// Implicit from text: a row is written as a list of texts with the odd number among them.
struct Cell {
  Cell(std::string text) : value(std::move(text)) {}
  Cell(const char* text) : value(text) {}
  static Cell number(std::string written) {
    Cell cell(std::move(written));
    cell.is_number = true;
    return cell;
  }
  std::string value;
  bool is_number = false;
};
using Row = std::vector<Cell>;

// How a person's data export writes its tables (issue 42): in the person's language, headings and values
// in words (never a code of the API), moments on Quebec's wall clock, amounts in dollars.
class ExportFormat {
 public:
  explicit ExportFormat(const std::string& language) : french_(language != "en") {}

  bool french() const { return french_; }
  // The text in the person's language.
  const char* operator()(const char* fr, const char* en) const { return french_ ? fr : en; }
  const char* yes_no(bool yes) const { return yes ? (*this)("Oui", "Yes") : (*this)("Non", "No"); }
  // "Français" / "French", "Anglais" / "English" for "fr" and "en".
  const char* language_name(const std::string& code) const;
  // "Lundi" / "Monday" … for 1 (Monday) to 7 (Sunday).
  const char* weekday_name(int weekday) const;
  // "2026-11-29 14:05", Quebec time; empty for 0 (not happened).
  std::string moment(long long unix_seconds) const;
  // 114,98 in French, 114.98 in English: the number a spreadsheet of that language reads.
  Cell money(long long cents) const;
  // The CSV file: the byte order mark, the headings, a line per row, in a spreadsheet of the person's
  // language's dialect (';' and 114,98 in French; ',' and 114.98 in English).
  std::string table(const std::vector<std::string>& headings, const std::vector<Row>& rows) const;

 private:
  bool french_;
};

}  // namespace secours::privacy
