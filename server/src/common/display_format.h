#pragma once

#include <string>

namespace secours {

// Amounts and dates as people read them, in French unless language is "en".

// 114,98 $ in French, $114.98 in English, as Intl writes fr-CA and en-CA: 114 974,99 $ and $114,974.99
// (a no-break space groups the French thousands); -114,98 $ and -$114.98 below zero (credit notes).
std::string format_money(long long cents, const std::string& language);
// "5 décembre 2026" / "December 5, 2026" for a YYYY-MM-DD date: on documents, where the weekday is noise.
std::string format_day(const std::string& date, const std::string& language);
// "samedi 5 décembre 2026" / "Saturday, December 5, 2026" for a YYYY-MM-DD date.
std::string format_date(const std::string& date, const std::string& language);
// "samedi 5 décembre 2026, 9 h 00 à 16 h 30" / "Saturday, December 5, 2026, 9:00 a.m. to 4:30 p.m."
// in Montreal time.
std::string format_session_time(long long starts_at, long long ends_at, const std::string& language);
// "samedi 5 décembre 2026, 9 h 00" / "Saturday, December 5, 2026, 9:00 a.m." in Montreal time.
std::string format_moment(long long at, const std::string& language);

}  // namespace secours
