#include "content/about_service.h"

#include <nlohmann/json.hpp>

#include "content/about_json.h"
#include "content/content_repository.h"
#include "db/transaction.h"

namespace secours::content {

namespace {

About stored_or_default(soci::session& sql, const std::string& language) {
  auto stored = page_rows::find(sql, about_page, language);
  if (!stored) return default_about(language);
  auto json = nlohmann::json::parse(*stored, nullptr, false);
  return about_from_stored(json.is_object() ? json : nlohmann::json::object());
}

void fill_blank(std::string& text, const std::string& fallback) {
  if (text.empty()) text = fallback;
}

About with_french_fallback(About english, const About& french) {
  fill_blank(english.company_name, french.company_name);
  fill_blank(english.company_tagline, french.company_tagline);
  fill_blank(english.company_description, french.company_description);
  fill_blank(english.distinction_title, french.distinction_title);
  for (std::size_t i = 0; i < english.distinction_points.size() && i < french.distinction_points.size();
       ++i) {
    fill_blank(english.distinction_points[i], french.distinction_points[i]);
  }
  fill_blank(english.expertise_title, french.expertise_title);
  for (std::size_t i = 0; i < english.expertise_points.size() && i < french.expertise_points.size(); ++i) {
    fill_blank(english.expertise_points[i], french.expertise_points[i]);
  }
  fill_blank(english.commitment_title, french.commitment_title);
  fill_blank(english.commitment_description, french.commitment_description);
  return english;
}

}  // namespace

About read_about(soci::session& sql, const std::string& language) {
  About french = stored_or_default(sql, "fr");
  if (language != "en") return french;
  return with_french_fallback(stored_or_default(sql, "en"), french);
}

About AboutService::read(const std::string& language) {
  auto sql = db::connection(context_.database);
  return read_about(*sql, language);
}

AboutPage AboutService::read_page() {
  auto sql = db::connection(context_.database);
  return {stored_or_default(*sql, "fr"), stored_or_default(*sql, "en")};
}

AboutPage AboutService::save(const AboutPage& page) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  page_rows::save(tx.sql(), about_page, "fr", about_json(page.fr).dump(), now);
  page_rows::save(tx.sql(), about_page, "en", about_json(page.en).dump(), now);
  tx.commit();
  return page;
}

}  // namespace secours::content
