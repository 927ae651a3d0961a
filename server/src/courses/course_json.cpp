#include "courses/course_json.h"

#include "common/localized.h"
#include "common/time_format.h"

namespace secours::courses {

namespace {

nlohmann::json common_fields(const Course& course) {
  return {{"id", course.id},
          {"slug", course.slug},
          {"instructor", course.instructor},
          {"priceCents", course.price_cents},
          {"originalPriceCents", course.original_price_cents},
          {"durationHours", static_cast<double>(course.duration_minutes) / 60.0},
          {"level", course.level},
          {"certificationLevel", course.certification_level},
          {"category", course.category},
          {"rating", course.rating_tenths / 10.0},
          {"image", course.image_url},
          {"students", course.students},
          {"certificateValidMonths", course.certificate_valid_months},
          {"renewalCourseId",
           course.renewal_course_id ? nlohmann::json(course.renewal_course_id) : nlohmann::json()}};
}

}  // namespace

nlohmann::json course_json(const Course& course, const std::string& language) {
  auto json = common_fields(course);
  json["title"] = localized(language, course.title_fr, course.title_en);
  json["description"] = localized(language, course.description_fr, course.description_en);
  json["accreditation"] = localized(language, course.accreditation_fr, course.accreditation_en);
  json["whatToBring"] = localized(language, course.what_to_bring_fr, course.what_to_bring_en);
  json["tags"] = nlohmann::json::array();
  for (const auto& tag : course.tags) json["tags"].push_back(tag.in(language));
  return json;
}

nlohmann::json admin_course_json(const Course& course) {
  auto json = common_fields(course);
  json["title"] = {{"fr", course.title_fr}, {"en", course.title_en}};
  json["description"] = {{"fr", course.description_fr}, {"en", course.description_en}};
  json["accreditation"] = {{"fr", course.accreditation_fr}, {"en", course.accreditation_en}};
  json["whatToBring"] = {{"fr", course.what_to_bring_fr}, {"en", course.what_to_bring_en}};
  json["tags"] = nlohmann::json::array();
  for (const auto& tag : course.tags) json["tags"].push_back({{"fr", tag.fr}, {"en", tag.en}});
  json["published"] = course.published;
  json["workplaceFirstAid"] = course.workplace_first_aid;
  json["participantsPerInstructor"] = course.participants_per_instructor
                                          ? nlohmann::json(course.participants_per_instructor)
                                          : nlohmann::json(nullptr);
  json["earlyChildhood"] = course.early_childhood;
  json["archived"] = course.archived;
  json["createdAt"] = iso8601(course.created_at);
  json["updatedAt"] = iso8601(course.updated_at);
  return json;
}

}  // namespace secours::courses
