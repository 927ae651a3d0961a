#pragma once

#include <string>

#include "common/localized.h"

namespace secours::certificates {

struct Certificate {
  long long id = 0;
  long long enrollment_id = 0;
  long long user_id = 0;
  long long course_id = 0;
  std::string credential_id;
  std::string holder_name;
  std::string title_fr;
  std::string title_en;
  std::string accreditation_fr;
  std::string accreditation_en;
  std::string issued_on;            // YYYY-MM-DD (Quebec)
  std::string expires_on;           // YYYY-MM-DD
  long long renewal_course_id = 0;  // the course that renews it now (its course's setting); 0: none

  const std::string& title(const std::string& language) const {
    return localized(language, title_fr, title_en);
  }
  const std::string& accreditation(const std::string& language) const {
    return localized(language, accreditation_fr, accreditation_en);
  }
  // valid until the end of its expiry day in Quebec
  std::string status(const std::string& today) const { return today <= expires_on ? "valid" : "expired"; }
};

// A credential id that cannot be guessed: SEC- and 12 characters (60 random bits) in three groups.
std::string new_credential_id();
// YYYY-MM-DD plus whole months, the day clamped to the target month's length.
std::string add_months(const std::string& iso_date, int months);

}  // namespace secours::certificates
