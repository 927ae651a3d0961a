#include "audit/audit_service.h"

#include "db/transaction.h"

namespace secours::audit {

void record(core::Context& context, const Actor& actor, Action action, const Subject& subject,
            const std::string& detail) {
  db::Transaction tx(context.database);
  record(tx.sql(), actor, action, subject, detail, context.clock.now());
  tx.commit();
}

void record(soci::session& sql, const Actor& actor, Action action, const Subject& subject,
            const std::string& detail, long long now) {
  audit_rows::insert(sql, actor, action, subject, detail, now);
}

std::string request_detail(const http::Request& request) {
  constexpr std::size_t max_detail = 500;
  return (request.method + " " + request.target).substr(0, max_detail);
}

void record(core::Context& context, const Actor& actor, Action action, const Subject& subject,
            const http::Request& request) {
  record(context, actor, action, subject, request_detail(request));
}

core::Page<Entry> page(core::Context& context, const std::string& email, const PageRequest& page) {
  auto sql = db::connection(context.database);
  return core::page_of(audit_rows::page(*sql, email, page), page, core::by_created_at);
}

void forget_subject(soci::session& sql, long long user_id, const std::string& email) {
  audit_rows::forget_subject(sql, user_id, email);
}

long long remove_entries_before(soci::session& sql, long long before) {
  return audit_rows::remove_before(sql, before);
}

}  // namespace secours::audit
