#pragma once

#include <string>
#include <vector>

namespace secours::rosters {

// What a printed sign-in sheet shows, already in its language.
struct SignInSheet {
  std::string language = "fr";
  std::string company_name{};
  std::string course_title{};
  std::string when{};  // the session's day and hours, formatted
  std::string location{};
  std::vector<std::string> instructors{};
  // A session over several days: each day's short date, a box to sign for each (issue 41); empty or one
  // day: one box.
  std::vector<std::string> days{};
  struct Line {
    std::string name{};
    std::string company{};
  };
  std::vector<Line> attendees{};
};

// A4 pages (common/pdf.h): the session, the instructors, then one line per attendee with a box to sign
// in (one a day for a session over several), continued on as many pages as needed; the instructors'
// signature at the end.
std::string render_sign_in_sheet(const SignInSheet& sheet);

}  // namespace secours::rosters
