#include "companies/first_aiders_pdf.h"

#include "common/display_format.h"
#include "common/pdf.h"
#include "common/quebec_time.h"

namespace secours::companies {

namespace {

constexpr float margin = 56;

std::string shift_title(std::size_t position, std::size_t count) {
  if (count == 1) return "Tous les quarts de travail";
  return "Quart de travail " + std::to_string(position + 1);
}

}  // namespace

std::string render_first_aiders_pdf(const FirstAidersNotice& notice) {
  pdf::Document pdf("Secouristes — " + notice.workplace.name);
  auto page = pdf.add_page();
  const float right = page.width() - margin;
  float y = page.height() - margin - 10;
  page.text(page.width() / 2, y, "SECOURISTES EN MILIEU DE TRAVAIL",
            {22, true, pdf::brand_red, pdf::Align::center});
  y -= 30;
  page.text(page.width() / 2, y, notice.company_name, {14, true, pdf::ink, pdf::Align::center});
  y -= 20;
  page.text(page.width() / 2, y, notice.workplace.name, {13, false, pdf::ink, pdf::Align::center});
  if (!notice.workplace.address.empty()) {
    y -= 16;
    page.text(page.width() / 2, y, notice.workplace.address, {10, false, pdf::muted, pdf::Align::center});
  }
  y -= 20;
  page.line(margin, y, right, y, 1.5f, pdf::brand_red);
  y -= 26;
  for (std::size_t shift = 0; shift < notice.shifts.size(); ++shift) {
    if (y < margin + 120) {
      page = pdf.add_page();
      y = page.height() - margin;
    }
    const auto& counts = notice.shifts[shift];
    page.fill_rectangle(margin, y - 8, right - margin, 24, pdf::surface);
    page.text(margin + 10, y, shift_title(shift, notice.shifts.size()), {13, true});
    page.text(right - 10, y,
              std::to_string(counts.workers) + " travailleurs · " + std::to_string(counts.required) +
                  (counts.required > 1 ? " secouristes requis" : " secouriste requis"),
              {10, false, pdf::muted, pdf::Align::right});
    y -= 30;
    const auto& names = notice.first_aiders[shift];
    if (names.empty()) {
      page.text(margin + 10, y, "Aucun secouriste certifié pour ce quart.", {12, false, pdf::brand_red});
      y -= 22;
    }
    for (const auto& first_aider : names) {
      if (y < margin + 60) {
        page = pdf.add_page();
        y = page.height() - margin;
      }
      page.text(margin + 10, y, first_aider.name, {14, true});
      page.text(right - 10, y, "certificat valide jusqu’au " + format_day(first_aider.expires_on, "fr"),
                {10, false, pdf::muted, pdf::Align::right});
      y -= 24;
    }
    y -= 14;
  }
  const float footer = margin;
  page.line(margin, footer + 26, right, footer + 26, 0.8f, pdf::hairline);
  page.text(page.width() / 2, footer + 10,
            "En cas d’urgence, avisez un secouriste. Liste à jour au " +
                format_day(quebec_date(notice.issued_at), "fr") + ".",
            {9, false, pdf::muted, pdf::Align::center});
  return pdf.bytes();
}

}  // namespace secours::companies
