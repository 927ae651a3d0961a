#include "seo/structured_data.h"

#include "core/config.h"
#include "schedule/session.h"
#include "seo/sitemap.h"

namespace secours::seo {

namespace {

using Json = nlohmann::json;

// The office's hours, as the site's footer shows them (web/src/config/site.ts).
constexpr const char* opens = "15:30";
constexpr const char* closes = "18:30";

Json postal_address(const core::Config& config) {
  Json address = {{"@type", "PostalAddress"},
                  {"addressLocality", "Gatineau"},
                  {"addressRegion", "QC"},
                  {"addressCountry", "CA"}};
  if (!config.company_address.empty()) address["streetAddress"] = config.company_address;
  return address;
}

Json provider(const core::Config& config) {
  return {{"@type", "EducationalOrganization"},
          {"@id", config.public_url + "/#organization"},
          {"name", config.company_name},
          {"url", config.public_url + "/"}};
}

std::string absolute(const core::Config& config, const std::string& address) {
  return address.starts_with("/") ? config.public_url + address : address;
}

}  // namespace

std::string decimal_price(long long cents) {
  const std::string fraction = std::to_string(100 + cents % 100).substr(1);
  return std::to_string(cents / 100) + "." + fraction;
}

Json organization_data(const core::Config& config) {
  return {{"@context", "https://schema.org"},
          {"@type", Json::array({"EducationalOrganization", "LocalBusiness"})},
          {"@id", config.public_url + "/#organization"},
          {"name", config.company_name},
          {"url", config.public_url + "/"},
          {"logo", config.public_url + "/favicon.svg"},
          {"image", config.public_url + "/favicon.svg"},
          {"email", config.company_email},
          {"telephone", config.company_phone},
          {"address", postal_address(config)},
          {"areaServed", "Outaouais"},
          {"openingHoursSpecification",
           Json::array({{{"@type", "OpeningHoursSpecification"},
                         {"dayOfWeek", Json::array({"Monday", "Tuesday", "Wednesday", "Thursday", "Friday"})},
                         {"opens", opens},
                         {"closes", closes}}})}};
}

Json course_data(const core::Config& config, const Json& course, const Json& sessions,
                 const std::string& language) {
  const long long id = course.value("id", 0LL);
  const long long price = course.value("priceCents", 0LL);
  const std::string url = page_url(config.public_url, "/courses/" + course.value("slug", ""), language);
  const std::string booking_url = page_url(config.public_url, "/booking/" + std::to_string(id), language);
  Json instances = Json::array();
  for (const auto& session : sessions) {
    if (session.value("status", "") != schedule::session_status_names(schedule::SessionStatus::scheduled))
      continue;
    const std::string place = session.value("location", "");
    instances.push_back({{"@type", "CourseInstance"},
                         {"courseMode", "Onsite"},
                         {"startDate", session.value("startsAt", "")},
                         {"endDate", session.value("endsAt", "")},
                         {"location", {{"@type", "Place"}, {"name", place}, {"address", place}}},
                         {"offers",
                          {{"@type", "Offer"},
                           {"price", decimal_price(price)},
                           {"priceCurrency", "CAD"},
                           {"availability", session.value("seatsLeft", 0) > 0 ? "https://schema.org/InStock"
                                                                              : "https://schema.org/SoldOut"},
                           {"url", booking_url}}}});
  }
  Json data = {{"@context", "https://schema.org"},
               {"@type", "Course"},
               {"@id", url + "#course"},
               {"name", course.value("title", "")},
               {"description", course.value("description", "")},
               {"url", url},
               {"inLanguage", language == "en" ? "en-CA" : "fr-CA"},
               {"provider", provider(config)},
               {"offers", Json::array({{{"@type", "Offer"},
                                        {"category", "Paid"},
                                        {"price", decimal_price(price)},
                                        {"priceCurrency", "CAD"},
                                        {"url", booking_url}}})},
               {"hasCourseInstance", instances}};
  if (const auto image = course.value("image", ""); !image.empty()) data["image"] = absolute(config, image);
  if (const auto credential = course.value("accreditation", ""); !credential.empty()) {
    data["educationalCredentialAwarded"] = credential;
  }
  if (const double hours = course.value("durationHours", 0.0); hours > 0) {
    data["timeRequired"] = "PT" + std::to_string(static_cast<long long>(hours * 60 + 0.5)) + "M";
  }
  return data;
}

}  // namespace secours::seo
