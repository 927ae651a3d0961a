#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "mail/mail.h"
#include "support/api_helpers.h"

namespace secours::testing {

// A published course written straight to the database: booking tests do not depend on the
// catalogue's API, which has tests of its own.
long long insert_course(TestServer& server, const std::string& slug, long long price_cents,
                        bool published = true, bool archived = false);
// A scheduled session of seven hours starting `starts_in` seconds after the server's clock.
long long insert_session(TestServer& server, long long course_id, int capacity,
                         long long starts_in = 7 * 86400);

nlohmann::json booking_request(long long course_id, long long session_id,
                               const std::string& method = "interac",
                               const std::string& email = "julie@example.com",
                               const std::string& language = "fr");
// POST /api/bookings; `client` becomes X-Forwarded-For (read when the server trusts a proxy), so that
// tests making many bookings are not one client for the rate limit.
HttpResult post_booking(TestServer& server, const nlohmann::json& body, const std::string& cookie = "",
                        const std::string& client = "");

// A booking made through the API, as its customer keeps it: the booking and its access token.
struct Booked {
  long long id = 0;
  std::string token;
  nlohmann::json booking;
};
// post_booking that must succeed (a failed expectation otherwise).
Booked book(TestServer& server, const nlohmann::json& body, const std::string& cookie = "",
            const std::string& client = "");
// POST /api/bookings/{id}/{action}?token=… (cancel, move), JSON with `body` (empty when null), as the holder
// of `token` and/or the user of `cookie`.
HttpResult change_booking(TestServer& server, long long id, const std::string& action,
                          const nlohmann::json& body = nullptr, const std::string& token = "",
                          const std::string& cookie = "");
// The seats a visitor sees left in the session (GET /api/courses/{id}/sessions); -1 when not listed.
int seats_left(TestServer& server, long long course_id, long long session_id);

struct OutboxMail {
  std::string recipient, subject, text, html;
  std::vector<mail::Attachment> attachments;  // content decoded
};
std::vector<OutboxMail> outbox(db::Database& database);
int seats_taken(db::Database& database, long long session_id);
// The pending and approved bookings that hold a seat of the session, counted from the bookings
// themselves (what seats_taken must equal).
int held_seats(db::Database& database, long long session_id);

// Config for a server whose card payments go to a StripeFake at `base_url`.
void use_stripe(core::Config& config, const std::string& base_url);

}  // namespace secours::testing
