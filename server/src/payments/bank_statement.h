#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace secours::payments {

// One credit of a bank's CSV export of an account's transactions: money that came in.
struct BankCredit {
  int line = 0;      // 1-based line of the file, for the office and for errors
  std::string date;  // YYYY-MM-DD
  long long amount_cents = 0;
  std::string memo;  // the description, memo and name columns joined: where a payer writes a code
};

struct BankStatement {
  std::string bank;  // desjardins, rbc, td, bmo, national-bank, tangerine
  std::vector<BankCredit> credits;
};

// A file that is not one of the known exports, or a line of one that cannot be read.
struct BankFileError : std::runtime_error {
  BankFileError(int line, std::string reason)
      : std::runtime_error("line " + std::to_string(line) + ": " + reason),
        line(line),
        reason(std::move(reason)) {}
  int line;            // 0: the file as a whole
  std::string reason;  // unknown-format, invalid-date, invalid-amount, too-many-lines, not-text
};

// Reads the CSV export of Desjardins, RBC, TD, BMO, National Bank or Tangerine (recognized by its
// header, or by its shape for the two that have none) and keeps the credits; debits are skipped.
// Throws BankFileError naming the line. docs/decisions/037-interac-reconciliation.md lists the layouts.
// The file's bytes may be UTF-8 (with or without its byte-order mark) or Windows-1252, as the banks
// export them; the memos come out in UTF-8 either way (issue 42).
BankStatement read_bank_statement(std::string_view bytes);

// The first 7-digit number of a memo standing alone (not part of a longer number): the Interac code
// a customer was asked to write in the transfer's message. 0 when there is none.
long long interac_code_in(std::string_view memo);

}  // namespace secours::payments
