#include "instructors/instructor_json.h"

namespace secours::instructors {

nlohmann::json instructor_json(const Instructor& instructor) {
  nlohmann::json credentials = nlohmann::json::array();
  for (const auto& credential : instructor.credentials) {
    credentials.push_back(
        {{"body", credential.body},
         {"number", credential.number},
         {"expiresOn",
          credential.expires_on.empty() ? nlohmann::json(nullptr) : nlohmann::json(credential.expires_on)}});
  }
  return {{"id", instructor.user_id},          {"firstName", instructor.first_name},
          {"lastName", instructor.last_name},  {"email", instructor.email},
          {"languages", instructor.languages}, {"credentials", credentials},
          {"active", instructor.active}};
}

}  // namespace secours::instructors
