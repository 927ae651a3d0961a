#include "privacy/incident_service.h"

#include "common/errors.h"
#include "db/transaction.h"
#include "privacy/incident_repository.h"

namespace secours::privacy {

namespace {

[[noreturn]] void not_found() {
  throw errors::NotFound("incident-not-found", "No incident has this number.");
}

Incident found_or_404(soci::session& sql, long long id) {
  auto incident = incident_rows::find(sql, id);
  if (!incident) not_found();
  return *incident;
}

}  // namespace

Incident IncidentService::record(const auth::User& admin, const IncidentFields& fields) {
  db::Transaction tx(context_.database);
  const long long id = incident_rows::insert(tx.sql(), fields, admin.id, context_.clock.now());
  return tx.commit(found_or_404(tx.sql(), id));
}

Incident IncidentService::correct(long long id, const IncidentFields& fields) {
  db::Transaction tx(context_.database);
  if (!incident_rows::update(tx.sql(), id, fields, context_.clock.now())) not_found();
  return tx.commit(found_or_404(tx.sql(), id));
}

Incident IncidentService::get(long long id) {
  auto sql = db::connection(context_.database);
  return found_or_404(*sql, id);
}

core::Page<Incident> IncidentService::list(const PageRequest& page) {
  auto sql = db::connection(context_.database);
  return core::page_of(incident_rows::page(*sql, page), page, core::by_created_at);
}

}  // namespace secours::privacy
