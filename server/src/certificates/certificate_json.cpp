#include "certificates/certificate_json.h"

namespace secours::certificates {

nlohmann::json certificate_json(const Certificate& certificate, const std::string& language,
                                const std::string& today) {
  return {{"id", certificate.id},
          {"credentialId", certificate.credential_id},
          {"title", certificate.title(language)},
          {"issuedOn", certificate.issued_on},
          {"expiryDate", certificate.expires_on},
          {"status", certificate.status(today)},
          {"instructor",
           certificate.instructor().empty() ? nlohmann::json() : nlohmann::json(certificate.instructor())},
          {"renewalCourseId",
           certificate.renewal_course_id ? nlohmann::json(certificate.renewal_course_id) : nlohmann::json()},
          {"downloadUrl", "/api/me/certificates/" + std::to_string(certificate.id) + ".pdf"}};
}

}  // namespace secours::certificates
