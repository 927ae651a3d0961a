#pragma once

#include <string>
#include <vector>

namespace secours::certificates {

// What a printed certificate shows, already in the holder's language.
struct CertificateDocument {
  std::string language = "fr";  // fr | en: the labels' language
  std::string company_name;
  std::string holder_name;
  std::string course_title;
  std::string accreditation;
  std::string issued_on;   // YYYY-MM-DD
  std::string expires_on;  // YYYY-MM-DD
  std::string credential_id;
  std::string verification_url;           // what the QR code and the link point to
  std::string instructor{};               // "Name — number (body)", or empty (issued by the office)
  long long early_childhood_minutes = 0;  // > 0: the Ministère de la Famille's statement is printed
};

// The statement a certificate of first aid adapted to early childhood carries: what the Ministère de la
// Famille checks (the hours, adapted to early childhood, the section on severe allergic reactions).
std::string early_childhood_statement(long long minutes, const std::string& language);

// A one-page landscape PDF (common/pdf.h) with a QR code (libqrencode) of the verification address.
std::string render_certificate_pdf(const CertificateDocument& document);

// The QR code's modules, row by row (true = dark), for `text`.
std::vector<std::vector<bool>> qr_modules(const std::string& text);

}  // namespace secours::certificates
