#include "bookings/mail_layout.h"

#include <cstdio>

#include "common/quebec_time.h"
#include "mail/templates.h"

namespace secours::bookings {

namespace {

constexpr const char* phone = "819 555-0142";
constexpr const char* nbsp = "\u00a0";

bool english(const std::string& language) { return language == "en"; }

std::string clock_time(int hour, int minute, bool in_english) {
  char buffer[24];
  if (in_english) {
    int twelve = hour % 12 == 0 ? 12 : hour % 12;
    std::snprintf(buffer, sizeof buffer, "%d:%02d %s", twelve, minute, hour < 12 ? "a.m." : "p.m.");
  } else {
    std::snprintf(buffer, sizeof buffer, "%d\u00a0h\u00a0%02d", hour, minute);
  }
  return buffer;
}

std::string long_date(int year, int month, int day, int weekday, bool in_english) {
  static const char* const days_fr[] = {"dimanche", "lundi",    "mardi", "mercredi",
                                        "jeudi",    "vendredi", "samedi"};
  static const char* const days_en[] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                        "Thursday", "Friday", "Saturday"};
  static const char* const months_fr[] = {"janvier",   "février", "mars",     "avril",
                                          "mai",       "juin",    "juillet",  "août",
                                          "septembre", "octobre", "novembre", "décembre"};
  static const char* const months_en[] = {"January",   "February", "March",    "April",
                                          "May",       "June",     "July",     "August",
                                          "September", "October",  "November", "December"};
  if (in_english) {
    return std::string(days_en[weekday]) + ", " + months_en[month - 1] + " " + std::to_string(day) + ", " +
           std::to_string(year);
  }
  return std::string(days_fr[weekday]) + " " + (day == 1 ? "1er" : std::to_string(day)) + " " +
         months_fr[month - 1] + " " + std::to_string(year);
}

}  // namespace

std::string format_money(long long cents, const std::string& language) {
  std::string amount = std::to_string(cents / 100) + (english(language) ? "." : ",");
  long long fraction = cents % 100;
  amount += (fraction < 10 ? "0" : "") + std::to_string(fraction);
  return english(language) ? "$" + amount : amount + nbsp + "$";
}

std::string format_date(const std::string& date, const std::string& language) {
  // Noon UTC of that date is the same date in Montreal.
  auto noon = parse_iso8601(date + "T12:00:00Z");
  if (!noon) return date;
  LocalTime local = montreal_time(*noon);
  return long_date(local.year, local.month, local.day, local.weekday, english(language));
}

std::string format_session_time(long long starts_at, long long ends_at, const std::string& language) {
  bool in_english = english(language);
  LocalTime start = montreal_time(starts_at), end = montreal_time(ends_at);
  std::string text = long_date(start.year, start.month, start.day, start.weekday, in_english) + ", " +
                     clock_time(start.hour, start.minute, in_english) + (in_english ? " to " : " à ");
  if (start.year != end.year || start.month != end.month || start.day != end.day) {
    text += long_date(end.year, end.month, end.day, end.weekday, in_english) + ", ";
  }
  return text + clock_time(end.hour, end.minute, in_english);
}

mail::Message render_mail(const std::string& to, const MailLayout& layout) {
  bool in_english = english(layout.language);
  std::string closing = in_english ? "Warm regards," : "Au plaisir,";
  std::string team =
      in_english ? "The Formations Secours Outaouais team" : "L’équipe de Formations Secours Outaouais";
  std::string colon = in_english ? ": " : std::string(nbsp) + ": ";

  mail::Message message;
  message.to = to;
  message.subject = layout.subject;
  std::string text = layout.greeting + "\n\n";
  for (const auto& paragraph : layout.before) text += paragraph + "\n\n";
  for (const auto& [label, value] : layout.summary) text += label + colon + value + "\n";
  if (!layout.summary.empty()) text += "\n";
  if (!layout.link_url.empty()) text += layout.link_label + colon + layout.link_url + "\n\n";
  for (const auto& paragraph : layout.after) text += paragraph + "\n\n";
  message.text = text + closing + "\n" + team + "\n" + phone + " · " + layout.contact_email + "\n";

  using mail::html_escape;
  const std::string paragraph = "<p style=\"margin:0 0 16px\">";
  std::string html =
      std::string("<!DOCTYPE html>\n<html lang=\"") + (in_english ? "en" : "fr") +
      "\">\n<body style=\"margin:0;padding:24px;background:#f4f5f7\">\n"
      "<div style=\"max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;"
      "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933\">\n";
  html += paragraph + html_escape(layout.greeting) + "</p>\n";
  for (const auto& text_paragraph : layout.before) html += paragraph + html_escape(text_paragraph) + "</p>\n";
  if (!layout.summary.empty()) {
    html += "<table role=\"presentation\" style=\"width:100%;border-collapse:collapse;margin:0 0 16px\">\n";
    for (const auto& [label, value] : layout.summary) {
      html += "<tr><td style=\"padding:4px 12px 4px 0;color:#52606d;vertical-align:top\">" +
              html_escape(label) + "</td><td style=\"padding:4px 0;font-weight:bold\">" + html_escape(value) +
              "</td></tr>\n";
    }
    html += "</table>\n";
  }
  if (!layout.link_url.empty()) {
    html += paragraph + "<a href=\"" + html_escape(layout.link_url) +
            "\" style=\"display:inline-block;padding:12px 20px;background:#c8102e;color:#ffffff;"
            "text-decoration:none;border-radius:6px;font-weight:bold\">" +
            html_escape(layout.link_label) + "</a></p>\n";
  }
  for (const auto& text_paragraph : layout.after) html += paragraph + html_escape(text_paragraph) + "</p>\n";
  html += "<p style=\"margin:24px 0 0\">" + html_escape(closing) + "<br>" + html_escape(team) + "<br>" +
          phone + " · <a href=\"mailto:" + html_escape(layout.contact_email) + "\" style=\"color:#c8102e\">" +
          html_escape(layout.contact_email) + "</a></p>\n</div>\n</body>\n</html>\n";
  message.html = html;
  return message;
}

}  // namespace secours::bookings
