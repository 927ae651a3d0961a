#pragma once

#include <optional>
#include <string>
#include <vector>

#include "certificates/certificate.h"

namespace soci {
class session;
}

namespace secours::certificates::repository {

std::optional<Certificate> find_by_id(soci::session& sql, long long id);
std::optional<Certificate> find_by_credential(soci::session& sql, const std::string& credential_id);
std::optional<Certificate> find_by_enrollment(soci::session& sql, long long enrollment_id);
std::vector<Certificate> for_user(soci::session& sql, long long user_id);
void remove_for_user(soci::session& sql, long long user_id);
// Issues the enrollment's certificate from the course and the student as they are now.
Certificate issue(soci::session& sql, long long enrollment_id, long long now, const std::string& issued_on);

}  // namespace secours::certificates::repository
