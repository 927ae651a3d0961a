#include "rosters/sign_in_sheet_pdf.h"

#include <algorithm>

#include "common/pdf.h"

namespace secours::rosters {

namespace {

struct Labels {
  const char* heading;
  const char* when;
  const char* where;
  const char* instructors;
  const char* none;
  const char* name;
  const char* company;
  const char* signature;
  const char* instructor_signature;
  const char* page;
};

const Labels& labels_for(const std::string& language) {
  static const Labels french{"Feuille de présence",
                             "Date :",
                             "Lieu :",
                             "Formateurs :",
                             "(à confirmer)",
                             "Nom",
                             "Entreprise",
                             "Signature",
                             "Signature du formateur ou de la formatrice :",
                             "Page"};
  static const Labels english{"Sign-in sheet",           "Date:", "Place:",  "Instructors:",
                              "(to be confirmed)",       "Name",  "Company", "Signature",
                              "Instructor's signature:", "Page"};
  return language == "en" ? english : french;
}

constexpr float margin = 48;

// The text's first line within max_width (a long name is cut, the sheet keeps one line per attendee).
std::string first_line(const pdf::Page& page, const std::string& text, const pdf::Style& style,
                       float max_width) {
  auto lines = page.wrap(text, style, max_width);
  return lines.empty() ? "" : lines.front();
}
constexpr float row_height = 30;

}  // namespace

std::string render_sign_in_sheet(const SignInSheet& sheet) {
  const Labels& labels = labels_for(sheet.language);
  pdf::Document pdf(std::string(labels.heading) + " — " + sheet.course_title);
  const pdf::Style regular{10};
  const pdf::Style bold{10, true};
  const pdf::Style heading{18, true};
  std::string instructors;
  for (const auto& name : sheet.instructors) instructors += (instructors.empty() ? "" : ", ") + name;
  if (instructors.empty()) instructors = labels.none;

  std::size_t next = 0;
  int page_number = 0;
  do {
    pdf::Page page = pdf.add_page();
    ++page_number;
    const float width = page.width();
    float y = pdf::draw_letterhead(page, {sheet.company_name, {}}, margin, page.height() - margin,
                                   pdf::Align::left) -
              30;
    page.text(margin, y, labels.heading, heading);
    y -= 22;
    for (const auto& line : page.wrap(sheet.course_title, {12, true}, width - 2 * margin)) {
      page.text(margin, y, line, {12, true});
      y -= 16;
    }
    page.text(margin, y, std::string(labels.when) + " " + sheet.when, regular);
    y -= 14;
    page.text(margin, y, std::string(labels.where) + " " + sheet.location, regular);
    y -= 14;
    for (const auto& line :
         page.wrap(std::string(labels.instructors) + " " + instructors, regular, width - 2 * margin)) {
      page.text(margin, y, line, regular);
      y -= 14;
    }
    y -= 10;
    // The table's head; a session over several days signs once a day, in boxes that share the space the
    // company gives up.
    const std::size_t boxes = std::max<std::size_t>(sheet.days.size(), 1);
    const float number_x = margin + 4, name_x = margin + 28, company_x = margin + 210,
                signature_x = boxes > 1 ? margin + 290 : margin + 330;
    const float box_width = (width - margin - signature_x) / static_cast<float>(boxes);
    page.fill_rectangle(margin, y - 6, width - 2 * margin, 20, pdf::surface);
    page.text(number_x, y, "#", bold);
    page.text(name_x, y, labels.name, bold);
    page.text(company_x, y, labels.company, bold);
    if (boxes == 1) page.text(signature_x, y, labels.signature, bold);
    for (std::size_t day = 0; boxes > 1 && day < boxes; ++day) {
      page.text(signature_x + box_width * static_cast<float>(day) + 2, y,
                first_line(page, sheet.days[day], {8, true}, box_width - 4), {8, true});
    }
    y -= 6;
    // As many attendees as fit above the footer.
    while (next < sheet.attendees.size() && y - row_height > margin + 70) {
      const auto& attendee = sheet.attendees[next];
      const float baseline = y - row_height + 11;
      page.text(number_x, baseline, std::to_string(next + 1), regular);
      page.text(name_x, baseline, first_line(page, attendee.name, regular, company_x - name_x - 8), regular);
      if (!attendee.company.empty())
        page.text(company_x, baseline,
                  first_line(page, attendee.company, regular, signature_x - company_x - 8),
                  {9, false, pdf::muted});
      for (std::size_t day = 0; day < boxes; ++day) {
        page.stroke_rectangle(signature_x + box_width * static_cast<float>(day) + (day ? 2.0f : 0.0f),
                              y - row_height + 4, box_width - (day ? 2.0f : 0.0f), row_height - 8, 0.6f,
                              pdf::muted);
      }
      page.line(margin, y - row_height, width - margin, y - row_height, 0.5f, pdf::hairline);
      y -= row_height;
      ++next;
    }
    if (next >= sheet.attendees.size()) {
      page.text(margin, margin + 40, labels.instructor_signature, bold);
      page.line(margin + 230, margin + 38, width - margin, margin + 38, 0.6f, pdf::ink);
    }
    page.text(width - margin, margin - 20, std::string(labels.page) + " " + std::to_string(page_number),
              {8, false, pdf::muted, pdf::Align::right});
  } while (next < sheet.attendees.size());
  return pdf.bytes();
}

}  // namespace secours::rosters
