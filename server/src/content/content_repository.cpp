#include "content/content_repository.h"

#include <soci/soci.h>

namespace secours::content::page_rows {

std::optional<std::string> find(soci::session& sql, const std::string& page, const std::string& language) {
  std::string content;
  sql << "SELECT content FROM page_contents WHERE page = :p AND language = :l", soci::use(page),
      soci::use(language), soci::into(content);
  if (!sql.got_data()) return std::nullopt;
  return content;
}

void save(soci::session& sql, const std::string& page, const std::string& language,
          const std::string& content, long long now) {
  sql << "INSERT INTO page_contents (page, language, content, updated_at) VALUES (:p, :l, :c, :t) "
         "ON CONFLICT (page, language) DO UPDATE SET content = excluded.content, updated_at = "
         "excluded.updated_at",
      soci::use(page), soci::use(language), soci::use(content), soci::use(now);
}

bool insert_if_missing(soci::session& sql, const std::string& page, const std::string& language,
                       const std::string& content, long long now) {
  if (find(sql, page, language)) return false;
  // DO NOTHING: another instance seeding at the same moment is not an error.
  sql << "INSERT INTO page_contents (page, language, content, updated_at) VALUES (:p, :l, :c, :t) "
         "ON CONFLICT (page, language) DO NOTHING",
      soci::use(page), soci::use(language), soci::use(content), soci::use(now);
  return true;
}

}  // namespace secours::content::page_rows
