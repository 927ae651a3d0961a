#include <gtest/gtest.h>

#include <cstdio>

#include "certificates/certificate.h"
#include "certificates/certificate_pdf.h"
#include "common/pdf.h"

using namespace secours::certificates;
using secours::pdf::to_cp1252;

namespace {
CertificateDocument sample(const std::string& language) {
  return {language,
          "Formations Secours Outaouais",
          "Élodie Lévesque",
          "RCR/DEA niveau C",
          "Fondation des maladies du cœur et de l'AVC",
          "2026-11-22",
          "2029-11-22",
          "SEC-7K2M-QX9P-4TNB",
          "https://formations.example/verify/SEC-7K2M-QX9P-4TNB"};
}
// How libharu writes a string literal: '/' and bytes above 0x7F as octal escapes.
std::string pdf_literal(const std::string& utf8) {
  std::string out;
  for (unsigned char c : to_cp1252(utf8)) {
    if (c == '/' || c >= 0x80) {
      char escaped[5];
      std::snprintf(escaped, sizeof escaped, "\\%03o", c);
      out += escaped;
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  return out;
}
}  // namespace

TEST(CertificatePdf, IsARealPdfCarryingTheVerificationLink) {
  auto pdf = render_certificate_pdf(sample("fr"));
  ASSERT_GT(pdf.size(), 1000u);
  EXPECT_EQ(pdf.substr(0, 5), "%PDF-");
  EXPECT_NE(pdf.find("%%EOF"), std::string::npos);
  EXPECT_NE(pdf.find("/URI (" + pdf_literal("https://formations.example/verify/SEC-7K2M-QX9P-4TNB") + ")"),
            std::string::npos);
}

TEST(CertificatePdf, WritesTheHolderAndLabelsInTheHoldersLanguage) {
  auto french = render_certificate_pdf(sample("fr"));
  auto english = render_certificate_pdf(sample("en"));
  EXPECT_NE(french.find("(" + pdf_literal("Élodie Lévesque") + ") Tj"), std::string::npos);
  EXPECT_NE(french.find("Attestation de formation"), std::string::npos);
  EXPECT_NE(english.find("Certificate of completion"), std::string::npos);
  EXPECT_NE(english.find("SEC-7K2M-QX9P-4TNB"), std::string::npos);
  EXPECT_NE(english.find("November 22, 2029"), std::string::npos);
}

TEST(CertificatePdf, EncodesTheUrlAsAQrCode) {
  auto modules = qr_modules("https://formations.example/verify/ABC");
  ASSERT_GE(modules.size(), 21u);
  EXPECT_EQ(modules.size(), modules[0].size());
  // Finder pattern: the top-left 7×7 corner is dark on its border.
  for (int i = 0; i < 7; ++i) {
    EXPECT_TRUE(modules[0][i]);
    EXPECT_TRUE(modules[i][0]);
  }
  EXPECT_NE(qr_modules("https://formations.example/verify/ABC"),
            qr_modules("https://formations.example/verify/ABD"));
}

TEST(CertificateDates, AddMonthsClampsToTheMonthsLastDay) {
  EXPECT_EQ(secours::certificates::add_months("2026-11-22", 36), "2029-11-22");
  EXPECT_EQ(secours::certificates::add_months("2028-02-29", 12), "2029-02-28");
  EXPECT_EQ(secours::certificates::add_months("2026-12-31", 2), "2027-02-28");
}
