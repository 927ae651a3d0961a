#pragma once

#include <string>

#include "common/validation.h"

namespace secours::auth {

struct ProfileFields {
  std::string first_name, last_name, email, phone, date_of_birth, address, language;
};

// Reads and checks the profile fields shared by sign-up and profile edits (errors go into `input`).
ProfileFields read_profile_fields(validation::Input& input, const std::string& today);
// Reads a new password under `name`: required, and not refused by password_problem (weak-password,
// common-password, contains-email: the name part of `email`, the account's address when known).
std::string read_new_password(validation::Input& input, const char* name, const std::string& email = "");
// A path the upload endpoint hands out: /uploads/ then its random name and an image extension.
bool is_upload_url(const std::string& url);

}  // namespace secours::auth
