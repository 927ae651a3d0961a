#include "auth/profile_input.h"

#include "auth/password_policy.h"

#include <regex>

#include "auth/auth_service.h"
#include "common/time_format.h"

namespace secours::auth {

ProfileFields read_profile_fields(validation::Input& input, const std::string& today) {
  ProfileFields fields;
  fields.first_name = input.required_text("firstName", 100);
  fields.last_name = input.required_text("lastName", 100);
  fields.email = input.required_email("email");
  fields.phone = input.optional_phone("phone");
  fields.date_of_birth = input.optional_text("dateOfBirth", 10);
  if (!fields.date_of_birth.empty() && (!is_iso_date(fields.date_of_birth) || fields.date_of_birth > today)) {
    input.fail("dateOfBirth", "invalid-date");
  }
  fields.address = input.optional_text("address", 300);
  fields.language = input.optional_text("language", 2);
  if (!fields.language.empty() && fields.language != "fr" && fields.language != "en") {
    input.fail("language", "invalid-language");
  }
  return fields;
}

std::string read_new_password(validation::Input& input, const char* name, const std::string& email) {
  if (!input.has(name)) {
    input.fail(name, "required");
    return {};
  }
  std::string password = input.optional_text(name, 128);
  if (input.failed(name)) return password;
  if (auto problem = password_problem(password, email); !problem.empty()) input.fail(name, problem);
  return password;
}

bool is_upload_url(const std::string& url) {
  // uploads::store_file names files with random_token(18) (24 URL-safe characters) and png, jpg or webp.
  static const std::regex upload_path("/uploads/[A-Za-z0-9_-]{24}\\.(png|jpg|webp)");
  return std::regex_match(url, upload_path);
}

}  // namespace secours::auth
