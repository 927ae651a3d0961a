#include "training/quote_pdf.h"

#include <algorithm>
#include <optional>

#include "common/display_format.h"
#include "common/pdf.h"
#include "common/quebec_time.h"
#include "common/sale_pdf.h"
#include "documents/document_service.h"

namespace secours::training {

namespace {

struct Labels : pdf::SaleLabels {
  const char* quote;
  const char* valid_until;
  const char* version;
  const char* prepared_for;
  const char* training_at;
  const char* days;
  const char* description;
  const char* quantity;
  const char* unit_price;
  const char* notes;
  const char* accept;
  const char* continued;
};

const Labels french{pdf::french_sale_labels,
                    "DEVIS",
                    "Valide jusqu’au",
                    "version",
                    "PRÉPARÉ POUR",
                    "LIEU DE LA FORMATION",
                    "DATES",
                    "Description",
                    "Qté",
                    "Prix unitaire",
                    "NOTES",
                    "Pour accepter ce devis, suivez le lien reçu par courriel ou répondez-y.",
                    "Suite à la page suivante"};
const Labels english{pdf::english_sale_labels,
                     "QUOTE",
                     "Valid until",
                     "version",
                     "PREPARED FOR",
                     "TRAINING LOCATION",
                     "DATES",
                     "Description",
                     "Qty",
                     "Unit price",
                     "NOTES",
                     "To accept this quote, follow the link in its email or reply to it.",
                     "Continued on the next page"};

constexpr float margin = pdf::sale_margin;
constexpr float bottom = 130;
const pdf::Style label_style{7.5f, true, pdf::muted};
const pdf::Style body{10};
const pdf::Style right_body{10, false, pdf::ink, pdf::Align::right};

class Writer {
 public:
  Writer(pdf::Document& pdf, const Quote& quote, const documents::Seller& seller, const Labels& t)
      : pdf_(pdf), quote_(quote), seller_(seller), t_(t) {}

  void write() {
    start_page();
    draw_parties();
    draw_lines();
    draw_totals();
    draw_notes();
    pdf::draw_sale_footer(*page_, seller_.name + "  ·  " + seller_.email, t_);
  }

 private:
  float right() const { return page_->width() - margin; }

  void start_page() {
    page_ = pdf_.add_page();
    const std::string language = t_.language;
    const auto issued = quote_.sent_at != 0 ? quote_.sent_at : quote_.created_at;
    y_ = pdf::draw_sale_head(
        *page_, {pdf::seller_letterhead(seller_, t_), t_.quote,
                 std::string(t_.number) + " " + quote_.number + " (" + t_.version + " " +
                     std::to_string(quote_.version) + ")",
                 std::string(t_.date) + t_.colon + format_day(quebec_date(issued), language),
                 std::string(t_.valid_until) + t_.colon + format_day(quote_.valid_until, language),
                 pdf::Style{10, true, pdf::ink, pdf::Align::right}});
  }

  void draw_parties() {
    const std::string language = t_.language;
    y_ -= 22;
    page_->text(margin, y_, t_.prepared_for, label_style);
    page_->text(margin + 280, y_, t_.training_at, label_style);
    float left = y_ - 15, place = y_ - 15;
    page_->text(margin, left, quote_.company_name, {11, true});
    if (!quote_.contact_name.empty()) {
      left -= 13;
      page_->text(margin, left, quote_.contact_name, body);
    }
    for (const auto& line : page_->wrap(quote_.address, body, right() - margin - 280)) {
      page_->text(margin + 280, place, line, body);
      place -= 13;
    }
    place -= 8;
    page_->text(margin + 280, place, t_.days, label_style);
    const pdf::Style detail{9, false, pdf::muted};
    for (const auto& day : quote_.days) {
      place -= 12;
      page_->text(margin + 280, place, format_session_time(day.starts_at, day.ends_at, language), detail);
    }
    y_ = std::min(left, place) - 28;
  }

  void table_head() {
    page_->fill_rectangle(margin, y_ - 6, right() - margin, 20, pdf::surface);
    const pdf::Style head{8.5f, true, pdf::muted};
    const pdf::Style right_head{8.5f, true, pdf::muted, pdf::Align::right};
    page_->text(margin + 8, y_, t_.description, head);
    page_->text(right() - 200, y_, t_.quantity, right_head);
    page_->text(right() - 100, y_, t_.unit_price, right_head);
    page_->text(right() - 8, y_, t_.amount, right_head);
    y_ -= 22;
  }

  void draw_lines() {
    const std::string language = t_.language;
    table_head();
    for (const auto& line : quote_.lines) {
      const auto wrapped = page_->wrap(line.description, body, right() - margin - 230);
      if (y_ - 13.0f * static_cast<float>(wrapped.size()) < bottom) {
        page_->text(right(), y_, t_.continued, {8.5f, false, pdf::muted, pdf::Align::right});
        pdf::draw_sale_footer(*page_, seller_.name + "  ·  " + seller_.email, t_);
        start_page();
        y_ -= 22;
        table_head();
      }
      page_->text(right() - 200, y_, std::to_string(line.quantity), right_body);
      page_->text(right() - 100, y_, format_money(line.unit_price_cents, language), right_body);
      page_->text(right() - 8, y_, format_money(line.amount_cents(), language), right_body);
      for (std::size_t i = 0; i < wrapped.size(); ++i) {
        if (i > 0) y_ -= 13;
        page_->text(margin + 8, y_, wrapped[i], body);
      }
      y_ -= 8;
      page_->line(margin, y_, right(), y_, 0.6f, pdf::hairline);
      y_ -= 12;
    }
  }

  void totals_row(const std::string& label, long long cents, bool strong = false) {
    page_->text(right() - 280, y_, label, strong ? pdf::Style{12, true} : body);
    page_->text(right() - 8, y_, format_money(cents, t_.language),
                {strong ? 12.f : 10.f, strong, pdf::ink, pdf::Align::right});
    y_ -= strong ? 20 : 17;
  }

  void draw_totals() {
    if (y_ < bottom + 20) {
      pdf::draw_sale_footer(*page_, seller_.name + "  ·  " + seller_.email, t_);
      start_page();
    }
    y_ -= 8;
    const auto& a = quote_.amounts;
    totals_row(t_.subtotal, a.subtotal_cents);
    totals_row(std::string(t_.gst) + " — " + seller_.gst_number, a.gst_cents);
    totals_row(std::string(t_.qst) + " — " + seller_.qst_number, a.qst_cents);
    page_->line(right() - 280, y_ + 9, right(), y_ + 9, 0.8f, pdf::ink);
    y_ -= 4;
    totals_row(t_.total, a.total_cents, true);
  }

  void draw_notes() {
    const pdf::Style text{9.5f};
    std::vector<std::string> lines;
    if (!quote_.notes.empty()) lines = page_->wrap(quote_.notes, text, right() - margin);
    if (y_ - 40 - 13.0f * static_cast<float>(lines.size() + 2) < margin + 40) {
      pdf::draw_sale_footer(*page_, seller_.name + "  ·  " + seller_.email, t_);
      start_page();
    }
    if (!lines.empty()) {
      y_ -= 20;
      page_->text(margin, y_, t_.notes, label_style);
      for (const auto& line : lines) {
        y_ -= 13;
        page_->text(margin, y_, line, text);
      }
    }
    y_ -= 24;
    page_->text(margin, y_, t_.accept, {9.5f, true});
  }

  pdf::Document& pdf_;
  const Quote& quote_;
  const documents::Seller& seller_;
  const Labels& t_;
  std::optional<pdf::Page> page_;
  float y_ = 0;
};

}  // namespace

std::string render_quote_pdf(const Quote& quote, const core::Config& config) {
  pdf::Document pdf("Devis " + quote.number);
  const auto seller = documents::seller_of(config);
  Writer(pdf, quote, seller, french).write();
  Writer(pdf, quote, seller, english).write();
  return pdf.bytes();
}

}  // namespace secours::training
