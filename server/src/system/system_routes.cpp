#include "system/system_routes.h"

#include "auth/guards.h"
#include "common/crypto.h"
#include "common/errors.h"
#include "common/time_format.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "system/system_service.h"

namespace secours::system {

namespace {

http::Json time_or_null(long long at) { return at == 0 ? http::Json() : http::Json(iso8601(at)); }
http::Json text_or_null(const std::string& text) { return text.empty() ? http::Json() : http::Json(text); }

http::Json status_json(const SystemStatus& status) {
  http::Json failures = http::Json::array();
  for (const auto& failure : status.mail.failures)
    failures.push_back({{"id", failure.id},
                        {"recipient", failure.recipient},
                        {"subject", failure.subject},
                        {"error", failure.error},
                        {"attempts", failure.attempts},
                        {"createdAt", iso8601(failure.created_at)},
                        {"nextAttemptAt", iso8601(failure.next_attempt_at)}});
  http::Json jobs = http::Json::array();
  for (const auto& job : status.jobs)
    jobs.push_back({{"name", job.job},
                    {"lastRunAt", time_or_null(job.last_finished_at)},
                    {"durationMs", job.last_duration_ms},
                    {"ok", job.last_ok},
                    {"lastError", text_or_null(job.last_error)},
                    {"lastFailedAt", time_or_null(job.last_failed_at)}});
  http::Json runs = http::Json::array();
  for (const auto& run : status.backups)
    runs.push_back({{"id", run.id},
                    {"kind", run.day.empty() ? "manual" : "scheduled"},
                    {"startedAt", iso8601(run.started_at)},
                    {"finishedAt", time_or_null(run.finished_at)},
                    {"file", run.file},
                    {"bytes", run.bytes},
                    {"verified", run.verified},
                    {"error", text_or_null(run.error)}});
  return {{"version", status.version},
          {"engine", status.engine},
          {"databaseBytes", status.database_bytes},
          {"mail",
           {{"waiting", status.mail.waiting},
            {"failing", status.mail.failing},
            {"oldestWaitingAt", time_or_null(status.mail.oldest_waiting_at)},
            {"failures", failures}}},
          {"jobs", jobs},
          {"backups", {{"lastVerifiedAt", time_or_null(status.last_verified_backup_at)}, {"runs", runs}}}};
}

http::Response show_system(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  auto body = status_json(system_status(context));
  const auto& config = context.config;
  body["backups"]["schedule"] = {{"configured", !config.backup_dir.empty()},
                                 {"folder", text_or_null(config.backup_dir)},
                                 {"hour", config.backup_hour},
                                 {"keepDays", config.backup_keep_days},
                                 {"keepMonths", config.backup_keep_months}};
  return http::json_response(200, body);
}

http::Response send_again(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  send_mail_again(context, request.id_param("id", "mail"));
  return http::Response::no_content();
}

// Loopback callers that no proxy forwarded, or a caller with METRICS_TOKEN: the figures say how busy
// the business is, which is not for everyone.
bool may_read_metrics(const core::Context& context, const http::Request& request) {
  const auto& address = request.remote_address;
  const bool loopback = address == "127.0.0.1" || address == "::1" || address == "::ffff:127.0.0.1";
  const bool forwarded = request.headers.contains("x-forwarded-for") || request.headers.contains("forwarded");
  if (loopback && !forwarded) return true;
  const auto& token = context.config.metrics_token;
  const auto authorization = request.header("authorization");
  return !token.empty() && authorization.starts_with("Bearer ") &&
         crypto::token_matches(authorization.substr(7), crypto::sha256_hex(token));
}

http::Response show_metrics(core::Context& context, http::Request& request) {
  if (!may_read_metrics(context, request))
    throw errors::Forbidden("forbidden", "Metrics are served to loopback callers and to METRICS_TOKEN.");
  return http::Response::text(200, metrics_text(context), "text/plain; version=0.0.4; charset=utf-8");
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/admin/system", show_system},
      {"POST /api/admin/system/mails/{id}/send-again", send_again},
      {"GET /metrics", show_metrics},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::system
