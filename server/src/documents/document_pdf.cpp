#include "documents/document_pdf.h"

#include "common/display_format.h"
#include "common/pdf.h"
#include "common/quebec_time.h"

namespace secours::documents {

namespace {

struct Labels {
  const char* language;
  const char* colon;  // French puts a non-breaking space before it
  const char* receipt;
  const char* credit_note;
  const char* number;
  const char* date;
  const char* gst_number;
  const char* qst_number;
  const char* customer;
  const char* booking;
  const char* refers_to;
  const char* receipt_word;
  const char* description;
  const char* amount;
  const char* date_to_confirm;
  const char* subtotal;
  const char* gst;
  const char* qst;
  const char* total;
  const char* paid_stamp;
  const char* paid;
  const char* refunded;
  const char* on;
  const char* card;  // how, after "paid" or "refunded"
  const char* interac;
  const char* cash;
  const char* invoice;
  const char* thanks;
  const char* copy_note;
  const char* discount;  // a receipt's promo code, before the code itself
};

const Labels french{"fr",
                    "\u00a0: ",
                    "REÇU",
                    "NOTE DE CRÉDIT",
                    "Numéro",
                    "Date",
                    "TPS",
                    "TVQ",
                    "CLIENT",
                    "RÉSERVATION",
                    "RÉFÉRENCE",
                    "Reçu",
                    "Description",
                    "Montant",
                    "Sur demande — date à confirmer",
                    "Sous-total",
                    "TPS (5\u00a0%)",
                    "TVQ (9,975\u00a0%)",
                    "Total",
                    "PAYÉ",
                    "Payé",
                    "Remboursé",
                    "le",
                    "par carte de crédit",
                    "par virement Interac",
                    "comptant",
                    "sur facture",
                    "Merci de votre confiance\u00a0!",
                    "",
                    "Rabais — code promo"};
const Labels english{"en",
                     ": ",
                     "RECEIPT",
                     "CREDIT NOTE",
                     "Number",
                     "Date",
                     "GST",
                     "QST",
                     "CUSTOMER",
                     "BOOKING",
                     "REFERENCE",
                     "Receipt",
                     "Description",
                     "Amount",
                     "On request — date to be confirmed",
                     "Subtotal",
                     "GST (5%)",
                     "QST (9.975%)",
                     "Total",
                     "PAID",
                     "Paid",
                     "Refunded",
                     "on",
                     "by credit card",
                     "by Interac e-Transfer",
                     "in cash",
                     "on invoice",
                     "Thank you for your trust!",
                     "English copy for your convenience; the French original prevails.",
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

constexpr float margin = 56;
const pdf::Style label_style{7.5f, true, pdf::muted};
const pdf::Style body{10};

// Draws one page of the document in the language of `t`.
void draw_page(pdf::Page& page, const Document& document, const Labels& t) {
  const float right = page.width() - margin;
  const float top = page.height() - margin;
  const Seller& seller = document.seller;
  const Sale& sale = document.sale;
  const std::string language = t.language;
  const bool receipt_kind = document.kind == receipt;
  const std::string issued_on = format_day(quebec_date(document.issued_at), language);

  // The seller, as Revenu Québec asks: name, address and both registration numbers.
  pdf::draw_letterhead(page,
                       {seller.name,
                        {seller.address, seller.phone + "  ·  " + seller.email,
                         std::string(t.gst_number) + t.colon + seller.gst_number + "  ·  " + t.qst_number +
                             t.colon + seller.qst_number}},
                       margin, top, pdf::Align::left);
  page.text(right, top - 20, receipt_kind ? t.receipt : t.credit_note,
            {20, true, pdf::ink, pdf::Align::right});
  page.text(right, top - 40, std::string(t.number) + " " + document.number,
            {11, true, pdf::ink, pdf::Align::right});
  page.text(right, top - 55, std::string(t.date) + t.colon + issued_on,
            {10, false, pdf::ink, pdf::Align::right});
  float y = top - 84;
  page.line(margin, y, right, y, 1.2f, pdf::brand_red);

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
    const pdf::Style stamp{13, true, pdf::brand_red, pdf::Align::center};
    const float stamp_width = page.text_width(t.paid_stamp, stamp) + 24;
    page.stroke_rectangle(margin, y - 8, stamp_width, 26, 1.5f, pdf::brand_red);
    page.text(margin + stamp_width / 2, y, t.paid_stamp, stamp);
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
  const float footer = margin + 10;
  page.line(margin, footer + 22, right, footer + 22, 0.8f, pdf::hairline);
  page.text(page.width() / 2, footer + 6,
            std::string(t.thanks) + "  ·  " + seller.name + "  ·  " + seller.email,
            {8.5f, false, pdf::muted, pdf::Align::center});
  if (*t.copy_note != '\0') {
    page.text(page.width() / 2, footer - 8, t.copy_note, {8, false, pdf::muted, pdf::Align::center});
  }
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
