#include "support/booking_fixtures.h"

#include <gtest/gtest.h>
#include <soci/soci.h>

#include "common/base64.h"
#include "db/row.h"
#include "mail/mime.h"
#include "support/stripe_fake.h"

namespace secours::testing {

long long insert_course(TestServer& server, const std::string& slug, long long price_cents, bool published,
                        bool archived) {
  soci::session sql(server.database().pool());
  long long now = server.clock().now(), id = 0;
  int published_flag = published ? 1 : 0, archived_flag = archived ? 1 : 0;
  std::string title_fr = "Secourisme " + slug, title_en = "First aid " + slug;
  sql << "INSERT INTO courses (slug, title_fr, title_en, description_fr, description_en, instructor, "
         "price_cents, "
         "duration_minutes, published, archived, created_at, updated_at) VALUES (:slug, :fr, :en, "
         "'Description', "
         "'Description', 'Julie Gagnon', :price, 420, :published, :archived, :created, :updated) RETURNING "
         "id",
      soci::use(slug), soci::use(title_fr), soci::use(title_en), soci::use(price_cents),
      soci::use(published_flag), soci::use(archived_flag), soci::use(now), soci::use(now), soci::into(id);
  // As an admin's change would: the public reads kept in memory hear of it.
  server.database().changes().changed();
  return id;
}

long long insert_session(TestServer& server, long long course_id, int capacity, long long starts_in) {
  soci::session sql(server.database().pool());
  long long now = server.clock().now(), starts = now + starts_in, ends = starts + 7 * 3600, id = 0;
  sql << "INSERT INTO course_sessions (course_id, starts_at, ends_at, location, capacity, seats_taken, "
         "status, "
         "created_at, updated_at) VALUES (:course, :starts, :ends, '123, rue Principale, Gatineau', "
         ":capacity, 0, "
         "'scheduled', :created, :updated) RETURNING id",
      soci::use(course_id), soci::use(starts), soci::use(ends), soci::use(capacity), soci::use(now),
      soci::use(now), soci::into(id);
  server.database().changes().changed();
  return id;
}

nlohmann::json booking_request(long long course_id, long long session_id, const std::string& method,
                               const std::string& email, const std::string& language) {
  nlohmann::json body{{"firstName", "Julie"},    {"lastName", "Bérubé"},  {"email", email},
                      {"phone", "819 555-0100"}, {"courseId", course_id}, {"paymentMethod", method},
                      {"language", language}};
  if (session_id != 0) body["sessionId"] = session_id;
  return body;
}

HttpResult post_booking(TestServer& server, const nlohmann::json& body, const std::string& cookie,
                        const std::string& client) {
  Headers headers{{"Content-Type", "application/json"}};
  if (!cookie.empty()) headers["Cookie"] = cookie;
  if (!client.empty()) headers["X-Forwarded-For"] = client;
  return server.send("POST", "/api/bookings", body.dump(), headers);
}

Booked book(TestServer& server, const nlohmann::json& body, const std::string& cookie,
            const std::string& client) {
  auto result = post_booking(server, body, cookie, client);
  EXPECT_EQ(result.status, 201) << result.body;
  if (result.status != 201) return {};
  auto json = result.json();
  return {json["booking"]["id"].get<long long>(), json["accessToken"].get<std::string>(), json["booking"]};
}

HttpResult change_booking(TestServer& server, long long id, const std::string& action,
                          const nlohmann::json& body, const std::string& token, const std::string& cookie) {
  Headers headers{{"Content-Type", "application/json"}};
  if (!cookie.empty()) headers["Cookie"] = cookie;
  std::string target = "/api/bookings/" + std::to_string(id) + "/" + action;
  if (!token.empty()) target += "?token=" + token;
  return server.send("POST", target, body.is_null() ? "" : body.dump(), headers);
}

int seats_left(TestServer& server, long long course_id, long long session_id) {
  auto listed = server.get("/api/courses/" + std::to_string(course_id) + "/sessions");
  EXPECT_EQ(listed.status, 200) << listed.body;
  const auto sessions = listed.json()["sessions"];
  for (const auto& session : sessions) {
    if (session["id"] == session_id) return session["seatsLeft"].get<int>();
  }
  return -1;
}

std::vector<OutboxMail> outbox(db::Database& database) {
  soci::session sql(database.pool());
  std::vector<OutboxMail> mails;
  std::vector<long long> ids;
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT id, recipient, subject, body_text, body_html FROM mail_outbox ORDER BY id";
  for (const auto& row : rows) {
    ids.push_back(db::get_integer(row, 0));
    mails.push_back(
        {db::get_text(row, 1), db::get_text(row, 2), db::get_text(row, 3), db::get_text(row, 4), {}});
  }
  for (std::size_t i = 0; i < ids.size(); ++i) {
    soci::rowset<soci::row> attachments =
        (sql.prepare
             << "SELECT filename, content_type, content_base64 FROM mail_attachments WHERE outbox_id = :id "
                "ORDER BY ordinal",
         soci::use(ids[i]));
    for (const auto& row : attachments) {
      mails[i].attachments.push_back(
          {db::get_text(row, 0), db::get_text(row, 1), base64::decode(db::get_text(row, 2))});
    }
  }
  return mails;
}

int seats_taken(db::Database& database, long long session_id) {
  soci::session sql(database.pool());
  int taken = -1;
  sql << "SELECT seats_taken FROM course_sessions WHERE id = :id", soci::use(session_id), soci::into(taken);
  return taken;
}

int held_seats(db::Database& database, long long session_id) {
  soci::session sql(database.pool());
  int held = -1;
  sql << "SELECT COUNT(*) FROM bookings WHERE session_id = :id AND seat_held = 1 AND status IN ('pending', "
         "'approved')",
      soci::use(session_id), soci::into(held);
  return held;
}

void use_stripe(core::Config& config, const std::string& base_url) {
  config.stripe_secret_key = stripe_test_secret_key;
  config.stripe_publishable_key = stripe_test_publishable_key;
  config.stripe_webhook_secret = stripe_test_webhook_secret;
  config.stripe_api_base = base_url;
}

}  // namespace secours::testing
