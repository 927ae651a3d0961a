#include "companies/statement.h"

#include <algorithm>
#include <optional>

#include "common/csv.h"
#include "common/display_format.h"
#include "common/pdf.h"
#include "common/quebec_time.h"

namespace secours::companies {

namespace {

constexpr float margin = 48;

}  // namespace

std::string statement_entry_label(StatementEntry entry, bool french) {
  switch (entry) {
    case StatementEntry::invoice:
      return french ? "Facture" : "Invoice";
    case StatementEntry::payment:
      return french ? "Paiement" : "Payment";
    case StatementEntry::credit:
      return french ? "Crédit (place annulée)" : "Credit (cancelled seat)";
  }
  return "";
}

std::vector<StatementRow> statement_rows(const Statement& statement, const std::string& language) {
  const bool french = language != "en";
  std::vector<StatementRow> rows;
  for (const auto& invoice : statement.invoices) {
    rows.push_back({quebec_date(invoice.issued_at), StatementEntry::invoice, invoice.number,
                    invoice.course_title(language), invoice.amounts.total_cents, 0, 0});
    for (const auto& payment : invoice.payments) {
      const bool credit = payment.method == InvoicePaymentMethod::credit;
      std::string detail = invoice_payment_method_label(payment.method, french);
      if (!payment.reference.empty()) detail += " " + payment.reference;
      rows.push_back({payment.received_on, credit ? StatementEntry::credit : StatementEntry::payment,
                      invoice.number, detail, 0, payment.amount_cents, 0});
    }
  }
  // By date; an invoice before what was paid against it the same day.
  std::stable_sort(rows.begin(), rows.end(),
                   [](const StatementRow& a, const StatementRow& b) { return a.date < b.date; });
  long long balance = statement.opening_balance_cents;
  for (auto& row : rows) {
    balance += row.debit_cents - row.credit_cents;
    row.balance_cents = balance;
  }
  return rows;
}

std::string render_statement_csv(const Statement& statement) {
  const auto& dialect = statement.company.language == "en" ? csv::english : csv::french;
  const bool french = statement.company.language != "en";
  std::string out = csv::utf8_bom;
  auto cells = [&dialect](std::initializer_list<std::string> texts) {
    std::vector<std::string> made;
    for (const auto& text : texts) made.push_back(csv::text_cell(text, dialect));
    return made;
  };
  out += csv::line(french ? cells({"Date", "Type", "Document", "Détail", "Débit", "Crédit", "Solde"})
                          : cells({"Date", "Type", "Document", "Detail", "Debit", "Credit", "Balance"}),
                   dialect);
  auto opening = cells({statement.from, french ? "Solde d’ouverture" : "Opening balance", "", "", "", ""});
  opening.push_back(csv::amount_cell(statement.opening_balance_cents, dialect));
  out += csv::line(opening, dialect);
  for (const auto& row : statement_rows(statement, statement.company.language)) {
    auto line = cells({row.date, statement_entry_label(row.kind, french), row.document, row.detail});
    line.push_back(row.debit_cents ? csv::amount_cell(row.debit_cents, dialect) : "");
    line.push_back(row.credit_cents ? csv::amount_cell(row.credit_cents, dialect) : "");
    line.push_back(csv::amount_cell(row.balance_cents, dialect));
    out += csv::line(line, dialect);
  }
  return out;
}

std::string render_statement_pdf(const Statement& statement) {
  const std::string language = statement.company.language == "en" ? "en" : "fr";
  const bool french = language == "fr";
  pdf::Document pdf(french ? "Relevé de compte " + statement.company.name
                           : "Statement of account " + statement.company.name);
  const pdf::Style body{9};
  const pdf::Style right_body{9, false, pdf::ink, pdf::Align::right};
  const pdf::Style head{8, true, pdf::muted};
  std::optional<pdf::Page> page;
  float y = 0;
  int page_number = 0;
  auto footer = [&]() {
    page->text(page->width() - margin, margin - 14,
               std::string(french ? "Page " : "Page ") + std::to_string(page_number),
               {7.5f, false, pdf::muted, pdf::Align::right});
  };
  auto table_head = [&]() {
    const float right = page->width() - margin;
    page->fill_rectangle(margin, y - 6, right - margin, 18, pdf::surface);
    page->text(margin + 6, y, "Date", head);
    page->text(margin + 68, y, "Document", head);
    page->text(margin + 150, y, french ? "Détail" : "Detail", head);
    page->text(right - 150, y, french ? "Débit" : "Debit", {8, true, pdf::muted, pdf::Align::right});
    page->text(right - 75, y, french ? "Crédit" : "Credit", {8, true, pdf::muted, pdf::Align::right});
    page->text(right - 6, y, french ? "Solde" : "Balance", {8, true, pdf::muted, pdf::Align::right});
    y -= 20;
  };
  auto new_page = [&]() {
    if (page) footer();
    page = pdf.add_page();
    ++page_number;
    const float top = page->height() - margin;
    const auto& seller = statement.seller;
    const float last =
        pdf::draw_letterhead(*page, {seller.name, {seller.address, seller.phone + "  ·  " + seller.email}},
                             margin, top, pdf::Align::left, 14);
    const float right_edge = page->width() - margin;
    page->text(right_edge, top - 16, french ? "RELEVÉ DE COMPTE" : "STATEMENT OF ACCOUNT",
               {16, true, pdf::ink, pdf::Align::right});
    page->text(
        right_edge, top - 32,
        format_day(statement.from, language) + " — " + format_day(add_days(statement.to, -1), language),
        {10, false, pdf::ink, pdf::Align::right});
    page->text(right_edge, top - 46,
               std::string(french ? "Établi le " : "Issued on ") +
                   format_day(quebec_date(statement.issued_at), language),
               {9, false, pdf::muted, pdf::Align::right});
    y = std::min(last, top - 46) - 22;
    page->text(margin, y, french ? "CLIENT" : "CUSTOMER", {7.5f, true, pdf::muted});
    y -= 14;
    page->text(margin, y, statement.company.name, {11, true});
    y -= 14;
    page->line(margin, y + 10, page->width() - margin, y + 10, 1.2f, pdf::brand_red);
    y -= 8;
    table_head();
  };
  new_page();
  const float right = page->width() - margin;
  auto money = [&language](long long cents) { return format_money(cents, language); };
  page->text(margin + 6, y, statement.from, body);
  page->text(margin + 150, y, french ? "Solde d’ouverture" : "Opening balance", {9, true});
  page->text(right - 6, y, money(statement.opening_balance_cents), right_body);
  y -= 16;
  for (const auto& row : statement_rows(statement, language)) {
    if (y < margin + 40) new_page();
    page->text(margin + 6, y, row.date, body);  // YYYY-MM-DD: the columns stay narrow
    page->text(margin + 68, y, row.document, body);
    auto detail = page->wrap(row.detail, body, right - 225 - (margin + 150));
    page->text(margin + 150, y, detail.empty() ? "" : detail.front(), body);
    for (std::size_t more = 1; more < detail.size() && more < 3; ++more) {
      page->text(margin + 150, y - 11 * static_cast<float>(more), detail[more], body);
    }
    if (row.debit_cents) page->text(right - 150, y, money(row.debit_cents), right_body);
    if (row.credit_cents) page->text(right - 75, y, money(row.credit_cents), right_body);
    page->text(right - 6, y, money(row.balance_cents), right_body);
    y -= 6 + 11 * static_cast<float>(std::min<std::size_t>(detail.size(), 3) - (detail.empty() ? 0 : 1));
    page->line(margin, y, right, y, 0.5f, pdf::hairline);
    y -= 11;
  }
  if (y < margin + 40) new_page();
  y -= 6;
  page->text(right - 150, y, french ? "Solde dû" : "Balance due", {11, true, pdf::ink, pdf::Align::right});
  page->text(right - 6, y, money(statement.closing_balance_cents()), {11, true, pdf::ink, pdf::Align::right});
  footer();
  return pdf.bytes();
}

}  // namespace secours::companies
