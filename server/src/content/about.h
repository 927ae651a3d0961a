#pragma once

#include <string>
#include <vector>

namespace secours::content {

inline constexpr const char* about_page = "about";  // its key in page_contents
inline constexpr std::size_t distinction_point_count = 4;
inline constexpr std::size_t expertise_point_count = 3;

// The About page's editable texts in one language. In English, a blank text reads as the French one.
struct About {
  std::string company_name;
  std::string company_tagline;
  std::string company_description;
  std::string distinction_title;
  std::vector<std::string> distinction_points;  // distinction_point_count of them
  std::string expertise_title;
  std::vector<std::string> expertise_points;  // expertise_point_count of them
  std::string commitment_title;
  std::string commitment_description;
};

// The page in both languages, as the admin edits it.
struct AboutPage {
  About fr;
  About en;
};

}  // namespace secours::content
