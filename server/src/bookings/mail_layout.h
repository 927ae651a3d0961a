#pragma once

#include <string>
#include <utility>
#include <vector>

#include "mail/mail.h"

namespace secours::bookings {

// The pieces of a booking mail: paragraphs around a two-column summary (label, value).
struct MailLayout {
  std::string language = "fr";
  std::string subject;
  std::string greeting;
  std::vector<std::string> before;
  std::vector<std::pair<std::string, std::string>> summary;
  std::vector<std::string> after;
  std::string link_label, link_url;  // optional button
  std::string contact_email;
};

// Plain-text and HTML parts; every value is escaped in the HTML part.
mail::Message render_mail(const std::string& to, const MailLayout& layout);

// 114,98 $ in French, $114.98 in English.
std::string format_money(long long cents, const std::string& language);
// "samedi 5 décembre 2026" / "Saturday, December 5, 2026" for a YYYY-MM-DD date.
std::string format_date(const std::string& date, const std::string& language);
// "samedi 5 décembre 2026, 9 h 00 à 16 h 30" / "Saturday, December 5, 2026, 9:00 a.m. to 4:30 p.m."
// in Montreal time.
std::string format_session_time(long long starts_at, long long ends_at, const std::string& language);

}  // namespace secours::bookings
