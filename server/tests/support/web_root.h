#pragma once

#include <filesystem>
#include <string>

namespace secours::testing {

// The shape of the built web/index.html: the default head between markers, the data marker after #root.
extern const char* const index_html;

// A fresh folder holding `html` as index.html and one script, for a server's WEB_ROOT; the caller removes it.
std::filesystem::path make_web_root(const std::string& html = index_html);

}  // namespace secours::testing
