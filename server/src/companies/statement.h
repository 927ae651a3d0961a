#pragma once

#include <string>
#include <vector>

#include "companies/company.h"
#include "companies/invoice.h"

namespace secours::companies {

// A company's statement of account over [from, to) (YYYY-MM-DD, Quebec's calendar): what it owed before,
// each invoice issued in the period with the payments and credits recorded against it, and what it owes
// at the end.
struct Statement {
  documents::Seller seller;
  Company company;
  std::string from, to;
  long long opening_balance_cents = 0;
  std::vector<Invoice> invoices;
  long long issued_at = 0;

  long long closing_balance_cents() const {
    long long balance = opening_balance_cents;
    for (const auto& invoice : invoices) balance += invoice.balance_cents();
    return balance;
  }
};

// What a row of the statement is: an invoice (a debit), or a payment or a credit (a cancelled seat)
// against it.
enum class StatementEntry { invoice, payment, credit };
// The words of the Type column, in the company's language (issue 42: never a code).
std::string statement_entry_label(StatementEntry entry, bool french);

struct StatementRow {
  std::string date;  // YYYY-MM-DD
  StatementEntry kind = StatementEntry::invoice;
  std::string document;  // the invoice's number
  std::string detail;    // the course for an invoice; the method and reference for a payment
  long long debit_cents = 0, credit_cents = 0, balance_cents = 0;
};
// In date order; the balance runs from the opening balance.
std::vector<StatementRow> statement_rows(const Statement& statement, const std::string& language);

std::string render_statement_pdf(const Statement& statement);
// The same rows as CSV (UTF-8 with a byte-order mark, as the office's exports), amounts in dollars.
std::string render_statement_csv(const Statement& statement);

}  // namespace secours::companies
