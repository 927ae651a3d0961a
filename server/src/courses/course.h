#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/localized.h"

namespace secours::courses {

inline constexpr const char* levels[] = {"Beginner", "Intermediate", "Advanced"};
inline constexpr const char* categories[] = {"emergency-medicine", "professional-development"};

// A topic tag in both languages; an empty English tag reads as the French one.
struct Tag {
  std::string fr, en;
  const std::string& in(const std::string& language) const { return localized(language, fr, en); }
};

// A course of the catalogue, in both languages. An empty English text reads as the French one.
struct Course {
  long long id = 0;
  std::string slug;
  std::string title_fr, title_en;
  std::string description_fr, description_en;
  std::string instructor;
  long long price_cents = 0;
  long long original_price_cents = 0;  // 0: no original price to strike through
  long long duration_minutes = 0;
  std::string level = "Beginner";
  std::string certification_level;  // "A", "C" or empty
  std::string category = "emergency-medicine";
  std::string accreditation_fr, accreditation_en;  // the certifying body
  std::vector<Tag> tags;
  int rating_tenths = 50;  // 0 to 50: 4.9 stars is 49
  std::string image_url;
  bool published = true;
  bool archived = false;
  // Its certificate makes a first-aider in the CNESST's sense: it counts in companies' compliance.
  bool workplace_first_aid = false;
  // How long its certificate is valid, in months (CNESST workplace first aid: 36), and
  // the course that renews it (0: none; a refresher may be shorter, or the course itself).
  int certificate_valid_months = 36;
  long long renewal_course_id = 0;
  // What attendees bring on the day (the reminder before the class says it); empty: the general advice.
  std::string what_to_bring_fr{}, what_to_bring_en{};
  // The most participants one instructor teaches (0: not stated), and first aid adapted to early
  // childhood, whose certificate states what the Ministère de la Famille checks (issue 29).
  int participants_per_instructor = 0;
  bool early_childhood = false;
  long long students = 0;  // number of enrollments, never typed in
  long long created_at = 0;
  long long updated_at = 0;
};

// What an admin sends to create or replace a course. Absent optional values keep the course's
// current slug, rating and publication (or their defaults when creating).
struct CourseInput {
  std::string title_fr, title_en, description_fr, description_en, instructor;
  long long price_cents = 0;
  long long original_price_cents = 0;
  long long duration_minutes = 0;
  std::string level = "Beginner";
  std::string certification_level;
  std::string category = "emergency-medicine";
  std::string accreditation_fr, accreditation_en;
  std::string image_url;
  std::vector<Tag> tags;
  std::optional<std::string> slug;
  std::optional<int> rating_tenths;
  std::optional<bool> published;
  std::optional<bool> workplace_first_aid;
  std::optional<int> certificate_valid_months;
  std::optional<long long> renewal_course_id;                        // 0: none
  std::optional<std::pair<std::string, std::string>> what_to_bring;  // fr, en
  std::optional<int> participants_per_instructor;                    // 0: not stated
  std::optional<bool> early_childhood;
};

}  // namespace secours::courses
