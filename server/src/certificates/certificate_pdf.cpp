#include "certificates/certificate_pdf.h"

#include <qrencode.h>

#include <cmath>
#include <memory>
#include <stdexcept>

#include "common/display_format.h"
#include "common/pdf.h"

namespace secours::certificates {

namespace {

struct Labels {
  const char* instructor;
  const char* heading;
  const char* certifies;
  const char* completed;
  const char* accredited;
  const char* issued;
  const char* expires;
  const char* credential;
  const char* verify;
};

const Labels& labels_for(const std::string& language) {
  static const Labels french{"Formateur ou formatrice :",
                             "Attestation de formation",
                             "Nous attestons que",
                             "a réussi la formation",
                             "Reconnue par",
                             "Délivrée le",
                             "Valide jusqu'au",
                             "No de certificat",
                             "Vérifiez l'authenticité en balayant le code ou à l'adresse :"};
  static const Labels english{"Instructor:",
                              "Certificate of completion",
                              "This certifies that",
                              "has successfully completed",
                              "Recognized by",
                              "Issued on",
                              "Valid until",
                              "Certificate ID",
                              "Verify this certificate by scanning the code or at:"};
  return language == "en" ? english : french;
}

// The QR code's dark modules as squares of a `size`-point square whose bottom-left corner is (x, y).
std::vector<std::array<float, 3>> qr_squares(const std::vector<std::vector<bool>>& modules, float x, float y,
                                             float size) {
  std::vector<std::array<float, 3>> squares;
  if (modules.empty()) return squares;
  float cell = size / static_cast<float>(modules.size());
  for (std::size_t row = 0; row < modules.size(); ++row) {
    for (std::size_t column = 0; column < modules[row].size(); ++column) {
      if (modules[row][column]) squares.push_back({x + column * cell, y + size - (row + 1) * cell, cell});
    }
  }
  return squares;
}

// 720 minutes → "12", 390 → "6,5" in French and "6.5" in English (tenths of hours, rounded).
std::string hours_text(long long minutes, const std::string& language) {
  const long long tenths = (minutes + 3) / 6;
  std::string text = std::to_string(tenths / 10);
  if (tenths % 10 != 0) text += (language == "en" ? "." : ",") + std::to_string(tenths % 10);
  return text;
}

}  // namespace

std::string early_childhood_statement(long long minutes, const std::string& language) {
  const std::string h = hours_text(minutes, language);
  if (language == "en")
    return h +
           "-hour first-aid training adapted to early childhood, including a section on severe allergic "
           "reactions, as required by the Ministère de la Famille.";
  return "Formation en secourisme de " + h +
         " heures adaptée à la petite enfance, comprenant un volet sur les réactions allergiques sévères, "
         "conforme aux exigences du ministère de la Famille.";
}

std::vector<std::vector<bool>> qr_modules(const std::string& text) {
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  if (!code) throw std::runtime_error("QR encoding failed");
  std::vector<std::vector<bool>> modules(code->width, std::vector<bool>(code->width));
  for (int row = 0; row < code->width; ++row) {
    for (int column = 0; column < code->width; ++column)
      modules[row][column] = code->data[row * code->width + column] & 1;
  }
  return modules;
}

std::string render_certificate_pdf(const CertificateDocument& document) {
  pdf::Document pdf(document.course_title + " — " + document.holder_name);
  pdf::Page page = pdf.add_page(true);
  const float width = page.width();
  const float height = page.height();
  const float middle = width / 2;
  const Labels& labels = labels_for(document.language);
  const pdf::Style centered{14, false, pdf::ink, pdf::Align::center};
  const pdf::Style centered_bold{14, true, pdf::ink, pdf::Align::center};
  auto sized = [](pdf::Style style, float size) {
    style.size = size;
    return style;
  };

  // A first-aid red frame around the page.
  page.stroke_rectangle(24, 24, width - 48, height - 48, 6, pdf::brand_red);
  pdf::draw_letterhead(page, {document.company_name, {}}, middle, height - 64, pdf::Align::center);
  page.text(middle, height - 135, labels.heading, sized(centered_bold, 30));
  page.text(middle, height - 185, labels.certifies, centered);
  page.text(middle, height - 225, document.holder_name, sized(centered_bold, 26));
  page.text(middle, height - 265, labels.completed, centered);
  page.text(middle, height - 298, document.course_title, sized(centered_bold, 20));
  if (!document.accreditation.empty()) {
    page.text(middle, height - 328, std::string(labels.accredited) + " " + document.accreditation,
              sized(centered, 12));
  }
  if (document.early_childhood_minutes > 0) {
    page.text(middle, height - 350,
              early_childhood_statement(document.early_childhood_minutes, document.language),
              sized(centered, 10));
  }
  const pdf::Style small{12};
  if (!document.instructor.empty()) {
    page.text(70, 170, std::string(labels.instructor) + " " + document.instructor, small);
  }
  page.text(70, 150, std::string(labels.issued) + " " + format_day(document.issued_on, document.language),
            small);
  page.text(70, 130, std::string(labels.expires) + " " + format_day(document.expires_on, document.language),
            small);
  page.text(70, 110, std::string(labels.credential) + " : " + document.credential_id, {12, true});
  page.text(70, 80, labels.verify, {9});
  page.text(70, 66, document.verification_url, {9});

  const float qr_size = 110;
  const float qr_x = width - 70 - qr_size;
  const float qr_y = 60;
  page.fill_squares(qr_squares(qr_modules(document.verification_url), qr_x, qr_y, qr_size), pdf::ink);
  page.link(qr_x, qr_y, qr_size, qr_size, document.verification_url);
  return pdf.bytes();
}

}  // namespace secours::certificates
