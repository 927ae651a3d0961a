#include <gtest/gtest.h>

#include <sstream>

#include "common/base64.h"
#include "mail/mime.h"

namespace base64 = secours::base64;

using secours::mail::Attachment;
using secours::mail::Envelope;
using secours::mail::Message;
namespace mail = secours::mail;

namespace {

const Envelope envelope{"Formations Secours Outaouais <info@secours.example>", "abc123@secours.example",
                        1741097109};

Message sample() {
  Message message;
  message.to = "marie@example.com";
  message.subject = "Rappel de votre cours";
  message.text = "Bonjour Marie,\nÀ bientôt!";
  message.html = "<p>Bonjour Marie,</p>";
  return message;
}

// The body of the part whose headers contain `marker`: from the blank line to the next boundary.
std::string part_body(const std::string& mime, const std::string& marker) {
  auto at = mime.find(marker);
  if (at == std::string::npos) return "";
  auto start = mime.find("\r\n\r\n", at) + 4;
  return mime.substr(start, mime.find("\r\n--", start) - start);
}

std::string decode_quoted_printable(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '=') {
      out.push_back(text[i]);
    } else if (text.compare(i + 1, 2, "\r\n") == 0) {
      i += 2;
    } else {
      out.push_back(static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16)));
      i += 2;
    }
  }
  return out;
}

// Decodes a header value made of RFC 2047 words separated by folding.
std::string decode_words(const std::string& value) {
  std::string out;
  for (auto start = value.find("=?UTF-8?B?"); start != std::string::npos;
       start = value.find("=?UTF-8?B?", start)) {
    auto end = value.find("?=", start + 10);
    out += base64::decode(value.substr(start + 10, end - start - 10));
    start = end;
  }
  return out;
}

std::string header(const std::string& mime, const std::string& name) {
  auto at = mime.find("\r\n" + name + ": ");
  if (at == std::string::npos) return "";
  auto start = at + name.size() + 4;
  std::string value;
  for (auto end = mime.find("\r\n", start);; end = mime.find("\r\n", start)) {
    value += mime.substr(start, end - start);
    if (mime[end + 2] != ' ') return value;  // a folded header continues on lines starting with a space
    start = end + 2;
  }
}

}  // namespace

TEST(Mime, CarriesTheHeadersOfACompleteMessage) {
  std::string mime = mail::build_mime(sample(), envelope);
  EXPECT_TRUE(mime.starts_with("From: Formations Secours Outaouais <info@secours.example>\r\n"));
  EXPECT_EQ(header(mime, "To"), "marie@example.com");
  EXPECT_EQ(header(mime, "Subject"), "Rappel de votre cours");
  EXPECT_EQ(header(mime, "Date"), "Tue, 04 Mar 2025 14:05:09 +0000");
  EXPECT_EQ(header(mime, "Message-ID"), "<abc123@secours.example>");
  EXPECT_EQ(header(mime, "MIME-Version"), "1.0");
  EXPECT_NE(mime.find("Content-Type: multipart/mixed; boundary="), std::string::npos);
  EXPECT_NE(mime.find("Content-Type: multipart/alternative; boundary="), std::string::npos);
}

TEST(Mime, EncodesANonAsciiSubjectAsUtf8Words) {
  Message message = sample();
  message.subject = "Réservation confirmée : Secourisme en milieu de travail, Gatineau, été 2025 ✓";
  std::string subject = header(mail::build_mime(message, envelope), "Subject");
  EXPECT_TRUE(subject.starts_with("=?UTF-8?B?"));
  EXPECT_EQ(decode_words(subject), message.subject);
  std::istringstream lines(mail::encode_header_text(message.subject));
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 77u);  // 75 + "\r" + " "
}

TEST(Mime, KeepsUserTextOutOfOtherHeaders) {
  Message message = sample();
  message.subject = "Bonjour\r\nBcc: everyone@example.com";
  std::string mime = mail::build_mime(message, envelope);
  EXPECT_EQ(mime.find("\r\nBcc:"), std::string::npos);
}

TEST(Mime, HasPlainTextAndHtmlAlternativesInUtf8) {
  std::string mime = mail::build_mime(sample(), envelope);
  std::string text = part_body(mime, "Content-Type: text/plain; charset=utf-8");
  std::string html = part_body(mime, "Content-Type: text/html; charset=utf-8");
  EXPECT_EQ(decode_quoted_printable(text), "Bonjour Marie,\r\nÀ bientôt!");
  EXPECT_EQ(decode_quoted_printable(html), "<p>Bonjour Marie,</p>");
  EXPECT_LT(mime.find("text/plain"), mime.find("text/html"));  // the last alternative is the preferred one
}

TEST(Mime, LeavesOutTheHtmlPartWhenThereIsNone) {
  Message message = sample();
  message.html.clear();
  EXPECT_EQ(mail::build_mime(message, envelope).find("text/html"), std::string::npos);
}

TEST(Mime, AttachesFilesInBase64ThatDecodeBack) {
  Message message = sample();
  std::string bytes;
  for (int i = 0; i < 256 * 3; ++i) bytes.push_back(static_cast<char>(i % 256));
  message.attachments.push_back({"attestation.pdf", "application/pdf", bytes});
  message.attachments.push_back({"cours d’été.ics", "text/calendar; charset=utf-8", "BEGIN:VCALENDAR"});
  std::string mime = mail::build_mime(message, envelope);

  std::string pdf = part_body(mime, "Content-Disposition: attachment; filename=\"attestation.pdf\"");
  EXPECT_EQ(base64::decode(pdf), bytes);
  std::istringstream lines(pdf);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 77u);
  EXPECT_NE(mime.find("Content-Type: application/pdf\r\n"), std::string::npos);
  std::string ics = part_body(mime, "filename*=UTF-8''cours%20d%E2%80%99%C3%A9t%C3%A9.ics");
  EXPECT_EQ(base64::decode(ics), "BEGIN:VCALENDAR");
}

TEST(QuotedPrintable, KeepsLinesShortAndEncodesWhatMustBe) {
  std::string long_line(200, 'a');
  std::string text = "prix = 10 $ \nligne " + long_line + "\nfin\t";
  std::string encoded = mail::encode_quoted_printable(text);
  EXPECT_EQ(decode_quoted_printable(encoded), "prix = 10 $ \r\nligne " + long_line + "\r\nfin\t");
  EXPECT_NE(encoded.find("=3D"), std::string::npos);
  EXPECT_NE(encoded.find("$=20\r\n"), std::string::npos);  // a space ending a line would be stripped
  EXPECT_TRUE(encoded.ends_with("=09"));
  std::istringstream lines(encoded);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 77u);
}

TEST(Base64, RoundTripsAndRejectsGarbage) {
  EXPECT_EQ(base64::encode("Formations"), "Rm9ybWF0aW9ucw==");
  EXPECT_EQ(base64::decode("Rm9ybWF0\r\naW9ucw=="), "Formations");
  EXPECT_THROW(base64::decode("Rm9y*"), std::invalid_argument);
}

TEST(Mime, FormatsDatesAndAddresses) {
  EXPECT_EQ(mail::rfc5322_date(0), "Thu, 01 Jan 1970 00:00:00 +0000");
  EXPECT_EQ(mail::address_of("Formations Secours Outaouais <info@secours.example>"), "info@secours.example");
  EXPECT_EQ(mail::address_of("info@secours.example"), "info@secours.example");
}
