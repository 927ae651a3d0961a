#pragma once

#include <nlohmann/json.hpp>

#include "common/validation.h"
#include "content/about.h"

namespace secours::content {

nlohmann::json about_json(const About& about);
// Reads a stored document; missing texts are blank (they then fall back like blank ones).
About about_from_stored(const nlohmann::json& stored);

// Reads {"fr": {…}, "en": {…}} from an admin; throws errors::ValidationError naming each bad field as
// "fr.companyName", "en.distinctionPoints.2", … Every French text is required; English ones may be blank.
AboutPage read_about_page(const nlohmann::json& body);

}  // namespace secours::content
