#include <gtest/gtest.h>

#include "common/errors.h"
#include "core/route_binder.h"
#include "http/router.h"

using secours::http::Request;
using secours::http::Response;
using secours::http::Router;

namespace {
Request make(const std::string& method, const std::string& path) {
  Request request;
  request.method = method;
  request.path = path;
  return request;
}
Response echo(const std::string& what) { return Response::text(200, what); }
}  // namespace

TEST(Router, CapturesDecodedPathParameters) {
  Router router;
  router.get("/api/courses/{id}", [](Request& r) { return echo(r.param("id")); });
  auto request = make("GET", "/api/courses/premiers%20soins");
  EXPECT_EQ(router.dispatch(request).body, "premiers soins");
}

TEST(Router, PrefersStaticSegmentsOverParameters) {
  Router router;
  router.get("/api/courses/{id}", [](Request&) { return echo("param"); });
  router.get("/api/courses/featured", [](Request&) { return echo("static"); });
  auto request = make("GET", "/api/courses/featured");
  EXPECT_EQ(router.dispatch(request).body, "static");
}

// Found by the invoices' routes: …/invoices/{invoiceId} registered first took "7.pdf" as an id.
TEST(Router, PrefersASuffixedParameterOverABareOne) {
  Router router;
  router.get("/api/invoices/{id}", [](Request& r) { return echo("json " + r.param("id")); });
  router.get("/api/invoices/{id}.pdf", [](Request& r) { return echo("pdf " + r.param("id")); });
  auto pdf = make("GET", "/api/invoices/7.pdf");
  EXPECT_EQ(router.dispatch(pdf).body, "pdf 7");
  auto json = make("GET", "/api/invoices/7");
  EXPECT_EQ(router.dispatch(json).body, "json 7");
}

TEST(Router, AnswersNotFoundForUnknownPaths) {
  Router router;
  router.get("/api/health", [](Request&) { return echo("ok"); });
  auto request = make("GET", "/api/nope");
  EXPECT_THROW(router.dispatch(request), secours::errors::NotFound);
}

TEST(Router, AnswersMethodNotAllowedWhenOnlyTheMethodDiffers) {
  Router router;
  router.get("/api/health", [](Request&) { return echo("ok"); });
  auto request = make("DELETE", "/api/health");
  EXPECT_THROW(router.dispatch(request), secours::errors::MethodNotAllowed);
}

TEST(Router, ServesHeadThroughGet) {
  Router router;
  router.get("/api/health", [](Request&) { return echo("ok"); });
  auto request = make("HEAD", "/api/health");
  EXPECT_EQ(router.dispatch(request).status, 200);
}

TEST(Router, IgnoresATrailingSlashButNotExtraSegments) {
  Router router;
  router.get("/api/courses", [](Request&) { return echo("list"); });
  auto with_slash = make("GET", "/api/courses/");
  EXPECT_EQ(router.dispatch(with_slash).body, "list");
  auto deeper = make("GET", "/api/courses/a/b");
  EXPECT_THROW(router.dispatch(deeper), secours::errors::NotFound);
}

TEST(Router, CapturesAParameterFollowedByASuffix) {
  Router router;
  router.get("/api/me/certificates/{id}.pdf", [](Request& r) { return echo(r.param("id")); });
  auto request = make("GET", "/api/me/certificates/42.pdf");
  EXPECT_EQ(router.dispatch(request).body, "42");
  auto other = make("GET", "/api/me/certificates/42.txt");
  EXPECT_THROW(router.dispatch(other), secours::errors::NotFound);
  auto bare = make("GET", "/api/me/certificates/.pdf");
  EXPECT_THROW(router.dispatch(bare), secours::errors::NotFound);
}

namespace {
Response answer_clock(secours::core::Context& context, Request&) {
  return echo(std::to_string(context.clock.now() > 0));
}
}  // namespace

// A feature's table of "METHOD /path" rows: each row answers its method and path with the context.
TEST(RouteTable, RegistersEachRowUnderItsMethodAndPath) {
  secours::core::Config config;
  secours::db::Database database("sqlite::memory:", 1);
  secours::Clock clock;
  secours::core::Context context{config, database, clock};
  Router router;
  static constexpr secours::core::Route routes[] = {
      {"GET /api/now", answer_clock},
      {"DELETE /api/now/{id}", answer_clock},
  };
  secours::core::add_routes(router, context, routes);
  auto get = make("GET", "/api/now");
  EXPECT_EQ(router.dispatch(get).body, "1");
  auto del = make("DELETE", "/api/now/7");
  EXPECT_EQ(router.dispatch(del).body, "1");
  auto post = make("POST", "/api/now");
  EXPECT_THROW(router.dispatch(post), secours::errors::MethodNotAllowed);
}

// A typo in a table stops the server at start, never at a request.
TEST(RouteTable, RefusesARowWithoutMethodAndPath) {
  secours::core::Config config;
  secours::db::Database database("sqlite::memory:", 1);
  secours::Clock clock;
  secours::core::Context context{config, database, clock};
  for (const char* endpoint : {"/api/now", "GET", "GET ", " /api/now"}) {
    Router router;
    const secours::core::Route routes[] = {{endpoint, answer_clock}};
    EXPECT_THROW(secours::core::add_routes(router, context, routes), std::logic_error) << endpoint;
  }
}
