#include "content/about_json.h"

namespace secours::content {

namespace {

using Json = nlohmann::json;

constexpr std::size_t title_length = 200;
constexpr std::size_t text_length = 4000;
constexpr std::size_t point_length = 600;

std::vector<std::string> read_points(validation::Input& input, const Json& texts, const std::string& prefix,
                                     const char* name, std::size_t count, bool required) {
  const std::string field = prefix + name;
  std::vector<std::string> points(count);
  if (!texts.contains(name) || texts[name].is_null()) {
    if (required) input.fail(field, "required");
    return points;
  }
  if (!texts[name].is_array()) {
    input.fail(field, "invalid-type");
    return points;
  }
  if (texts[name].size() != count) {
    input.fail(field, "out-of-range");
    return points;
  }
  for (std::size_t i = 0; i < count; ++i) {
    const auto& item = texts[name][i];
    const std::string item_field = field + "." + std::to_string(i);
    if (!item.is_string()) {
      input.fail(item_field, "invalid-type");
      continue;
    }
    points[i] = validation::trim(item.get<std::string>());
    if (points[i].empty() && required) input.fail(item_field, "required");
    if (points[i].size() > point_length) input.fail(item_field, "too-long");
  }
  return points;
}

About read_language(validation::Input& outer, const Json& body, const std::string& language, bool required) {
  About about;
  if (!body.contains(language) || body[language].is_null()) {
    outer.fail(language, "required");
    return about;
  }
  if (!body[language].is_object()) {
    outer.fail(language, "invalid-type");
    return about;
  }
  const Json& texts = body[language];
  validation::Input input(texts);
  auto text = [&](const char* name, std::size_t max_length) {
    return required ? input.required_text(name, max_length) : input.optional_text(name, max_length);
  };
  about.company_name = text("companyName", 120);
  about.company_tagline = text("companyTagline", 300);
  about.company_description = text("companyDescription", text_length);
  about.distinction_title = text("distinctionTitle", title_length);
  about.expertise_title = text("expertiseTitle", title_length);
  about.commitment_title = text("commitmentTitle", title_length);
  about.commitment_description = text("commitmentDescription", text_length);
  for (const auto& [field, reason] : input.errors()) outer.fail(language + "." + field, reason);
  const std::string prefix = language + ".";
  about.distinction_points =
      read_points(outer, texts, prefix, "distinctionPoints", distinction_point_count, required);
  about.expertise_points =
      read_points(outer, texts, prefix, "expertisePoints", expertise_point_count, required);
  return about;
}

std::vector<std::string> stored_points(const Json& stored, const char* name, std::size_t count) {
  std::vector<std::string> points(count);
  if (!stored.contains(name) || !stored[name].is_array()) return points;
  for (std::size_t i = 0; i < count && i < stored[name].size(); ++i) {
    if (stored[name][i].is_string()) points[i] = stored[name][i].get<std::string>();
  }
  return points;
}

}  // namespace

Json about_json(const About& about) {
  return {{"companyName", about.company_name},
          {"companyTagline", about.company_tagline},
          {"companyDescription", about.company_description},
          {"distinctionTitle", about.distinction_title},
          {"distinctionPoints", about.distinction_points},
          {"expertiseTitle", about.expertise_title},
          {"expertisePoints", about.expertise_points},
          {"commitmentTitle", about.commitment_title},
          {"commitmentDescription", about.commitment_description}};
}

About about_from_stored(const Json& stored) {
  auto text = [&stored](const char* name) {
    return stored.contains(name) && stored[name].is_string() ? stored[name].get<std::string>()
                                                             : std::string();
  };
  About about;
  about.company_name = text("companyName");
  about.company_tagline = text("companyTagline");
  about.company_description = text("companyDescription");
  about.distinction_title = text("distinctionTitle");
  about.distinction_points = stored_points(stored, "distinctionPoints", distinction_point_count);
  about.expertise_title = text("expertiseTitle");
  about.expertise_points = stored_points(stored, "expertisePoints", expertise_point_count);
  about.commitment_title = text("commitmentTitle");
  about.commitment_description = text("commitmentDescription");
  return about;
}

AboutPage read_about_page(const Json& body) {
  validation::Input input(body);
  AboutPage page;
  page.fr = read_language(input, body, "fr", true);
  page.en = read_language(input, body, "en", false);
  input.check();
  return page;
}

}  // namespace secours::content
