#include "app/app.h"

#include <spdlog/spdlog.h>

#include <filesystem>

#include "admin/overview_routes.h"
#include "admin/students_routes.h"
#include "auth/auth_routes.h"
#include "bookings/booking_routes.h"
#include "bookings/guest_booking_service.h"
#include "bug_reports/bug_report_routes.h"
#include "certificates/certificate_routes.h"
#include "checkout/interac_routes.h"
#include "checkout/payment_routes.h"
#include "companies/company_routes.h"
#include "companies/company_service.h"
#include "companies/team_card_payment_service.h"
#include "content/content_routes.h"
#include "courses/course_routes.h"
#include "db/errors.h"
#include "db/transaction.h"
#include "exports/export_routes.h"
#include "health/health_probe.h"
#include "health/health_routes.h"
#include "http/compression.h"
#include "http/conditional.h"
#include "http/http_date.h"
#include "http/json.h"
#include "http/request_origin.h"
#include "http/security_headers.h"
#include "http/static_files.h"
#include "instructors/instructor_routes.h"
#include "learning/learning_routes.h"
#include "privacy/consent_routes.h"
#include "privacy/privacy_routes.h"
#include "promotions/promo_code_routes.h"
#include "rosters/roster_routes.h"
#include "rosters/roster_service.h"
#include "schedule/session_routes.h"
#include "seo/page_language.h"
#include "seo/seo_routes.h"
#include "seo/site_page.h"
#include "system/system_routes.h"
#include "training/quote_service.h"
#include "training/training_routes.h"
#include "uploads/upload_routes.h"
#include "waitlist/waitlist_routes.h"

namespace secours::app {

namespace {

// robots.txt and sitemap.xml, made by the server for search engines, and /metrics, for whoever hosts it:
// answered by the router, not files of the site.
bool server_file(const std::string& path) {
  return path == "/robots.txt" || path == "/sitemap.xml" || path == "/metrics";
}
// This instance's changes reach the database's marker within this; the others' are read every
// fifth time, twice a second: seen within a second everywhere (decision 026).
constexpr auto change_sharing_interval = std::chrono::milliseconds(100);
constexpr int change_ticks_per_follow = 5;
// Upload routes take raw image bytes instead of JSON.
std::string upload_type_prefix(const http::Request& request) {
  return request.path == "/api/uploads" ? "image/" : "";
}
}  // namespace

http::ServerOptions server_options(const core::Config& config) {
  http::ServerOptions options;
  options.host = config.host;
  options.port = config.port;
  options.io_threads = config.io_threads;
  options.worker_threads = config.worker_threads;
  options.idle_timeout = std::chrono::seconds(config.idle_timeout_seconds);
  options.max_connections = static_cast<std::size_t>(config.max_connections);
  options.max_connections_per_address = static_cast<std::size_t>(config.max_connections_per_address);
  options.decorate = [https = config.https()](http::Response& response) {
    http::add_security_headers(response, https);
  };
  return options;
}

App::App(core::Config config, std::shared_ptr<db::Database> database, Clock& clock)
    : config_(std::move(config)),
      database_(std::move(database)),
      clock_(clock),
      context_{config_,
               *database_,
               clock_,
               [](soci::session& sql, long long user_id, const std::string& email, long long now) {
                 bookings::link_guest_bookings(sql, user_id, email, now);
                 rosters::link_certificates(sql, user_id, now);
                 companies::accept_invitations(sql, user_id, email, now);
               },
               [this](soci::session& sql, const core::TeamCardPaid& paid, long long now) {
                 for (const auto seat : companies::apply_team_card_payment(sql, config_, paid, now))
                   rosters::certify_after_payment(sql, config_, seat, now);
               },
               [this](soci::session& sql, long long booking_id, long long now) {
                 rosters::certify_after_payment(sql, config_, booking_id, now);
               },
               [this](soci::session& sql, long long session_id, long long now) {
                 training::invoice_delivered_training(sql, config_, session_id, now);
               }},
      health_(std::make_unique<health::HealthProbe>(*database_)),
      site_(std::make_unique<http::StaticFiles>(config_.web_root)),
      uploads_(std::make_unique<http::StaticFiles>(
          uploads::upload_folder(config_),
          http::StaticFiles::Options{.history_fallback = false, .immutable = true})),
      public_reads_(database_->changes(), clock_),
      change_sharing_("public change marker", [this] { share_changes(); }),
      health_refresh_("health check", [this] { health_->refresh(clock_.now()); }) {
  health::register_routes(router_, context_, *health_);
  auth::register_routes(router_, context_);
  admin::register_student_routes(router_, context_);
  admin::register_overview_routes(router_, context_);
  schedule::register_routes(router_, context_);
  bookings::register_routes(router_, context_);
  checkout::register_routes(router_, context_);
  checkout::register_interac_routes(router_, context_);
  courses::register_routes(router_, context_);
  content::register_routes(router_, context_);
  privacy::register_routes(router_, context_);
  bug_reports::register_routes(router_, context_);
  companies::register_routes(router_, context_);
  companies::register_employee_routes(router_, context_);
  companies::register_team_booking_routes(router_, context_);
  companies::register_invoice_routes(router_, context_);
  uploads::register_routes(router_, context_);
  learning::register_routes(router_, context_);
  certificates::register_routes(router_, context_);
  exports::register_routes(router_, context_);
  promotions::register_routes(router_, context_);
  waitlist::register_routes(router_, context_);
  instructors::register_routes(router_, context_);
  rosters::register_routes(router_, context_);
  seo::register_routes(router_, context_);
  system::register_routes(router_, context_);
  training::register_routes(router_, context_);
  change_sharing_.start(change_sharing_interval);
  health_refresh_.start(health::HealthProbe::refresh_interval);
}

App::~App() = default;

std::optional<http::Response> App::handle_inline(http::Request& request) {
  if (request.method == "GET" && request.path == "/api/health" && health_->answer_from_memory()) {
    request.route = "/api/health";
    return finish(health::health_response(health::DatabaseState::up, context_), true);
  }
  if (auto key = core::PublicReads::key_for(request)) {
    if (core::PublicReads::wants_fresh(request)) return std::nullopt;
    if (auto kept = public_reads_.find(*key)) {
      request.route = "(public read kept)";
      return finish(core::PublicReads::answer(*kept, request), true);
    }
    return std::nullopt;
  }
  // The sitemap reads the database: it goes to the worker pool like the API.
  const bool site_file = (request.method == "GET" || request.method == "HEAD") &&
                         !request.path.starts_with("/api") && !request.path.starts_with("/uploads/") &&
                         !server_file(request.path);
  if (!site_file) return std::nullopt;
  // A page reads the database for its head and first data: it goes to the worker pool too, unless
  // another visitor of the same address and language had it made already.
  auto file = site_->serve_file(request);
  if (file) {
    request.route = "(site file)";
    return finish(std::move(*file), false);
  }
  if (auto index = site_->read("index.html")) {
    if (auto key = page_key(request, *index)) {
      request.route = "(site page)";
      if (auto kept = public_reads_.find(*key))
        return finish(core::PublicReads::answer(*kept, request), false);
    }
  }
  return std::nullopt;
}

http::Response App::handle(http::Request& request) {
  http::Response response;
  const bool api = request.path == "/api" || request.path.starts_with("/api/");
  try {
    if (api) {
      const bool reads = request.method == "GET" || request.method == "HEAD";
      // Stripe's webhook is not sent by a browser; its signature is checked instead.
      const bool webhook = request.method == "POST" && request.path == checkout::stripe_webhook_path;
      const bool one_click = request.method == "POST" && request.path == privacy::one_click_unsubscribe_path;
      if (!reads && !webhook && !one_click &&
          !http::is_same_site_json_request(request, config_.public_url, upload_type_prefix(request))) {
        throw errors::Forbidden("forbidden", "State-changing requests must be JSON sent from this site.");
      }
      if (auto key = core::PublicReads::key_for(request)) {
        response = read_public(*key, request);
      } else {
        response = router_.dispatch(request);
        http::compress_if_worthwhile(request, response);
      }
    } else if (request.method == "GET" && server_file(request.path)) {
      response = router_.dispatch(request);
      http::compress_if_worthwhile(request, response);
    } else if ((request.method == "GET" || request.method == "HEAD") &&
               request.path.starts_with("/uploads/")) {
      http::Request file_request = request;
      file_request.path = request.path.substr(std::string_view("/uploads").size());
      request.route = "/uploads/*";
      response = uploads_->serve(file_request);
    } else if (request.method == "GET" || request.method == "HEAD") {
      auto file = site_->serve_file(request);
      request.route = file ? "(site file)" : "(site page)";
      response = file ? std::move(*file) : page(request);
    } else {
      throw errors::MethodNotAllowed();
    }
  } catch (const std::exception& error) {
    if (db::is_storage_failure(error)) {
      // A full disk or a read-only database: 503 with Retry-After, and health says so until a
      // write succeeds again. Nothing was saved (the transaction rolled back).
      spdlog::error("storage failure (request {}): {}", request.request_id, error.what());
      health_->storage_failed();
      response = http::error_response(errors::StorageUnavailable(), request.request_id);
    } else {
      response = http::error_response(error, request.request_id);
    }
  }
  // Any write may have changed what visitors read (a course, seats, About…): the kept answers go
  // before this one is sent, so that the next request sees the change. A failed write costs a refill.
  if (api && request.method != "GET" && request.method != "HEAD") database_->changes().changed();
  return finish(std::move(response), api);
}

std::optional<std::string> App::page_key(const http::Request& request, const std::string& index) {
  if (request.method != "GET" && request.method != "HEAD") return std::nullopt;
  if (!request.query.empty() && request.query != "lng=en" && request.query != "lng=fr") return std::nullopt;
  // A new build is a new index.html: pages made from the old one are never served again.
  const auto build = reinterpret_cast<std::uintptr_t>(&index);
  return "page " + request.target + " " + seo::page_language(request) + " " + std::to_string(build);
}

http::Response App::page(const http::Request& request) {
  const auto generation = database_->changes().generation();
  auto index = site_->read("index.html");
  if (!index) return http::Response::text(404, "The site has not been built.");
  const auto key = page_key(request, *index);
  // The public API as an anonymous visitor sees it, without a round trip over the network.
  const auto read_api = [this, &request](const std::string& target) -> std::optional<nlohmann::json> {
    http::Request inner;
    inner.method = "GET";
    http::set_target(inner, target);
    inner.remote_address = request.remote_address;
    inner.request_id = request.request_id;
    try {
      // From memory when another visitor asked already (decision 026).
      auto key = core::PublicReads::key_for(inner);
      auto answer = key ? read_public(*key, inner) : router_.dispatch(inner);
      if (answer.status != 200) return std::nullopt;
      auto body = nlohmann::json::parse(answer.body, nullptr, false);
      if (body.is_discarded()) return std::nullopt;
      return body;
    } catch (const std::exception& error) {
      // The page still works without its data: the site then asks the API itself.
      spdlog::debug("page data {} unavailable: {}", target, error.what());
      return std::nullopt;
    }
  };
  // Names are the site's fixed page names and a language, never the request's text.
  const auto shells = [this](const std::string& name) {
    return site_->read(std::filesystem::path("prerender") / (name + ".html"));
  };
  auto rendered = seo::render_site_page(config_, request, *index, read_api, shells);
  http::Response response;
  response.status = rendered.status;
  response.body = std::move(rendered.html);
  response.set_header("Content-Type", "text/html; charset=utf-8");
  response.set_header("Cache-Control", "no-cache");
  // The language comes from ?lng=, the i18nextLng cookie or Accept-Language.
  response.set_header("Vary", "Accept-Encoding, Cookie, Accept-Language");
  if (rendered.shared && key) {
    // Sessions that start and leave the list end a kept page within a minute.
    response.set_header("Expires", http::http_date(context_.clock.now() + 60));
    return core::PublicReads::answer(*public_reads_.keep(*key, std::move(response), generation), request);
  }
  http::answer_conditionally(request, response);
  http::compress_if_worthwhile(request, response);
  return response;
}

http::Response App::read_public(const std::string& key, http::Request& request) {
  // Another worker may have kept it since the I/O thread looked (unless the caller asks for now).
  if (!core::PublicReads::wants_fresh(request)) {
    if (auto kept = public_reads_.find(key)) {
      request.route = "(public read kept)";
      return core::PublicReads::answer(*kept, request);
    }
  }
  const auto generation = database_->changes().generation();
  if (request.headers.contains("cookie")) {
    // Someone signed in may be shown more (an admin sees an unpublished course): what the anonymous
    // visitor gets is kept, anything else is answered for this caller alone.
    http::Request anonymous = request;
    anonymous.headers.erase("cookie");
    std::optional<http::Response> everyones;
    try {
      everyones = router_.dispatch(anonymous);
    } catch (const errors::HttpError&) {
      // Hidden from visitors (404): the caller's own answer below says whether they may see it.
    }
    if (everyones && everyones->status == 200) {
      return core::PublicReads::answer(*public_reads_.keep(key, std::move(*everyones), generation), request);
    }
    auto response = router_.dispatch(request);
    http::compress_if_worthwhile(request, response);
    return response;
  }
  auto response = router_.dispatch(request);
  if (response.status != 200) {
    http::compress_if_worthwhile(request, response);
    return response;
  }
  return core::PublicReads::answer(*public_reads_.keep(key, std::move(response), generation), request);
}

void App::share_changes() {
  auto& changes = database_->changes();
  const bool follow = change_ticks_++ % change_ticks_per_follow == 0;
  if (!changes.unpublished() && !follow) return;
  auto sql = db::connection(*database_);
  changes.publish(*sql);
  if (follow) changes.follow(*sql);
}

http::Response App::finish(http::Response response, bool api) const {
  if (api && !response.find_header("Cache-Control")) response.set_header("Cache-Control", "no-store");
  http::add_security_headers(response, config_.https());
  return response;
}

}  // namespace secours::app
