#pragma once

#include <string>

namespace secours::auth {

struct User {
  long long id = 0;
  std::string email;
  std::string first_name;
  std::string last_name;
  std::string phone;
  std::string date_of_birth;  // YYYY-MM-DD or empty
  std::string address;
  std::string avatar_url;
  std::string role = "student";  // student | admin
  std::string language = "fr";   // fr | en
  bool active = true;
  long long created_at = 0;
  long long updated_at = 0;
  long long last_seen_at = 0;
  long long email_verified_at = 0;  // 0 until the address is proven by a mailed link
  std::string pending_email;        // a new address waiting for its link, or empty

  bool is_admin() const { return role == "admin"; }
  bool email_verified() const { return email_verified_at != 0; }
};

}  // namespace secours::auth
