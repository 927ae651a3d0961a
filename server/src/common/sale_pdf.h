#pragma once

#include <string>

#include "common/pdf.h"

namespace secours::pdf {

// What the documents of a sale share (a company's invoices and their receipts, a booking's receipts and
// credit notes; docs/decisions/021-receipts-and-credit-notes.md): the labels they have in common, their
// head, the PAID stamp and the footer.

// The labels of every document of a sale, in one language; each document's labels start with these.
struct SaleLabels {
  const char* language;
  const char* colon;  // French puts a non-breaking space before it
  const char* number;
  const char* date;
  const char* gst_number;
  const char* qst_number;
  const char* amount;
  const char* subtotal;
  const char* gst;
  const char* qst;
  const char* total;
  const char* paid_stamp;
  const char* copy_note;  // on an English copy: the French original prevails
};
inline constexpr SaleLabels french_sale_labels{"fr",
                                               "\u00a0: ",
                                               "Numéro",
                                               "Date",
                                               "TPS",
                                               "TVQ",
                                               "Montant",
                                               "Sous-total",
                                               "TPS (5\u00a0%)",
                                               "TVQ (9,975\u00a0%)",
                                               "Total",
                                               "PAYÉ",
                                               ""};
inline constexpr SaleLabels english_sale_labels{
    "en",
    ": ",
    "Number",
    "Date",
    "GST",
    "QST",
    "Amount",
    "Subtotal",
    "GST (5%)",
    "QST (9.975%)",
    "Total",
    "PAID",
    "English copy for your convenience; the French original prevails."};

// The page's margin on every side.
inline constexpr float sale_margin = 56;

// The seller as Revenu Québec asks: its name, address, contact and both registration numbers. `Seller` has
// them as name, address, phone, email, gst_number and qst_number (documents::Seller).
template <typename Seller>
Letterhead seller_letterhead(const Seller& seller, const SaleLabels& t) {
  return {seller.name,
          {seller.address, seller.phone + "  ·  " + seller.email,
           std::string(t.gst_number) + t.colon + seller.gst_number + "  ·  " + t.qst_number + t.colon +
               seller.qst_number}};
}

// A document's head: the seller's letterhead at the left; at the right its title, its number, its date
// and, when not empty, one more line (`below_date` in `below_date_style`); a red rule under them.
struct SaleHead {
  Letterhead seller;
  std::string title;   // INVOICE, RECEIPT, CREDIT NOTE
  std::string number;  // with its label
  std::string date;    // with its label
  std::string below_date;
  Style below_date_style;
};
// Returns the height of the rule, where the document goes on.
float draw_sale_head(Page& page, const SaleHead& head);

// The PAID stamp, its left edge at `x`; returns its width.
float draw_paid_stamp(Page& page, float x, float y, const SaleLabels& t);

// The footer: a rule, `note` (the seller's name and address) and on an English copy which version
// prevails. Returns the footer's height, for what a document adds there.
float draw_sale_footer(Page& page, const std::string& note, const SaleLabels& t);

}  // namespace secours::pdf
