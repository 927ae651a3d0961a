#include "instructors/instructor_routes.h"

#include <algorithm>

#include "auth/guards.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/query_filters.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "instructors/instructor_json.h"
#include "instructors/instructor_service.h"

namespace secours::instructors {

namespace {

constexpr std::size_t max_credentials = 10;

std::vector<std::string> read_languages(validation::Input& input, const http::Json& body) {
  std::vector<std::string> languages;
  if (!input.has("languages")) {
    input.fail("languages", "required");
    return languages;
  }
  if (!body["languages"].is_array()) {
    input.fail("languages", "invalid-list");
    return languages;
  }
  for (const auto& language : body["languages"]) {
    if (!language.is_string() || (language != "fr" && language != "en")) {
      input.fail("languages", "invalid-language");
      return {};
    }
    if (std::find(languages.begin(), languages.end(), language.get<std::string>()) == languages.end())
      languages.push_back(language.get<std::string>());
  }
  if (languages.empty()) input.fail("languages", "required");
  return languages;
}

// Each credential's fields are named credentials.N.body, credentials.N.number, credentials.N.expiresOn.
std::vector<InstructorCredential> read_credentials(validation::Input& input, const http::Json& body) {
  std::vector<InstructorCredential> credentials;
  if (!input.has("credentials")) return credentials;
  const auto& list = body["credentials"];
  if (!list.is_array()) {
    input.fail("credentials", "invalid-list");
    return credentials;
  }
  if (list.size() > max_credentials) {
    input.fail("credentials", "too-many");
    return credentials;
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string prefix = "credentials." + std::to_string(i) + ".";
    if (!list[i].is_object()) {
      input.fail(prefix + "body", "invalid-type");
      continue;
    }
    validation::Input item(list[i]);
    InstructorCredential credential;
    credential.body = item.required_text("body", 120);
    credential.number = item.required_text("number", 60);
    credential.expires_on = item.optional_text("expiresOn", 10);
    if (!credential.expires_on.empty() && !is_iso_date(credential.expires_on))
      item.fail("expiresOn", "invalid-date");
    for (const auto& [field, reason] : item.errors()) input.fail(prefix + field, reason);
    credentials.push_back(std::move(credential));
  }
  return credentials;
}

InstructorInput read_input(const http::Json& body) {
  validation::Input input(body);
  InstructorInput result;
  result.languages = read_languages(input, body);
  result.credentials = read_credentials(input, body);
  input.check();
  return result;
}

http::Response one(int status, const Instructor& instructor) {
  return http::json_response(status, {{"instructor", instructor_json(instructor)}});
}

http::Response own_profile(core::Context& context, http::Request& request) {
  auto user = auth::require_instructor(context, request);
  return one(200, InstructorService(context).find(user.id));
}

http::Response update_own_profile(core::Context& context, http::Request& request) {
  auto user = auth::require_instructor(context, request);
  const auto body = http::parse_json_object(request);
  return one(200, InstructorService(context).update(user.id, read_input(body)));
}

http::Response list(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto words = core::read_search_words(request, invalid);
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  auto result = InstructorService(context).page(words, page);
  return http::json_response(
      200, core::page_json("instructors", result.instructors, result.next_cursor,
                           [](const auto& instructor) { return instructor_json(instructor); }));
}

http::Response appoint(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto body = http::parse_json_object(request);
  validation::Input input(body);
  const auto email = input.required_email("email");
  input.check();
  return one(201, InstructorService(context).appoint(email));
}

http::Response update(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto id = request.id_param("id", "instructor");
  const auto body = http::parse_json_object(request);
  return one(200, InstructorService(context).update(id, read_input(body)));
}

http::Response dismiss(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  InstructorService(context).dismiss(request.id_param("id", "instructor"));
  return http::Response::no_content();
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/instructor/profile", own_profile}, {"PUT /api/instructor/profile", update_own_profile},
      {"GET /api/admin/instructors", list},         {"POST /api/admin/instructors", appoint},
      {"PUT /api/admin/instructors/{id}", update},  {"DELETE /api/admin/instructors/{id}", dismiss},
  };
  core::add_routes(router, context, routes);
  register_availability_routes(router, context);
}

}  // namespace secours::instructors
