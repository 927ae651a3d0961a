#pragma once

#include <string>

#include "common/localized.h"

namespace secours::certificates {

struct Certificate {
  long long id = 0;
  long long enrollment_id = 0;  // 0 until the attendee's account joins (a guest, an employee)
  long long user_id = 0;        // idem
  long long booking_id = 0;     // the seat it certifies (0 for an enrollment without a booking)
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
  // Who taught it (issue 29): the instructor who signed the roster and their number, "12345 (body)";
  // empty when the office issued it.
  std::string instructor_name{};
  std::string instructor_number{};
  // The course's length when it is first aid adapted to early childhood (the Ministère de la Famille's
  // statement is printed); 0 otherwise.
  long long early_childhood_minutes = 0;

  // "Marie Tremblay — 12345 (Fondation…)", or empty.
  std::string instructor() const {
    if (instructor_name.empty()) return "";
    return instructor_number.empty() ? instructor_name : instructor_name + " — " + instructor_number;
  }

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
