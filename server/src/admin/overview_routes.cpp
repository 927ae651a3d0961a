#include "admin/overview_routes.h"

#include "admin/overview.h"
#include "auth/guards.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::admin {

namespace {

http::Json overview_json(const Overview& overview) {
  http::Json activity = http::Json::array();
  for (const auto& item : overview.recent_activity) {
    activity.push_back({{"type", item.type},
                        {"userName", item.user_name},
                        {"courseTitle", item.course_title ? http::Json(*item.course_title) : http::Json()},
                        {"at", iso8601(item.at)},
                        {"status", item.status}});
  }
  http::Json weekly = http::Json::array();
  for (const auto& week : overview.weekly) {
    weekly.push_back(
        {{"weekStart", week.week_start}, {"bookings", week.bookings}, {"revenueCents", week.revenue_cents}});
  }
  return {{"totalStudents", overview.total_students},
          {"totalCourses", overview.total_courses},
          {"revenueCents", overview.revenue_cents},
          {"revenueGrowthPercent",
           overview.revenue_growth_percent ? http::Json(*overview.revenue_growth_percent) : http::Json()},
          {"activeEnrollments", overview.active_enrollments},
          {"totalEnrollments", overview.total_enrollments},
          {"completionRate", overview.completion_rate},
          {"pendingBookings", overview.pending_bookings},
          {"newStudentsThisMonth", overview.new_students_this_month},
          {"recentActivity", activity},
          {"weekly", weekly},
          {"performance",
           {{"courseCompletion", overview.completion_rate},
            {"studentEngagement", overview.student_engagement},
            {"revenueTarget",
             {{"percent", overview.revenue_target_percent},
              {"targetCents", overview.revenue_target_cents},
              {"last30DaysCents", overview.last_30_days_cents}}}}}};
}

http::Response show_overview(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto language = auth::reading_language(request, admin);
  return http::json_response(200, overview_json(compute_overview(context, language)));
}

http::Response set_target(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto target = input.optional_integer("targetCents", 1, 100'000'000'00LL);
  if (!target && !input.failed("targetCents")) input.fail("targetCents", "required");
  input.check();
  set_revenue_target(context, *target);
  return http::json_response(200, {{"targetCents", *target}});
}

}  // namespace

void register_overview_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/admin/overview", show_overview},
      {"PUT /api/admin/revenue-target", set_target},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::admin
