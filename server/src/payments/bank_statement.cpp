#include "payments/bank_statement.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "common/csv.h"
#include "common/text_encoding.h"
#include "common/text_keys.h"

namespace secours::payments {

namespace {

constexpr std::size_t max_lines = 20'000;  // a year of an account's transactions, with room

using Row = std::vector<std::string>;

std::string key(const std::string& heading) { return text::search_key(heading); }

// "1 234,56 $", "1,234.56", "-20.00", "(20.00)": cents; nullopt when it is not an amount.
std::optional<long long> read_amount(std::string text) {
  std::string kept;
  bool negative = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (std::isdigit(c) || c == ',' || c == '.') {
      kept.push_back(static_cast<char>(c));
    } else if (c == '-' || c == '(') {
      negative = true;
    } else if (c == ' ' || c == '$' || c == ')' || c == '+' || c >= 0x80) {
      continue;  // spaces (also U+00A0 and U+202F), currency signs
    } else {
      return std::nullopt;
    }
  }
  if (kept.empty()) return std::nullopt;
  // The decimal mark is the last ',' or '.' followed by one or two digits; the others group thousands.
  const auto mark = kept.find_last_of(",.");
  std::string whole = kept, fraction;
  if (mark != std::string::npos && kept.size() - mark - 1 <= 2 && kept.size() - mark - 1 >= 1) {
    whole = kept.substr(0, mark);
    fraction = kept.substr(mark + 1);
  }
  whole.erase(std::remove_if(whole.begin(), whole.end(), [](char c) { return c == ',' || c == '.'; }),
              whole.end());
  if (whole.size() > 12 || (whole.empty() && fraction.empty())) return std::nullopt;
  while (fraction.size() < 2) fraction.push_back('0');
  const long long cents = (whole.empty() ? 0 : std::stoll(whole)) * 100 + std::stoll(fraction);
  return negative ? -cents : cents;
}

bool digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string iso(int year, int month, int day) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", year, month, day);
  return buffer;
}

bool valid(int year, int month, int day) {
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

// YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, or M/D/YYYY (the English banks).
std::optional<std::string> read_date(const std::string& text) {
  int year = 0, month = 0, day = 0;
  if (text.size() == 8 && digits(text)) {
    year = std::stoi(text.substr(0, 4)), month = std::stoi(text.substr(4, 2)),
    day = std::stoi(text.substr(6, 2));
  } else if (text.size() == 10 && (text[4] == '-' || text[4] == '/') && text[7] == text[4] &&
             digits(text.substr(0, 4)) && digits(text.substr(5, 2)) && digits(text.substr(8, 2))) {
    year = std::stoi(text.substr(0, 4)), month = std::stoi(text.substr(5, 2)),
    day = std::stoi(text.substr(8, 2));
  } else {
    const auto first = text.find('/'), second = text.rfind('/');
    if (first == std::string::npos || first == second) return std::nullopt;
    const auto m = text.substr(0, first), d = text.substr(first + 1, second - first - 1),
               y = text.substr(second + 1);
    if (!digits(m) || !digits(d) || !digits(y) || m.size() > 2 || d.size() > 2 || y.size() != 4)
      return std::nullopt;
    year = std::stoi(y), month = std::stoi(m), day = std::stoi(d);
  }
  if (!valid(year, month, day)) return std::nullopt;
  return iso(year, month, day);
}

// Where each bank puts what is read, by column index.
struct Layout {
  std::string bank;
  char separator = ',';
  std::size_t date = 0;
  std::vector<std::size_t> memo;
  std::optional<std::size_t> amount;  // signed: a credit is positive
  std::optional<std::size_t> credit;  // or a column of credits (and one of debits, not read)
  std::optional<std::size_t> type;    // BMO: CREDIT or DEBIT
};

std::optional<std::size_t> column(const Row& headings, std::initializer_list<const char*> names) {
  for (std::size_t i = 0; i < headings.size(); ++i) {
    for (const char* name : names) {
      if (key(headings[i]) == name) return i;
    }
  }
  return std::nullopt;
}

// A header line names the bank; Desjardins and TD export without one and are known by their shape.
std::optional<Layout> layout_of_header(const Row& headings, char separator) {
  auto has = [&](std::initializer_list<const char*> names) { return column(headings, names).has_value(); };
  if (has({"account type"}) && has({"transaction date"}) && has({"cad$"})) {
    return Layout{"rbc",
                  separator,
                  *column(headings, {"transaction date"}),
                  {*column(headings, {"description 1"}), *column(headings, {"description 2"})},
                  column(headings, {"cad$"}),
                  std::nullopt,
                  std::nullopt};
  }
  if (has({"transaction type"}) && has({"date posted"}) && has({"transaction amount"})) {
    return Layout{"bmo",
                  separator,
                  *column(headings, {"date posted"}),
                  {*column(headings, {"description"})},
                  column(headings, {"transaction amount"}),
                  std::nullopt,
                  column(headings, {"transaction type"})};
  }
  if (has({"transaction date"}) && has({"name"}) && has({"memo"}) && has({"amount"})) {
    return Layout{"tangerine",
                  separator,
                  *column(headings, {"transaction date"}),
                  {*column(headings, {"name"}), *column(headings, {"memo"})},
                  column(headings, {"amount"}),
                  std::nullopt,
                  std::nullopt};
  }
  if (has({"date"}) && has({"description"}) && has({"credit"}) && has({"debit"})) {
    return Layout{"national-bank",
                  separator,
                  *column(headings, {"date"}),
                  {*column(headings, {"description"})},
                  std::nullopt,
                  column(headings, {"credit"}),
                  std::nullopt};
  }
  return std::nullopt;
}

std::optional<Layout> layout_of_shape(const Row& row) {
  // Desjardins (AccèsD): caisse, folio, account, date YYYY/MM/DD, number, description, cheque,
  // withdrawal, deposit, … balance.
  if (row.size() >= 9 && row[3].size() == 10 && row[3][4] == '/' && read_date(row[3])) {
    return Layout{"desjardins", ',', 3, {5}, std::nullopt, 8, std::nullopt};
  }
  // TD (EasyWeb): date MM/DD/YYYY, description, debit, credit, balance.
  if (row.size() == 5 && read_date(row[0]) && row[0].find('/') != std::string::npos) {
    return Layout{"td", ',', 0, {1}, std::nullopt, 3, std::nullopt};
  }
  return std::nullopt;
}

}  // namespace

BankStatement read_bank_statement(std::string_view bytes) {
  if (bytes.find('\0') != std::string_view::npos) throw BankFileError(0, "not-text");
  const std::string text = text_encoding::as_utf8(bytes);
  auto read = csv::split_lines(text, max_lines);
  if (!read) throw BankFileError(static_cast<int>(max_lines), "too-many-lines");
  const auto& lines = *read;

  // The layout: the first line that is a known header (BMO writes a few lines before it), else the
  // shape of the first line with content.
  std::optional<Layout> layout;
  std::size_t first_data = 0;
  for (std::size_t i = 0; i < lines.size() && i < 10 && !layout; ++i) {
    const char separator = lines[i].find(';') != std::string::npos ? ';' : ',';
    layout = layout_of_header(csv::split_line(lines[i], separator), separator);
    if (layout) first_data = i + 1;
  }
  if (!layout) {
    for (std::size_t i = 0; i < lines.size() && !layout; ++i) {
      if (lines[i].find_first_not_of(" \t,") == std::string::npos) continue;
      layout = layout_of_shape(csv::split_line(lines[i], ','));
      if (!layout) throw BankFileError(static_cast<int>(i + 1), "unknown-format");
      first_data = i;
    }
  }
  if (!layout) throw BankFileError(0, "unknown-format");

  BankStatement statement;
  statement.bank = layout->bank;
  for (std::size_t i = first_data; i < lines.size(); ++i) {
    const int number = static_cast<int>(i + 1);
    if (lines[i].find_first_not_of(" \t,;") == std::string::npos) continue;
    const auto row = csv::split_line(lines[i], layout->separator);
    auto cell = [&row](std::size_t index) { return index < row.size() ? row[index] : std::string(); };
    const auto date = read_date(cell(layout->date));
    if (!date) throw BankFileError(number, "invalid-date");
    std::optional<long long> amount;
    if (layout->amount) {
      amount = read_amount(cell(*layout->amount));
      if (!amount) throw BankFileError(number, "invalid-amount");
      if (layout->type && key(cell(*layout->type)) == "debit") continue;
    } else {
      if (cell(*layout->credit).empty()) continue;  // a debit
      amount = read_amount(cell(*layout->credit));
      if (!amount) throw BankFileError(number, "invalid-amount");
    }
    if (*amount <= 0) continue;
    BankCredit credit;
    credit.line = number;
    credit.date = *date;
    credit.amount_cents = *amount;
    for (std::size_t index : layout->memo) {
      const auto text = cell(index);
      if (text.empty()) continue;
      if (!credit.memo.empty()) credit.memo += " ";
      credit.memo += text;
    }
    statement.credits.push_back(std::move(credit));
  }
  return statement;
}

long long interac_code_in(std::string_view memo) {
  for (std::size_t i = 0; i < memo.size();) {
    if (memo[i] < '0' || memo[i] > '9') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < memo.size() && memo[end] >= '0' && memo[end] <= '9') ++end;
    if (end - i == 7) return std::stoll(std::string(memo.substr(i, 7)));
    i = end;
  }
  return 0;
}

}  // namespace secours::payments
