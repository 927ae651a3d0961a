#include "privacy/consent_routes.h"

#include "auth/guards.h"
#include "common/validation.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "privacy/consent_json.h"
#include "privacy/preferences_service.h"

namespace secours::privacy {

namespace {

http::Response my_consents(core::Context& context, http::Request& request) {
  auto person = auth::require_user(context, request);
  PreferencesService preferences(context);
  http::Json history = http::Json::array();
  for (const auto& consent : preferences.history(person)) history.push_back(consent_json(consent));
  return http::json_response(200, {{"news", preferences.news_in_force(person)}, {"history", history}});
}

http::Response set_news(core::Context& context, http::Request& request) {
  auto person = auth::require_user(context, request);
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  if (!input.has("given")) input.fail("given", "required");
  const bool given = input.optional_bool("given");
  input.check();
  return http::json_response(200, {{"news", PreferencesService(context).set_news(person, given)}});
}

// The token is in the URL: a mail client's one-click POST carries only "List-Unsubscribe=One-Click" (RFC
// 8058), whatever its body says; no cookie and no CSRF token are needed, the link is the proof.
std::string link_token(const http::Request& request) { return request.query_param("token").value_or(""); }

http::Response unsubscribe(core::Context& context, http::Request& request) {
  PreferencesService(context).unsubscribe(link_token(request));
  return http::json_response(200, {{"news", false}});
}

http::Response resubscribe(core::Context& context, http::Request& request) {
  PreferencesService(context).resubscribe(link_token(request));
  return http::json_response(200, {{"news", true}});
}

}  // namespace

void register_consent_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/me/consents", my_consents},
      {"PUT /api/me/consents/news", set_news},
      {"POST /api/unsubscribe", unsubscribe},
      {"POST /api/unsubscribe/undo", resubscribe},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::privacy
