#include "companies/invoice_pdf.h"

#include <algorithm>
#include <optional>

#include "common/display_format.h"
#include "common/pdf.h"
#include "common/quebec_time.h"
#include "common/sale_pdf.h"
#include "companies/payment_instructions.h"

namespace secours::companies {

namespace {

struct Labels : pdf::SaleLabels {
  const char* invoice;
  const char* receipt;
  const char* due_date;
  const char* terms;  // "Net %d days", split around the number
  const char* terms_after;
  const char* paid_when_booked;  // terms of a team paid by card (terms_days 0, decision 046)
  const char* bill_to;
  const char* neq;
  const char* purchase_order;
  const char* course;
  const char* attendee;
  const char* reference;
  const char* paid;
  const char* credited;
  const char* balance;
  const char* payments;
  const char* invoice_word;
  const char* how_to_pay;  // the heading of the instructions under an invoice's totals
  const char* continued;
  const char* to_be_named;
  const char* page;
};

const Labels french{pdf::french_sale_labels,
                    "FACTURE",
                    "REÇU",
                    "Échéance",
                    "Net ",
                    " jours",
                    "Payée par carte à la réservation",
                    "FACTURÉ À",
                    "NEQ",
                    "Bon de commande",
                    "FORMATION",
                    "Participant",
                    "Réservation",
                    "Paiements reçus",
                    "Crédits (places annulées)",
                    "Solde dû",
                    "PAIEMENTS",
                    "Facture",
                    "MODALITÉS DE PAIEMENT",
                    "Suite à la page suivante",
                    "Nom à venir",
                    "Page"};
const Labels english{pdf::english_sale_labels,
                     "INVOICE",
                     "RECEIPT",
                     "Due date",
                     "Net ",
                     " days",
                     "Paid by card when booked",
                     "BILL TO",
                     "NEQ",
                     "Purchase order",
                     "COURSE",
                     "Attendee",
                     "Booking",
                     "Payments received",
                     "Credits (cancelled seats)",
                     "Balance due",
                     "PAYMENTS",
                     "Invoice",
                     "HOW TO PAY",
                     "Continued on the next page",
                     "Name to follow",
                     "Page"};

constexpr float margin = pdf::sale_margin;
constexpr float bottom = 120;  // the lowest line of the table: the totals and the footer fit under it
const pdf::Style label_style{7.5f, true, pdf::muted};
const pdf::Style body{10};
const pdf::Style right_body{10, false, pdf::ink, pdf::Align::right};

class Writer {
 public:
  // `instructions`: how to pay, under an invoice's totals; empty for a receipt.
  Writer(pdf::Document& pdf, const Invoice& invoice, const Labels& t, std::string instructions)
      : pdf_(pdf),
        invoice_(invoice),
        t_(t),
        receipt_(instructions.empty()),
        instructions_(std::move(instructions)) {}

  void write() {
    start_page();
    draw_parties();
    draw_lines();
    draw_totals();
    if (receipt_) {
      draw_payments();
    } else {
      draw_instructions();
    }
    draw_footer();
  }

 private:
  float right() const { return page_->width() - margin; }

  void start_page() {
    page_ = pdf_.add_page();
    ++page_number_;
    const std::string language = t_.language;
    const auto issued = receipt_ ? invoice_.paid_at : invoice_.issued_at;
    y_ = pdf::draw_sale_head(
        *page_, {pdf::seller_letterhead(invoice_.seller, t_), receipt_ ? t_.receipt : t_.invoice,
                 std::string(t_.number) + " " + (receipt_ ? invoice_.receipt_number : invoice_.number),
                 std::string(t_.date) + t_.colon + format_day(quebec_date(issued), language),
                 receipt_ ? std::string(t_.invoice_word) + " " + invoice_.number
                          : std::string(t_.due_date) + t_.colon + format_day(invoice_.due_on, language),
                 receipt_ ? right_body : pdf::Style{10, true, pdf::ink, pdf::Align::right}});
  }

  void draw_parties() {
    const std::string language = t_.language;
    y_ -= 22;
    page_->text(margin, y_, t_.bill_to, label_style);
    page_->text(margin + 280, y_, t_.course, label_style);
    float left = y_ - 15, course = y_ - 15;
    page_->text(margin, left, invoice_.buyer_name, {11, true});
    for (const auto& line : page_->wrap(invoice_.buyer_address, body, 250)) {
      left -= 13;
      page_->text(margin, left, line, body);
    }
    if (!invoice_.buyer_neq.empty()) {
      left -= 13;
      page_->text(margin, left, std::string(t_.neq) + t_.colon + invoice_.buyer_neq, body);
    }
    if (!invoice_.purchase_order.empty()) {
      left -= 13;
      page_->text(margin, left, std::string(t_.purchase_order) + t_.colon + invoice_.purchase_order, body);
    }
    if (!receipt_) {
      left -= 13;
      page_->text(margin, left,
                  invoice_.terms_days == 0
                      ? std::string(t_.paid_when_booked)
                      : std::string(t_.terms) + std::to_string(invoice_.terms_days) + t_.terms_after,
                  body);
    }
    const pdf::Style title{10.5f, true};
    for (const auto& line : page_->wrap(invoice_.course_title(language), title, right() - margin - 280)) {
      page_->text(margin + 280, course, line, title);
      course -= 13;
    }
    const pdf::Style detail{9, false, pdf::muted};
    page_->text(margin + 280, course,
                format_session_time(invoice_.session_starts_at, invoice_.session_ends_at, language), detail);
    if (!invoice_.session_location.empty()) {
      course -= 12;
      for (const auto& line : page_->wrap(invoice_.session_location, detail, right() - margin - 280)) {
        page_->text(margin + 280, course, line, detail);
        course -= 12;
      }
    }
    y_ = std::min(left, course) - 28;
  }

  void table_head() {
    page_->fill_rectangle(margin, y_ - 6, right() - margin, 20, pdf::surface);
    const pdf::Style head{8.5f, true, pdf::muted};
    page_->text(margin + 8, y_, t_.attendee, head);
    page_->text(margin + 300, y_, t_.reference, head);
    page_->text(right() - 8, y_, t_.amount, {8.5f, true, pdf::muted, pdf::Align::right});
    y_ -= 22;
  }

  void draw_lines() {
    const std::string language = t_.language;
    table_head();
    for (const auto& line : invoice_.lines) {
      if (y_ < bottom) {
        page_->text(right(), y_, t_.continued, {8.5f, false, pdf::muted, pdf::Align::right});
        draw_footer();
        start_page();
        y_ -= 22;
        table_head();
      }
      page_->text(margin + 8, y_,
                  line.attendee_name.empty() ? std::string(t_.to_be_named) : line.attendee_name, body);
      page_->text(margin + 300, y_, line.booking_reference, body);
      page_->text(right() - 8, y_, format_money(line.amounts.subtotal_cents, language), right_body);
      y_ -= 8;
      page_->line(margin, y_, right(), y_, 0.6f, pdf::hairline);
      y_ -= 12;
    }
  }

  void totals_row(const std::string& label, long long cents, bool strong = false) {
    const float labels_x = right() - 280;
    page_->text(labels_x, y_, label, strong ? pdf::Style{12, true} : body);
    page_->text(right() - 8, y_, format_money(cents, t_.language),
                {strong ? 12.f : 10.f, strong, pdf::ink, pdf::Align::right});
    y_ -= strong ? 20 : 17;
  }

  void draw_totals() {
    if (y_ < bottom + 40) {
      draw_footer();
      start_page();
    }
    y_ -= 8;
    const auto& a = invoice_.amounts;
    totals_row(t_.subtotal, a.subtotal_cents);
    totals_row(std::string(t_.gst) + " — " + invoice_.seller.gst_number, a.gst_cents);
    totals_row(std::string(t_.qst) + " — " + invoice_.seller.qst_number, a.qst_cents);
    page_->line(right() - 280, y_ + 9, right(), y_ + 9, 0.8f, pdf::ink);
    y_ -= 4;
    totals_row(t_.total, a.total_cents, true);
    if (invoice_.paid_cents > 0) totals_row(t_.paid, -invoice_.paid_cents);
    if (invoice_.credited_cents > 0) totals_row(t_.credited, -invoice_.credited_cents);
    if (!receipt_) totals_row(t_.balance, invoice_.balance_cents(), true);
  }

  void draw_instructions() {
    const pdf::Style text{9.5f};
    const auto lines = page_->wrap(instructions_, text, right() - margin);
    if (y_ - 30 - 13.0f * static_cast<float>(lines.size()) < margin + 40) {
      draw_footer();
      start_page();
    }
    y_ -= 24;
    page_->text(margin, y_, t_.how_to_pay, label_style);
    for (const auto& line : lines) {
      y_ -= 13;
      page_->text(margin, y_, line, text);
    }
  }

  void draw_payments() {
    const std::string language = t_.language;
    y_ -= 16;
    pdf::draw_paid_stamp(*page_, margin, y_, t_);
    y_ -= 34;
    page_->text(margin, y_, t_.payments, label_style);
    for (const auto& payment : invoice_.payments) {
      if (y_ < margin + 50) break;  // a receipt lists a few payments; the statement has them all
      y_ -= 15;
      std::string text = format_day(payment.received_on, language) + " — " +
                         invoice_payment_method_label(payment.method, *t_.language == 'f');
      if (!payment.reference.empty()) text += " (" + payment.reference + ")";
      page_->text(margin, y_, text, body);
      page_->text(right() - 8, y_, format_money(payment.amount_cents, language), right_body);
    }
  }

  void draw_footer() {
    const float footer =
        pdf::draw_sale_footer(*page_, invoice_.seller.name + "  ·  " + invoice_.seller.email, t_);
    page_->text(right(), footer - 22, std::string(t_.page) + " " + std::to_string(page_number_),
                {7.5f, false, pdf::muted, pdf::Align::right});
  }

  pdf::Document& pdf_;
  const Invoice& invoice_;
  const Labels& t_;
  bool receipt_;
  std::string instructions_;
  std::optional<pdf::Page> page_;
  int page_number_ = 0;
  float y_ = 0;
};

// A receipt when `config` is null; an invoice with how to pay it otherwise.
std::string render(const Invoice& invoice, const core::Config* config) {
  const bool receipt = config == nullptr;
  pdf::Document pdf(std::string(receipt ? "Reçu " + invoice.receipt_number : "Facture " + invoice.number));
  auto instructions = [&](const std::string& language) {
    return receipt ? std::string() : invoice_payment_instructions(*config, language);
  };
  Writer(pdf, invoice, french, instructions("fr")).write();
  if (invoice.language == "en") Writer(pdf, invoice, english, instructions("en")).write();
  return pdf.bytes();
}

}  // namespace

std::string render_invoice_pdf(const Invoice& invoice, const core::Config& config) {
  return render(invoice, &config);
}
std::string render_invoice_receipt_pdf(const Invoice& invoice) { return render(invoice, nullptr); }

}  // namespace secours::companies
