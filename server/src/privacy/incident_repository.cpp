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

// The fields as the insert and the update bind them, in the order of their placeholders :occurred to :told.
class BoundFields {
 public:
  explicit BoundFields(const IncidentFields& f)
      : f_(f),
        serious_(f.serious_risk ? 1 : 0),
        commission_(f.commission_notified_on),
        people_(f.people_notified_on) {}

  // A statement being prepared (sql.prepare << …) with the fields bound; the caller binds what follows.
  template <typename Statement>
  Statement& bind(Statement&& statement) {
    statement, soci::use(f_.occurred_on), soci::use(f_.discovered_on), soci::use(f_.description),
        soci::use(f_.people_concerned), soci::use(f_.data_concerned), soci::use(serious_),
        soci::use(f_.risk_assessment), soci::use(f_.measures),
        soci::use(commission_.text, commission_.indicator), soci::use(people_.text, people_.indicator);
    return statement;
  }

 private:
  const IncidentFields& f_;
  int serious_;
  OptionalDate commission_, people_;
};

}  // namespace

long long insert(soci::session& sql, const IncidentFields& f, long long recorded_by, long long now) {
  BoundFields fields(f);
  long long id = 0;
  soci::statement statement =
      (fields.bind(
           sql.prepare << "INSERT INTO privacy_incidents (occurred_on, discovered_on, description, "
                          "people_concerned, data_concerned, serious_risk, risk_assessment, measures, "
                          "commission_notified_on, people_notified_on, recorded_by, created_at, "
                          "updated_at) VALUES (:occurred, :discovered, :description, :people, :data, "
                          ":serious, :assessment, :measures, :commission, :told, :by, :created, "
                          ":updated) RETURNING id"),
       soci::use(recorded_by), soci::use(now), soci::use(now), soci::into(id));
  statement.execute(true);
  return id;
}

bool update(soci::session& sql, long long id, const IncidentFields& f, long long now) {
  BoundFields fields(f);
  soci::statement statement =
      (fields.bind(sql.prepare << "UPDATE privacy_incidents SET occurred_on = :occurred, discovered_on = "
                                  ":discovered, description = :description, people_concerned = :people, "
                                  "data_concerned = :data, serious_risk = :serious, risk_assessment = "
                                  ":assessment, measures = :measures, commission_notified_on = :commission, "
                                  "people_notified_on = :told, updated_at = :now WHERE id = :id"),
       soci::use(now), soci::use(id));
  statement.execute(true);
  return statement.get_affected_rows() == 1;
}

std::optional<Incident> find(soci::session& sql, long long id) {
  return db::select_one(sql, std::string(columns) + " WHERE i.id = :id", read_incident, id);
}

std::vector<Incident> page(soci::session& sql, const PageRequest& page) {
  std::string query = columns;
  if (page.after) query += " WHERE " + db::after_keyset("i", *page.after);
  query += " ORDER BY " + db::newest_first("i", page.limit);
  return db::select_rows(sql, query, read_incident);
}

}  // namespace secours::privacy::incident_rows
