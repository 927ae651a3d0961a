#include "auth/user_json.h"

#include "common/time_format.h"

namespace secours::auth {

nlohmann::json user_json(const User& user) {
  return {{"id", user.id},
          {"email", user.email},
          {"firstName", user.first_name},
          {"lastName", user.last_name},
          {"phone", user.phone},
          {"dateOfBirth", user.date_of_birth},
          {"address", user.address},
          {"avatar", user.avatar_url},
          {"role", role_names(user.role)},
          {"language", user.language},
          {"emailVerified", user.email_verified()},
          {"pendingEmail", user.pending_email},
          {"createdAt", iso8601(user.created_at)}};
}

}  // namespace secours::auth
