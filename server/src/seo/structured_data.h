#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace secours::core {
struct Config;
}

namespace secours::seo {

// schema.org JSON-LD that search engines read from a page (https://schema.org).

// The company on the home page: an EducationalOrganization that is also a LocalBusiness, with its
// address, telephone, e-mail and opening hours.
nlohmann::json organization_data(const core::Config& config);

// A course page: the Course with its price and, under hasCourseInstance, each upcoming session's
// dates, place, price in CAD and availability. `course` and `sessions` are the public API's bodies
// (GET /api/courses/{id}?lang=…, the "sessions" array of GET /api/courses/{id}/sessions);
// `language` is the page's.
nlohmann::json course_data(const core::Config& config, const nlohmann::json& course,
                           const nlohmann::json& sessions, const std::string& language);

// "120.00" for 12000 cents: schema.org prices are plain decimals.
std::string decimal_price(long long cents);

}  // namespace secours::seo
