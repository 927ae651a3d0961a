#pragma once

#include <nlohmann/json.hpp>

#include "certificates/certificate.h"

namespace secours::certificates {
// A certificate for its holder: id, credentialId, title, issuedOn, expiryDate, status, downloadUrl.
nlohmann::json certificate_json(const Certificate& certificate, const std::string& language,
                                const std::string& today);
}  // namespace secours::certificates
