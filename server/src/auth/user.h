#pragma once

#include <string>

#include "common/enum_names.h"

namespace secours::auth {

// The roles the server enforces (the SPA's guards are convenience only).
// An instructor (issue 29) is given the role by the office; they run their sessions' rosters.
enum class Role { student, admin, instructor };
inline constexpr EnumNames<Role, 3> role_names{{"student", "admin", "instructor"}};

struct User {
  long long id = 0;
  std::string email;
  std::string first_name;
  std::string last_name;
  std::string phone;
  std::string date_of_birth;  // YYYY-MM-DD or empty
  std::string address;
  std::string avatar_url;
  Role role = Role::student;
  std::string language = "fr";  // fr | en
  bool active = true;
  long long created_at = 0;
  long long updated_at = 0;
  long long last_seen_at = 0;
  long long email_verified_at = 0;  // 0 until the address is proven by a mailed link
  std::string pending_email;        // a new address waiting for its link, or empty

  bool is_admin() const { return role == Role::admin; }
  bool is_instructor() const { return role == Role::instructor; }
  bool email_verified() const { return email_verified_at != 0; }
};

}  // namespace secours::auth
