#include "common/display_format.h"

#include <cstdio>

#include "common/quebec_time.h"

namespace secours {

namespace {

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

// weekday -1: the date alone.
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
    std::string date =
        std::string(months_en[month - 1]) + " " + std::to_string(day) + ", " + std::to_string(year);
    return weekday < 0 ? date : std::string(days_en[weekday]) + ", " + date;
  }
  std::string date =
      (day == 1 ? "1er" : std::to_string(day)) + " " + months_fr[month - 1] + " " + std::to_string(year);
  return weekday < 0 ? date : std::string(days_fr[weekday]) + " " + date;
}

// A YYYY-MM-DD date in words, with or without its weekday; the text as is when malformed.
std::string date_text(const std::string& date, bool in_english, bool with_weekday) {
  // Noon UTC of that date is the same date in Montreal.
  auto noon = parse_iso8601(date + "T12:00:00Z");
  if (!noon) return date;
  LocalTime local = montreal_time(*noon);
  return long_date(local.year, local.month, local.day, with_weekday ? local.weekday : -1, in_english);
}

}  // namespace

std::string format_money(long long cents, const std::string& language) {
  const bool in_english = english(language);
  const long long magnitude = cents < 0 ? -cents : cents;
  // Dollars in groups of three, as Intl writes them for fr-CA and en-CA: 114 974,99 $ / $114,974.99.
  std::string dollars = std::to_string(magnitude / 100);
  for (auto at = static_cast<std::ptrdiff_t>(dollars.size()) - 3; at > 0; at -= 3) {
    dollars.insert(static_cast<std::size_t>(at), in_english ? "," : nbsp);
  }
  const long long fraction = magnitude % 100;
  std::string amount =
      dollars + (in_english ? "." : ",") + (fraction < 10 ? "0" : "") + std::to_string(fraction);
  const std::string sign = cents < 0 ? "-" : "";
  return in_english ? sign + "$" + amount : sign + amount + nbsp + "$";
}

std::string format_date(const std::string& date, const std::string& language) {
  return date_text(date, english(language), true);
}

std::string format_day(const std::string& date, const std::string& language) {
  return date_text(date, english(language), false);
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

std::string format_moment(long long at, const std::string& language) {
  bool in_english = english(language);
  LocalTime moment = montreal_time(at);
  return long_date(moment.year, moment.month, moment.day, moment.weekday, in_english) + ", " +
         clock_time(moment.hour, moment.minute, in_english);
}

}  // namespace secours
