// The office's system page and GET /metrics (issue 43): the mail queue with "send again", each
// background job's last run across instances, the backups; metrics only for loopback or a token.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "common/metrics.h"
#include "support/api_helpers.h"
#include "support/engines.h"
#include "support/second_instance.h"
#include "system/system_service.h"

using namespace secours;
using namespace secours::testing;
using nlohmann::json;

namespace {
constexpr const char* metrics_token = "a-metrics-token-of-32-characters";
}

class SystemPage : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    metrics::registry().reset();
    server_ = std::make_unique<TestServer>(
        GetParam(), [](core::Config& config) { config.metrics_token = metrics_token; });
    admin_ = sign_in_admin(*server_);
  }
  long long queue_failed_mail(const std::string& to, const std::string& error) {
    soci::session sql(server_->database().pool());
    const long long next = server_->clock().now() + 3600, created = server_->clock().now() - 600;
    sql << "INSERT INTO mail_outbox (message_key, recipient, subject, body_text, status, attempts, "
           "next_attempt_at, last_error, created_at) VALUES ('k', :to, 'Votre reçu', 'Bonjour', 'pending', "
           "3, "
           ":next, :error, :created)",
        soci::use(to), soci::use(next), soci::use(error), soci::use(created);
    long long id = 0;
    sql << "SELECT MAX(id) FROM mail_outbox", soci::into(id);
    return id;
  }
  std::unique_ptr<TestServer> server_;
  std::string admin_;
};

TEST_P(SystemPage, TheOfficeSeesTheMailQueueAndSendsAFailedMailAgain) {
  const auto id = queue_failed_mail("julie@example.com", "550 mailbox unavailable");
  auto page = call(*server_, "GET", "/api/admin/system", nullptr, admin_);
  ASSERT_EQ(page.status, 200) << page.body;
  const auto body = page.json();
  EXPECT_EQ(body["engine"], GetParam());
  EXPECT_FALSE(body["version"].get<std::string>().empty());
  EXPECT_GT(body["databaseBytes"].get<long long>(), 0);
  EXPECT_GE(body["mail"]["waiting"].get<long long>(), 1);
  EXPECT_EQ(body["mail"]["failing"], 1);
  ASSERT_EQ(body["mail"]["failures"].size(), 1u) << body["mail"];
  EXPECT_EQ(body["mail"]["failures"][0]["id"], id);
  EXPECT_EQ(body["mail"]["failures"][0]["error"], "550 mailbox unavailable");
  EXPECT_EQ(body["mail"]["failures"][0]["attempts"], 3);
  EXPECT_TRUE(body["jobs"].is_array());
  EXPECT_TRUE(body["backups"]["runs"].is_array());
  EXPECT_FALSE(body["backups"]["schedule"]["configured"].get<bool>());

  auto again = call(*server_, "POST", "/api/admin/system/mails/" + std::to_string(id) + "/send-again",
                    json::object(), admin_);
  EXPECT_EQ(again.status, 204) << again.body;
  {
    soci::session sql(server_->database().pool());
    long long next = 0;
    sql << "SELECT next_attempt_at FROM mail_outbox WHERE id = :id", soci::use(id), soci::into(next);
    EXPECT_LE(next, server_->clock().now());
    sql << "UPDATE mail_outbox SET status = 'sent', sent_at = 1 WHERE id = :id", soci::use(id);
  }
  // Sent meanwhile: nothing to send again.
  auto sent = call(*server_, "POST", "/api/admin/system/mails/" + std::to_string(id) + "/send-again",
                   json::object(), admin_);
  EXPECT_EQ(sent.status, 404) << sent.body;
}

TEST_P(SystemPage, OnlyTheOfficeSeesIt) {
  EXPECT_EQ(call(*server_, "GET", "/api/admin/system").status, 401);
  const auto student = sign_up(*server_, "eleve@example.com");
  EXPECT_EQ(call(*server_, "GET", "/api/admin/system", nullptr, student).status, 403);
  EXPECT_EQ(call(*server_, "POST", "/api/admin/system/mails/1/send-again", json::object(), student).status,
            403);
}

// Each instance writes its runs; the page shows each job's newest run, and its last failure's message
// even after a later good run elsewhere.
TEST_P(SystemPage, JobsShowTheirNewestRunAcrossInstances) {
  core::Context context{server_->config(), server_->database(), server_->clock()};
  metrics::registry().add_job_run("retention", 0.25, false, "disk full", 1'000'000);
  system::record_job_runs(context);
  metrics::registry().reset();
  metrics::registry().add_job_run("retention", 0.5, true, "", 1'000'100);
  metrics::registry().add_job_run("waiting lists", 0.002, true, "", 1'000'050);
  SecondInstance second(*server_);
  core::Context second_context{server_->config(), second.database(), server_->clock()};
  system::record_job_runs(second_context);
  // An older report (another instance, late) changes nothing.
  metrics::registry().reset();
  metrics::registry().add_job_run("retention", 9.0, false, "late", 999'000);
  system::record_job_runs(context);

  auto page = call(*server_, "GET", "/api/admin/system", nullptr, admin_);
  ASSERT_EQ(page.status, 200) << page.body;
  json retention, waiting;
  const auto body = page.json();
  for (const auto& job : body["jobs"]) {
    if (job["name"] == "retention") retention = job;
    if (job["name"] == "waiting lists") waiting = job;
  }
  ASSERT_FALSE(retention.is_null()) << page.body;
  EXPECT_TRUE(retention["ok"].get<bool>());
  EXPECT_EQ(retention["durationMs"], 500);
  EXPECT_EQ(retention["lastError"], "disk full");
  EXPECT_FALSE(retention["lastFailedAt"].is_null()) << retention;
  ASSERT_FALSE(waiting.is_null());
  EXPECT_EQ(waiting["durationMs"], 2);
}

TEST_P(SystemPage, MetricsAnswerLoopbackAndTheTokenOnly) {
  ASSERT_EQ(server_->get("/api/courses").status, 200);
  queue_failed_mail("a@example.com", "timeout");
  auto metrics = server_->get("/metrics");
  ASSERT_EQ(metrics.status, 200) << metrics.body;
  EXPECT_NE(metrics.header("content-type").find("text/plain"), std::string::npos);
  EXPECT_NE(metrics.body.find("# TYPE secours_http_requests_total counter"), std::string::npos)
      << metrics.body;
  EXPECT_NE(metrics.body.find(
                "secours_http_requests_total{method=\"GET\",route=\"/api/courses\",status=\"200\"} 1"),
            std::string::npos)
      << metrics.body;
  EXPECT_NE(metrics.body.find("# TYPE secours_http_request_duration_seconds histogram"), std::string::npos);
  EXPECT_NE(
      metrics.body.find("secours_http_request_duration_seconds_bucket{method=\"GET\",route=\"/api/courses\","
                        "le=\"+Inf\"} 1"),
      std::string::npos);
  EXPECT_NE(metrics.body.find("secours_mail_outbox_messages{state=\"failing\"} 1"), std::string::npos)
      << metrics.body;
  EXPECT_NE(metrics.body.find("secours_db_pool_waits_total"), std::string::npos);
  // A raw path never becomes a series: the route's pattern does.
  server_->get("/api/courses/987654321");
  EXPECT_EQ(server_->get("/metrics").body.find("987654321"), std::string::npos);

  // Through a proxy (forwarded), or with a wrong token: refused; with the token: served.
  EXPECT_EQ(server_->get("/metrics", {{"X-Forwarded-For", "198.51.100.7"}}).status, 403);
  EXPECT_EQ(server_->get("/metrics", {{"X-Forwarded-For", "198.51.100.7"}, {"Authorization", "Bearer wrong"}})
                .status,
            403);
  EXPECT_EQ(server_
                ->get("/metrics", {{"X-Forwarded-For", "198.51.100.7"},
                                   {"Authorization", std::string("Bearer ") + metrics_token}})
                .status,
            200);
}

SECOURS_ON_BOTH_ENGINES(SystemPage);

TEST(Metrics, TheTextFormatEscapesLabelsAndCountsBuckets) {
  metrics::Registry registry;
  registry.add_request("GET", "/api/a\"b", 200, 0.003);
  registry.add_request("GET", "/api/a\"b", 200, 0.2);
  registry.add_request("GET", "/api/a\"b", 500, 20);
  registry.add_job_run("figures", 0.1, false, "x", 5);
  const auto text = registry.exposition({{"secours_backup_age_seconds", "Age.", 42, ""}});
  EXPECT_NE(text.find("route=\"/api/a\\\"b\",status=\"500\"} 1"), std::string::npos) << text;
  EXPECT_NE(text.find("le=\"0.005\"} 1\n"), std::string::npos) << text;
  EXPECT_NE(text.find("le=\"0.25\"} 2\n"), std::string::npos) << text;
  EXPECT_NE(text.find("le=\"10\"} 2\n"), std::string::npos) << text;
  EXPECT_NE(text.find("le=\"+Inf\"} 3\n"), std::string::npos) << text;
  EXPECT_NE(text.find("secours_job_failures_total{job=\"figures\"} 1"), std::string::npos) << text;
  EXPECT_NE(text.find("# TYPE secours_backup_age_seconds gauge\nsecours_backup_age_seconds 42\n"),
            std::string::npos)
      << text;
}
