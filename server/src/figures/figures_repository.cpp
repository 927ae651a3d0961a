#include "figures/figures_repository.h"

#include <soci/soci.h>

#include "db/row.h"

namespace secours::figures::figure_rows {

std::optional<KeptSet> kept(soci::session& sql, const std::string& set) {
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT name, value, computed_at FROM office_figures WHERE figure_set = :s",
       soci::use(set));
  KeptSet found;
  bool any = false;
  for (const auto& row : rows) {
    found.values[db::get_text(row, 0)] = db::get_integer(row, 1);
    const long long at = db::get_integer(row, 2);
    found.computed_at = any ? std::min(found.computed_at, at) : at;
    any = true;
  }
  if (!any) return std::nullopt;
  return found;
}

void keep(soci::session& sql, const std::string& set, const std::map<std::string, long long>& values,
          long long now) {
  for (const auto& [name, value] : values) {
    sql << "INSERT INTO office_figures (figure_set, name, value, computed_at) VALUES (:s, :n, :v, :t) "
           "ON CONFLICT (figure_set, name) DO UPDATE SET value = excluded.value, computed_at = "
           "excluded.computed_at",
        soci::use(set), soci::use(name), soci::use(value), soci::use(now);
  }
  // Names the new figures no longer have (a week past the overview's weeks).
  sql << "DELETE FROM office_figures WHERE figure_set = :s AND computed_at < :t", soci::use(set),
      soci::use(now);
}

}  // namespace secours::figures::figure_rows
