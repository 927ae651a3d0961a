#pragma once

#include <string>

namespace secours {

// Text safe inside HTML or XML elements and double- or single-quoted attributes (mails, the sitemap).
std::string html_escape(const std::string& text);

}  // namespace secours
