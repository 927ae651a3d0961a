#include "instructors/instructor.h"

#include "common/validation.h"

namespace secours::instructors {

namespace {

std::string printed(const InstructorCredential& credential) {
  return credential.number + " (" + credential.body + ")";
}

}  // namespace

std::string certificate_number(const Instructor& instructor, const std::string& accreditation,
                               const std::string& today) {
  if (instructor.credentials.empty()) return "";
  const std::string accredited_by = validation::lower(accreditation);
  for (const auto& credential : instructor.credentials) {
    if (!credential.body.empty() &&
        accredited_by.find(validation::lower(credential.body)) != std::string::npos)
      return printed(credential);
  }
  for (const auto& credential : instructor.credentials) {
    if (credential.expires_on.empty() || credential.expires_on >= today) return printed(credential);
  }
  return printed(instructor.credentials.front());
}

}  // namespace secours::instructors
