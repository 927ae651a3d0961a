#pragma once

#include <string>
#include <vector>

namespace secours::instructors {

// A number a certifying body gave the instructor (what a certificate they sign prints).
struct InstructorCredential {
  std::string body{};
  std::string number{};
  std::string expires_on{};  // YYYY-MM-DD or empty
};

// An instructor's own page: their account's name and address, the languages they teach in, their numbers.
struct Instructor {
  long long user_id = 0;
  std::string first_name{};
  std::string last_name{};
  std::string email{};
  std::vector<std::string> languages{};  // "fr", "en"
  std::vector<InstructorCredential> credentials{};
  bool active = true;  // false: the office took the role back (kept for what they signed)
  long long created_at = 0;

  std::string name() const { return first_name + " " + last_name; }
};

// What the instructor or the office sends to change the page.
struct InstructorInput {
  std::vector<std::string> languages{};
  std::vector<InstructorCredential> credentials{};
};

// The number a certificate of a course accredited by `accreditation` prints, as "number (body)": the
// credential whose body the accreditation names, else the first one valid on `today`, else the first;
// empty when the instructor has none.
std::string certificate_number(const Instructor& instructor, const std::string& accreditation,
                               const std::string& today);

}  // namespace secours::instructors
