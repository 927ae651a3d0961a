#pragma once

#include <string>

#include "content/about.h"
#include "core/context.h"
#include "db/session_fwd.h"

namespace secours::content {

// The company's About page as first written ("en", else French); shown until an admin saves the
// page, and what `seed-demo` stores.
About default_about(const std::string& language);

// The About page in one language ("en", else French) read through `sql`, for a unit of work that holds
// a connection already (a signature printing certificates): blank English texts read as French ones.
About read_about(soci::session& sql, const std::string& language);

// The About page's texts. Every method owns its transaction.
class AboutService {
 public:
  explicit AboutService(core::Context& context) : context_(context) {}

  // The page in one language ("en", else French); blank English texts read as French ones.
  About read(const std::string& language);
  // Both languages as stored (the seeded defaults where nothing is stored), for the editor.
  AboutPage read_page();
  AboutPage save(const AboutPage& page);

 private:
  core::Context& context_;
};

}  // namespace secours::content
