#include "bug_reports/bug_report_routes.h"

#include "auth/guards.h"
#include "bug_reports/bug_report_service.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::bug_reports {

namespace {

constexpr std::size_t user_agent_length = 500;

// Printable ASCII only: a header may carry any bytes, and PostgreSQL refuses invalid UTF-8.
std::string clean_user_agent(const std::string& header) {
  std::string out = header.substr(0, user_agent_length);
  for (auto& c : out) {
    if (c < 0x20 || c > 0x7E) c = '?';
  }
  return out;
}

http::Json report_json(const BugReport& report) {
  return {{"id", report.id},
          {"description", report.description},
          {"email", report.email},
          {"pageUrl", report.page_url},
          {"userAgent", report.user_agent},
          {"userId", report.user_id ? http::Json(*report.user_id) : http::Json(nullptr)},
          {"createdAt", iso8601(report.created_at)}};
}

http::Response submit(core::Context& context, http::Request& request) {
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  BugReport report;
  report.description = input.required_text("description", 5000);
  report.email = input.optional_text("email", 254);
  if (!report.email.empty() && !input.failed("email") && !validation::is_email(report.email)) {
    input.fail("email", "invalid-email");
  }
  report.page_url = input.optional_text("pageUrl", 2000);
  // The honeypot: a field people never see, so only robots fill it in.
  bool is_spam =
      input.has("website") && !(body["website"].is_string() && body["website"].get<std::string>().empty());
  input.check();
  report.user_agent = clean_user_agent(request.header("user-agent"));
  if (auto user = auth::current_user(context, request)) report.user_id = user->id;
  BugReportService(context).submit(report, is_spam, auth::client_address(context, request));
  return http::json_response(201, {{"status", "received"}});
}

http::Response list(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto page = core::read_page(request);
  auto [found, next] = BugReportService(context).newest_first(page);
  return http::json_response(200, core::page_json("bugReports", found, next,
                                                  [](const auto& report) { return report_json(report); }));
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/bug-reports", submit},
      {"GET /api/admin/bug-reports", list},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::bug_reports
