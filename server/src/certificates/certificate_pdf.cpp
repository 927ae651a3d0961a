#include "certificates/certificate_pdf.h"

#include <hpdf.h>
#include <qrencode.h>

#include <cstdio>
#include <memory>
#include <stdexcept>
#include <unordered_map>

namespace secours::certificates {

namespace {

void on_error(HPDF_STATUS error, HPDF_STATUS detail, void*) {
  throw std::runtime_error("PDF error " + std::to_string(error) + "/" + std::to_string(detail));
}

struct Labels {
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
  static const Labels french{"Attestation de formation",
                             "Nous attestons que",
                             "a réussi la formation",
                             "Reconnue par",
                             "Délivrée le",
                             "Valide jusqu'au",
                             "No de certificat",
                             "Vérifiez l'authenticité en balayant le code ou à l'adresse :"};
  static const Labels english{"Certificate of completion",
                              "This certifies that",
                              "has successfully completed",
                              "Recognized by",
                              "Issued on",
                              "Valid until",
                              "Certificate ID",
                              "Verify this certificate by scanning the code or at:"};
  return language == "en" ? english : french;
}

// 2026-11-22 → "22 novembre 2026" / "November 22, 2026".
std::string long_date(const std::string& iso, const std::string& language) {
  static const char* const french_months[] = {"janvier", "février", "mars",      "avril",   "mai",      "juin",
                                              "juillet", "août",    "septembre", "octobre", "novembre", "décembre"};
  static const char* const english_months[] = {"January", "February", "March",     "April",   "May",      "June",
                                               "July",    "August",   "September", "October", "November", "December"};
  int year = 0, month = 0, day = 0;
  if (std::sscanf(iso.c_str(), "%d-%d-%d", &year, &month, &day) != 3 || month < 1 || month > 12) return iso;
  if (language == "en") return std::string(english_months[month - 1]) + " " + std::to_string(day) + ", " + std::to_string(year);
  return (day == 1 ? std::string("1er") : std::to_string(day)) + " " + french_months[month - 1] + " " + std::to_string(year);
}

void centered(HPDF_Page page, HPDF_Font font, float size, float y, const std::string& utf8) {
  std::string text = to_cp1252(utf8);
  HPDF_Page_SetFontAndSize(page, font, size);
  float width = HPDF_Page_TextWidth(page, text.c_str());
  HPDF_Page_BeginText(page);
  HPDF_Page_TextOut(page, (HPDF_Page_GetWidth(page) - width) / 2, y, text.c_str());
  HPDF_Page_EndText(page);
}

void text_at(HPDF_Page page, HPDF_Font font, float size, float x, float y, const std::string& utf8) {
  std::string text = to_cp1252(utf8);
  HPDF_Page_SetFontAndSize(page, font, size);
  HPDF_Page_BeginText(page);
  HPDF_Page_TextOut(page, x, y, text.c_str());
  HPDF_Page_EndText(page);
}

void draw_qr(HPDF_Page page, const std::vector<std::vector<bool>>& modules, float x, float y, float size) {
  if (modules.empty()) return;
  float cell = size / static_cast<float>(modules.size());
  HPDF_Page_SetRGBFill(page, 0.06f, 0.09f, 0.16f);
  for (std::size_t row = 0; row < modules.size(); ++row) {
    for (std::size_t column = 0; column < modules[row].size(); ++column) {
      if (!modules[row][column]) continue;
      HPDF_Page_Rectangle(page, x + column * cell, y + size - (row + 1) * cell, cell, cell);
    }
  }
  HPDF_Page_Fill(page);
}

}  // namespace

std::string to_cp1252(const std::string& utf8) {
  static const std::unordered_map<char32_t, char> extras{
      {U'€', '\x80'}, {U'‚', '\x82'}, {U'„', '\x84'}, {U'…', '\x85'}, {U'‘', '\x91'}, {U'’', '\x92'},
      {U'“', '\x93'}, {U'”', '\x94'}, {U'–', '\x96'}, {U'—', '\x97'}, {U'œ', '\x9c'}, {U'Œ', '\x8c'},
      {U'\u202f', ' '}};
  std::string out;
  for (std::size_t i = 0; i < utf8.size();) {
    unsigned char lead = static_cast<unsigned char>(utf8[i]);
    char32_t code = 0;
    int length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 1;
    if (length == 1) {
      code = lead < 0x80 ? lead : U'?';
    } else {
      code = lead & (0xFF >> (length + 1));
      for (int k = 1; k < length && i + k < utf8.size(); ++k) code = (code << 6) | (utf8[i + k] & 0x3F);
    }
    i += static_cast<std::size_t>(length);
    if (code < 0x80 || (code >= 0xA0 && code <= 0xFF)) {
      out.push_back(static_cast<char>(code));
    } else if (auto it = extras.find(code); it != extras.end()) {
      out.push_back(it->second);
    } else {
      out.push_back('?');
    }
  }
  return out;
}

std::vector<std::vector<bool>> qr_modules(const std::string& text) {
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  if (!code) throw std::runtime_error("QR encoding failed");
  std::vector<std::vector<bool>> modules(code->width, std::vector<bool>(code->width));
  for (int row = 0; row < code->width; ++row) {
    for (int column = 0; column < code->width; ++column) modules[row][column] = code->data[row * code->width + column] & 1;
  }
  return modules;
}

std::string render_certificate_pdf(const CertificateDocument& document) {
  std::unique_ptr<std::remove_pointer_t<HPDF_Doc>, decltype(&HPDF_Free)> pdf(HPDF_New(on_error, nullptr), &HPDF_Free);
  if (!pdf) throw std::runtime_error("cannot create a PDF document");
  HPDF_Doc doc = pdf.get();
  HPDF_SetInfoAttr(doc, HPDF_INFO_TITLE, to_cp1252(document.course_title + " — " + document.holder_name).c_str());
  HPDF_SetInfoAttr(doc, HPDF_INFO_CREATOR, "Secours");
  HPDF_Page page = HPDF_AddPage(doc);
  HPDF_Page_SetSize(page, HPDF_PAGE_SIZE_A4, HPDF_PAGE_LANDSCAPE);
  const float width = HPDF_Page_GetWidth(page);
  const float height = HPDF_Page_GetHeight(page);
  HPDF_Font regular = HPDF_GetFont(doc, "Helvetica", "WinAnsiEncoding");
  HPDF_Font bold = HPDF_GetFont(doc, "Helvetica-Bold", "WinAnsiEncoding");
  const Labels& labels = labels_for(document.language);

  // A first-aid red frame around the page.
  HPDF_Page_SetRGBStroke(page, 0.78f, 0.06f, 0.18f);
  HPDF_Page_SetLineWidth(page, 6);
  HPDF_Page_Rectangle(page, 24, 24, width - 48, height - 48);
  HPDF_Page_Stroke(page);

  HPDF_Page_SetRGBFill(page, 0.78f, 0.06f, 0.18f);
  centered(page, bold, 16, height - 80, document.company_name);
  HPDF_Page_SetRGBFill(page, 0.06f, 0.09f, 0.16f);
  centered(page, bold, 30, height - 135, labels.heading);
  centered(page, regular, 14, height - 185, labels.certifies);
  centered(page, bold, 26, height - 225, document.holder_name);
  centered(page, regular, 14, height - 265, labels.completed);
  centered(page, bold, 20, height - 298, document.course_title);
  if (!document.accreditation.empty()) {
    centered(page, regular, 12, height - 328, std::string(labels.accredited) + " " + document.accreditation);
  }
  text_at(page, regular, 12, 70, 150, std::string(labels.issued) + " " + long_date(document.issued_on, document.language));
  text_at(page, regular, 12, 70, 130, std::string(labels.expires) + " " + long_date(document.expires_on, document.language));
  text_at(page, bold, 12, 70, 110, std::string(labels.credential) + " : " + document.credential_id);
  text_at(page, regular, 9, 70, 80, labels.verify);
  text_at(page, regular, 9, 70, 66, document.verification_url);

  const float qr_size = 110;
  const float qr_x = width - 70 - qr_size;
  const float qr_y = 60;
  draw_qr(page, qr_modules(document.verification_url), qr_x, qr_y, qr_size);
  HPDF_Rect link_area{qr_x, qr_y, qr_x + qr_size, qr_y + qr_size};
  HPDF_Page_CreateURILinkAnnot(page, link_area, document.verification_url.c_str());

  HPDF_SaveToStream(doc);
  HPDF_UINT32 size = HPDF_GetStreamSize(doc);
  std::string bytes(size, '\0');
  HPDF_ReadFromStream(doc, reinterpret_cast<HPDF_BYTE*>(bytes.data()), &size);
  bytes.resize(size);
  return bytes;
}

}  // namespace secours::certificates
