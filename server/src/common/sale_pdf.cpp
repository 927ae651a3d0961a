#include "common/sale_pdf.h"

namespace secours::pdf {

float draw_sale_head(Page& page, const SaleHead& head) {
  const float right = page.width() - sale_margin;
  const float top = page.height() - sale_margin;
  draw_letterhead(page, head.seller, sale_margin, top, Align::left);
  page.text(right, top - 20, head.title, {20, true, ink, Align::right});
  page.text(right, top - 40, head.number, {11, true, ink, Align::right});
  page.text(right, top - 55, head.date, {10, false, ink, Align::right});
  if (!head.below_date.empty()) page.text(right, top - 69, head.below_date, head.below_date_style);
  const float rule = top - 84;
  page.line(sale_margin, rule, right, rule, 1.2f, brand_red);
  return rule;
}

float draw_paid_stamp(Page& page, float x, float y, const SaleLabels& t) {
  const Style stamp{13, true, brand_red, Align::center};
  const float width = page.text_width(t.paid_stamp, stamp) + 24;
  page.stroke_rectangle(x, y - 8, width, 26, 1.5f, brand_red);
  page.text(x + width / 2, y, t.paid_stamp, stamp);
  return width;
}

float draw_sale_footer(Page& page, const std::string& note, const SaleLabels& t) {
  const float footer = sale_margin + 10;
  page.line(sale_margin, footer + 22, page.width() - sale_margin, footer + 22, 0.8f, hairline);
  page.text(page.width() / 2, footer + 6, note, {8.5f, false, muted, Align::center});
  if (*t.copy_note != '\0') {
    page.text(page.width() / 2, footer - 8, t.copy_note, {8, false, muted, Align::center});
  }
  return footer;
}

}  // namespace secours::pdf
