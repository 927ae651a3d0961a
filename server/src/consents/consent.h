#pragma once

#include <optional>
#include <string>

namespace secours::consents {

// What a person agreed to (issue 27): the terms of sale at a booking or sign-up, and the news and
// renewal reminders box (CASL express consent), which they may withdraw at any time.
enum class Kind { terms, news };

const char* kind_name(Kind kind);

// Where a consent was given.
inline constexpr const char* from_booking = "booking";
inline constexpr const char* from_sign_up = "sign-up";
inline constexpr const char* from_team_booking = "team-booking";
inline constexpr const char* from_dashboard = "dashboard";
inline constexpr const char* from_unsubscribe_page = "unsubscribe-page";
inline constexpr const char* from_training_request = "training-request";

// How a news consent was withdrawn.
inline constexpr const char* via_dashboard = "dashboard";
inline constexpr const char* via_unsubscribe = "unsubscribe";

// How a person's data names them, in French or in English: the consent's kind ("terms", "news"), where it
// was given (from_…) and how it was withdrawn (via_…).
const char* kind_label(const std::string& kind, bool french);
const char* source_label(const std::string& source, bool french);
const char* withdrawal_label(const std::string& via, bool french);

struct Consent {
  long long id = 0;
  std::string email;
  std::optional<long long> user_id;
  std::string kind;  // kind_name()
  std::string wording_version;
  std::string source;
  long long created_at = 0;  // when it was given
  std::optional<long long> withdrawn_at;
  std::string withdrawn_via;  // empty while in force
};

}  // namespace secours::consents
