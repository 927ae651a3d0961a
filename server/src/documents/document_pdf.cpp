#include "documents/document_pdf.h"

#include "common/display_format.h"
#include "common/pdf.h"
#include "common/quebec_time.h"
#include "common/sale_pdf.h"

namespace secours::documents {

namespace {

struct Labels : pdf::SaleLabels {
  const char* receipt;
  const char* credit_note;
  const char* customer;
  const char* booking;
  const char* refers_to;
  const char* receipt_word;
  const char* description;
  const char* date_to_confirm;
  const char* paid;
  const char* refunded;
  const char* on;
  const char* card;  // how, after "paid" or "refunded"
  const char* interac;
  const char* cash;
  const char* invoice;
  const char* thanks;
  const char* discount;  // a receipt's promo code, before the code itself
};

const Labels french{pdf::french_sale_labels,
                    "REÇU",
                    "NOTE DE CRÉDIT",
                    "CLIENT",
                    "RÉSERVATION",
                    "RÉFÉRENCE",
                    "Reçu",
                    "Description",
                    "Sur demande — date à confirmer",
                    "Payé",
                    "Remboursé",
                    "le",
                    "par carte de crédit",
                    "par virement Interac",
                    "comptant",
                    "sur facture",
                    "Merci de votre confiance\u00a0!",
                    "Rabais — code promo"};
const Labels english{pdf::english_sale_labels,
                     "RECEIPT",
                     "CREDIT NOTE",
                     "CUSTOMER",
                     "BOOKING",
                     "REFERENCE",
                     "Receipt",
                     "Description",
                     "On request — date to be confirmed",
                     "Paid",
                     "Refunded",
                     "on",
                     "by credit card",
                     "by Interac e-Transfer",
                     "in cash",
                     "on invoice",
                     "Thank you for your trust!",
                     "Discount — promo code"};

const char* method_name(payments::PaymentMethod method, const Labels& t) {
  switch (method) {
    case payments::PaymentMethod::card:
      return t.card;
    case payments::PaymentMethod::interac:
      return t.interac;
    case payments::PaymentMethod::invoice:
      return t.invoice;
    case payments::PaymentMethod::cash:
      break;
  }
  return t.cash;
}

constexpr float margin = pdf::sale_margin;
const pdf::Style label_style{7.5f, true, pdf::muted};
const pdf::Style body{10};

// Draws one page of the document in the language of `t`.
void draw_page(pdf::Page& page, const Document& document, const Labels& t) {
  const float right = page.width() - margin;
  const Seller& seller = document.seller;
  const Sale& sale = document.sale;
  const std::string language = t.language;
  const bool receipt_kind = document.kind == receipt;
  const std::string issued_on = format_day(quebec_date(document.issued_at), language);

  float y = pdf::draw_sale_head(page, {pdf::seller_letterhead(seller, t),
                                       receipt_kind ? t.receipt : t.credit_note,
                                       std::string(t.number) + " " + document.number,
                                       std::string(t.date) + t.colon + issued_on,
                                       "",
                                       {}});

  // Who bought, under which booking, and for a credit note the receipt it refunds.
  y -= 22;
  page.text(margin, y, t.customer, label_style);
  page.text(margin + 250, y, t.booking, label_style);
  if (!receipt_kind) page.text(margin + 380, y, t.refers_to, label_style);
  y -= 15;
  page.text(margin, y, sale.buyer_name, {11, true});
  page.text(margin + 250, y, sale.booking_reference, {11});
  if (!receipt_kind)
    page.text(margin + 380, y, std::string(t.receipt_word) + " " + document.receipt_number, {11});

  // The one line sold: the course, its date and place.
  y -= 34;
  page.fill_rectangle(margin, y - 6, right - margin, 20, pdf::surface);
  page.text(margin + 8, y, t.description, {8.5f, true, pdf::muted});
  page.text(right - 8, y, t.amount, {8.5f, true, pdf::muted, pdf::Align::right});
  y -= 24;
  const pdf::Style title_style{10.5f, true};
  // A receipt's promo code: the course at its price, the discount on a line of its own.
  const bool discounted = receipt_kind && sale.discount_cents != 0;
  page.text(right - 8, y,
            format_money(sale.amounts.subtotal_cents + (discounted ? sale.discount_cents : 0), language),
            {10.5f, false, pdf::ink, pdf::Align::right});
  for (const auto& line : page.wrap(sale.course_title(language), title_style, right - margin - 140)) {
    page.text(margin + 8, y, line, title_style);
    y -= 14;
  }
  const pdf::Style detail{9, false, pdf::muted};
  const bool dated = sale.session_starts_at != 0;
  page.text(margin + 8, y,
            dated ? format_session_time(sale.session_starts_at, sale.session_ends_at, language)
                  : std::string(t.date_to_confirm),
            detail);
  if (dated && !sale.session_location.empty()) {
    y -= 13;
    page.text(margin + 8, y, sale.session_location, detail);
  }
  if (discounted) {
    y -= 18;
    // An en dash for the minus sign: U+2212 is not in Windows-1252, the standard fonts' encoding.
    page.text(margin + 8, y, std::string(t.discount) + " " + sale.promo_code, body);
    page.text(right - 8, y, "–" + format_money(sale.discount_cents, language),
              {10, false, pdf::ink, pdf::Align::right});
  }
  y -= 14;
  page.line(margin, y, right, y, 0.8f, pdf::hairline);

  // Subtotal, each tax on its own line, total.
  const float labels_x = right - 210;
  const std::pair<const char*, long long> rows[] = {{t.subtotal, sale.amounts.subtotal_cents},
                                                    {t.gst, sale.amounts.gst_cents},
                                                    {t.qst, sale.amounts.qst_cents}};
  y -= 20;
  for (const auto& [label, cents] : rows) {
    page.text(labels_x, y, label, body);
    page.text(right - 8, y, format_money(cents, language), {10, false, pdf::ink, pdf::Align::right});
    y -= 17;
  }
  page.line(labels_x, y + 9, right, y + 9, 0.8f, pdf::ink);
  y -= 6;
  page.text(labels_x, y, t.total, {12, true});
  page.text(right - 8, y, format_money(sale.amounts.total_cents, language),
            {12, true, pdf::ink, pdf::Align::right});

  // How it was paid (or refunded), with a stamp on receipts.
  y -= 44;
  if (receipt_kind) {
    const float stamp_width = pdf::draw_paid_stamp(page, margin, y, t);
    page.text(
        margin + stamp_width + 14, y + 1,
        std::string(t.paid) + " " + method_name(sale.payment_method, t) + " " + t.on + " " + issued_on + ".",
        body);
  } else {
    page.text(margin, y,
              std::string(t.refunded) + " " + method_name(sale.payment_method, t) + " " + t.on + " " +
                  issued_on + ".",
              body);
  }

  // The footer: thanks, and on an English copy, which version prevails.
  pdf::draw_sale_footer(page, std::string(t.thanks) + "  ·  " + seller.name + "  ·  " + seller.email, t);
}

}  // namespace

std::string render_document_pdf(const Document& document) {
  const bool receipt_kind = document.kind == receipt;
  pdf::Document pdf(std::string(receipt_kind ? "Reçu " : "Note de crédit ") + document.number);
  auto french_page = pdf.add_page();
  draw_page(french_page, document, french);
  if (document.sale.language == "en") {
    auto english_page = pdf.add_page();
    draw_page(english_page, document, english);
  }
  return pdf.bytes();
}

}  // namespace secours::documents
