#include "seo/seo_routes.h"

#include "core/route_binder.h"
#include "courses/course_service.h"
#include "seo/sitemap.h"

namespace secours::seo {

namespace {

http::Response text(std::string body, const char* type) {
  auto response = http::Response::text(200, std::move(body), type);
  response.set_header("Cache-Control", "public, max-age=3600");
  return response;
}

http::Response sitemap(core::Context& context, http::Request&) {
  std::vector<SitemapEntry> pages = {
      {"/", 0},        {"/courses", 0},           {"/about", 0}, {"/privacy", 0}, {"/terms", 0},
      {"/cookies", 0}, {"/workplace-training", 0}};
  for (const auto& course : courses::CourseService(context).catalogue({})) {
    pages.push_back({"/courses/" + course.slug, course.updated_at});
  }
  return text(sitemap_xml(context.config.public_url, pages), "application/xml; charset=utf-8");
}

http::Response robots(core::Context& context, http::Request&) {
  return text(robots_txt(context.config.public_url), "text/plain; charset=utf-8");
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /robots.txt", robots},
      {"GET /sitemap.xml", sitemap},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::seo
