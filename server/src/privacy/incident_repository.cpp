#include "privacy/incident_repository.h"

#include <soci/soci.h>

#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"

namespace secours::privacy::incident_rows {

namespace {

constexpr const char* columns =
    "SELECT i.id, i.occurred_on, i.discovered_on, i.description, i.people_concerned, i.data_concerned, "
    "i.serious_risk, i.risk_assessment, i.measures, i.commission_notified_on, i.people_notified_on, "
    "COALESCE(u.email, ''), i.created_at, i.updated_at FROM privacy_incidents i LEFT JOIN users u ON u.id = "
    "i.recorded_by";

Incident read_incident(const soci::row& row) {
  Incident incident;
  db::Columns(row).read(incident.id, incident.occurred_on, incident.discovered_on, incident.description,
                        incident.people_concerned, incident.data_concerned, incident.serious_risk,
                        incident.risk_assessment, incident.measures, incident.commission_notified_on,
                        incident.people_notified_on, incident.recorded_by, incident.created_at,
                        incident.updated_at);
  return incident;
}

// A date or NULL, bound with its indicator.
struct OptionalDate {
  explicit OptionalDate(const std::optional<std::string>& date)
      : text(date.value_or("")), indicator(date ? soci::i_ok : soci::i_null) {}
  std::string text;
  soci::indicator indicator;
};

}  // namespace

long long insert(soci::session& sql, const IncidentFields& f, long long recorded_by, long long now) {
  OptionalDate commission(f.commission_notified_on), people(f.people_notified_on);
  const int serious = f.serious_risk ? 1 : 0;
  long long id = 0;
  sql << "INSERT INTO privacy_incidents (occurred_on, discovered_on, description, people_concerned, "
         "data_concerned, serious_risk, risk_assessment, measures, commission_notified_on, "
         "people_notified_on, "
         "recorded_by, created_at, updated_at) VALUES (:occurred, :discovered, :description, :people, :data, "
         ":serious, :assessment, :measures, :commission, :told, :by, :created, :updated) RETURNING id",
      soci::use(f.occurred_on), soci::use(f.discovered_on), soci::use(f.description),
      soci::use(f.people_concerned), soci::use(f.data_concerned), soci::use(serious),
      soci::use(f.risk_assessment), soci::use(f.measures), soci::use(commission.text, commission.indicator),
      soci::use(people.text, people.indicator), soci::use(recorded_by), soci::use(now), soci::use(now),
      soci::into(id);
  return id;
}

bool update(soci::session& sql, long long id, const IncidentFields& f, long long now) {
  OptionalDate commission(f.commission_notified_on), people(f.people_notified_on);
  const int serious = f.serious_risk ? 1 : 0;
  soci::statement statement =
      (sql.prepare << "UPDATE privacy_incidents SET occurred_on = :occurred, discovered_on = :discovered, "
                      "description = :description, people_concerned = :people, data_concerned = :data, "
                      "serious_risk = :serious, risk_assessment = :assessment, measures = :measures, "
                      "commission_notified_on = :commission, people_notified_on = :told, updated_at = :now "
                      "WHERE id = :id",
       soci::use(f.occurred_on), soci::use(f.discovered_on), soci::use(f.description),
       soci::use(f.people_concerned), soci::use(f.data_concerned), soci::use(serious),
       soci::use(f.risk_assessment), soci::use(f.measures), soci::use(commission.text, commission.indicator),
       soci::use(people.text, people.indicator), soci::use(now), soci::use(id));
  statement.execute(true);
  return statement.get_affected_rows() == 1;
}

std::optional<Incident> find(soci::session& sql, long long id) {
  auto found = db::select_rows(sql, std::string(columns) + " WHERE i.id = :id", read_incident, id);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::vector<Incident> page(soci::session& sql, const PageRequest& page) {
  std::string query = columns;
  if (page.after) query += " WHERE " + db::after_keyset("i", *page.after);
  query += " ORDER BY " + db::newest_first("i", page.limit);
  return db::select_rows(sql, query, read_incident);
}

}  // namespace secours::privacy::incident_rows
