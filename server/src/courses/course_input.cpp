#include "courses/course_input.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "common/text_keys.h"
#include "common/validation.h"

namespace secours::courses {

namespace {

using Json = nlohmann::json;

constexpr long long max_price_cents = 100'000'000;  // one million dollars: anything above is a typo
constexpr double max_duration_hours = 200;
constexpr long long max_valid_months = 120;
constexpr long long max_course_id = 1'000'000'000'000LL;

// Reads {"fr": …, "en": …}; French is required (unless the whole text is optional), English may be
// blank (it then reads as French).
void read_localized(validation::Input& input, const Json& body, const std::string& name,
                    std::size_t max_length, std::string& fr, std::string& en, bool optional = false) {
  if (!body.contains(name) || body[name].is_null()) {
    if (!optional) input.fail(name + ".fr", "required");
    return;
  }
  if (!body[name].is_object()) {
    input.fail(name, "invalid-type");
    return;
  }
  validation::Input texts(body[name]);
  fr = optional ? texts.optional_text("fr", max_length) : texts.required_text("fr", max_length);
  en = texts.optional_text("en", max_length);
  if (optional && fr.empty() && !en.empty()) texts.fail("fr", "required");
  for (const auto& [field, reason] : texts.errors()) input.fail(name + "." + field, reason);
}

std::optional<double> read_number(validation::Input& input, const Json& body, const char* name) {
  if (!input.has(name)) return std::nullopt;
  if (!body[name].is_number()) {
    input.fail(name, "invalid-type");
    return std::nullopt;
  }
  return body[name].get<double>();
}

std::string read_choice(validation::Input& input, const char* name, const auto& choices,
                        const char* fallback) {
  std::string value = input.optional_text(name, 40);
  if (value.empty()) return fallback;
  if (std::find(std::begin(choices), std::end(choices), value) == std::end(choices))
    input.fail(name, "invalid-choice");
  return value;
}

// One tag's text: blank only where allowed, not too long, not twice in the course's list.
bool read_tag_text(validation::Input& input, const Json& item, const char* language, bool required,
                   std::set<std::string>& seen, std::string& out) {
  if (item.contains(language) && !item[language].is_null() && !item[language].is_string()) {
    input.fail("tags", "invalid-type");
    return false;
  }
  out = item.contains(language) && item[language].is_string()
            ? validation::trim(item[language].get<std::string>())
            : std::string();
  if (out.empty()) {
    if (required) input.fail("tags", "required");
    return !required;
  }
  if (text::utf8_length(out) > max_tag_length) {
    input.fail("tags", "too-long");
    return false;
  }
  if (!seen.insert(text::fold_case(out)).second) {
    input.fail("tags", "duplicate-tag");
    return false;
  }
  return true;
}

std::vector<Tag> read_tags(validation::Input& input, const Json& body) {
  std::vector<Tag> tags;
  if (!input.has("tags")) return tags;
  if (!body["tags"].is_array()) {
    input.fail("tags", "invalid-type");
    return tags;
  }
  if (body["tags"].size() > max_tags) input.fail("tags", "out-of-range");
  std::set<std::string> seen_fr, seen_en;
  for (const auto& item : body["tags"]) {
    if (!item.is_object()) {
      input.fail("tags", "invalid-type");
      continue;
    }
    Tag tag;
    bool fr_ok = read_tag_text(input, item, "fr", true, seen_fr, tag.fr);
    bool en_ok = read_tag_text(input, item, "en", false, seen_en, tag.en);
    if (fr_ok && en_ok) tags.push_back(std::move(tag));
  }
  return tags;
}

}  // namespace

bool is_site_image_path(std::string_view path) {
  if (!path.starts_with("/images/") && !path.starts_with("/uploads/")) return false;
  if (path.find("..") != std::string_view::npos || path.find("//") != std::string_view::npos) return false;
  return std::all_of(path.begin(), path.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.' || c == '/';
  });
}

CourseInput read_course_input(const Json& body) {
  validation::Input input(body);
  CourseInput course;
  read_localized(input, body, "title", 200, course.title_fr, course.title_en);
  read_localized(input, body, "description", 5000, course.description_fr, course.description_en);
  course.instructor = input.required_text("instructor", 120);

  if (!input.has("priceCents")) input.fail("priceCents", "required");
  course.price_cents = input.optional_integer("priceCents", 0, max_price_cents).value_or(0);
  course.original_price_cents = input.optional_integer("originalPriceCents", 0, max_price_cents).value_or(0);

  if (!input.has("durationHours")) input.fail("durationHours", "required");
  if (auto hours = read_number(input, body, "durationHours")) {
    course.duration_minutes = std::llround(*hours * 60);
    if (!(*hours > 0 && *hours <= max_duration_hours) || course.duration_minutes < 1) {
      input.fail("durationHours", "out-of-range");
    }
  }

  course.level = read_choice(input, "level", levels, "Beginner");
  course.category = read_choice(input, "category", categories, "emergency-medicine");
  course.certification_level = input.optional_text("certificationLevel", 10);
  read_localized(input, body, "accreditation", 200, course.accreditation_fr, course.accreditation_en, true);
  course.image_url = input.optional_text("image", 2000);
  if (!course.image_url.empty() && !validation::is_https_or_http_url(course.image_url) &&
      !is_site_image_path(course.image_url)) {
    input.fail("image", "invalid-url");
  }
  course.tags = read_tags(input, body);

  if (input.has("slug")) {
    course.slug = input.optional_text("slug", text::max_slug_length);
    if (!input.failed("slug") && !text::is_valid_slug(*course.slug)) input.fail("slug", "invalid-slug");
  }
  if (auto rating = read_number(input, body, "rating")) {
    if (*rating < 0 || *rating > 5) input.fail("rating", "out-of-range");
    course.rating_tenths = static_cast<int>(std::lround(*rating * 10));
  }
  if (input.has("published")) course.published = input.optional_bool("published");
  if (input.has("workplaceFirstAid")) course.workplace_first_aid = input.optional_bool("workplaceFirstAid");
  if (auto months = input.optional_integer("certificateValidMonths", 1, max_valid_months))
    course.certificate_valid_months = static_cast<int>(*months);
  if (body.contains("renewalCourseId")) {
    course.renewal_course_id = body["renewalCourseId"].is_null()
                                   ? 0
                                   : input.optional_integer("renewalCourseId", 1, max_course_id).value_or(0);
  }
  if (body.contains("participantsPerInstructor")) {
    course.participants_per_instructor =
        body["participantsPerInstructor"].is_null()
            ? 0
            : static_cast<int>(input.optional_integer("participantsPerInstructor", 1, 100).value_or(0));
  }
  if (input.has("earlyChildhood")) course.early_childhood = input.optional_bool("earlyChildhood");
  if (input.has("whatToBring")) {
    std::pair<std::string, std::string> bring;
    read_localized(input, body, "whatToBring", 1000, bring.first, bring.second, true);
    course.what_to_bring = bring;
  }
  input.check();
  return course;
}

}  // namespace secours::courses
