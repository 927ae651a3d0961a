#include "content/content_routes.h"

#include "auth/guards.h"
#include "content/about_json.h"
#include "content/about_service.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::content {

namespace {

http::Json page_json(const AboutPage& page) {
  return {{"about", {{"fr", about_json(page.fr)}, {"en", about_json(page.en)}}}};
}

http::Response show_about(core::Context& context, http::Request& request) {
  const std::string language = request.page_language();
  return http::json_response(
      200, {{"language", language}, {"about", about_json(AboutService(context).read(language))}});
}

http::Response show_about_page(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  return http::json_response(200, page_json(AboutService(context).read_page()));
}

http::Response save_about_page(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  auto page = read_about_page(http::parse_json_object(request));
  return http::json_response(200, page_json(AboutService(context).save(page)));
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/content/about", show_about},
      {"GET /api/admin/content/about", show_about_page},
      {"PUT /api/content/about", save_about_page},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::content
