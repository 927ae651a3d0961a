#include "privacy/preferences_service.h"

#include "common/crypto.h"
#include "common/errors.h"
#include "consents/consent_service.h"
#include "db/transaction.h"

namespace secours::privacy {

std::vector<consents::Consent> PreferencesService::history(const auth::User& person) {
  auto sql = db::connection(context_.database);
  return consents::consents_of(*sql, person.email);
}

bool PreferencesService::news_in_force(const auth::User& person) {
  auto sql = db::connection(context_.database);
  return consents::may_send_news(*sql, person.email);
}

bool PreferencesService::set_news(const auth::User& person, bool given) {
  db::Transaction tx(context_.database);
  const long long now = context_.clock.now();
  if (given) {
    consents::give_news(tx.sql(), person.email, person.id, consents::from_dashboard, now);
  } else {
    consents::withdraw_news(tx.sql(), person.email, consents::via_dashboard, now);
  }
  tx.commit();
  return given;
}

namespace {

std::string email_of_link(soci::session& sql, const std::string& token) {
  std::optional<std::string> email;
  if (!token.empty() && token.size() <= 200) {
    email = consents::unsubscribe_address(sql, crypto::sha256_hex(token));
  }
  if (!email) throw errors::NotFound("unknown-link", "This unsubscribe link is unknown or too old.");
  return *email;
}

}  // namespace

void PreferencesService::unsubscribe(const std::string& token) {
  db::Transaction tx(context_.database);
  const auto email = email_of_link(tx.sql(), token);
  consents::withdraw_news(tx.sql(), email, consents::via_unsubscribe, context_.clock.now());
  tx.commit();
}

void PreferencesService::resubscribe(const std::string& token) {
  db::Transaction tx(context_.database);
  const auto email = email_of_link(tx.sql(), token);
  consents::give_news(tx.sql(), email, std::nullopt, consents::from_unsubscribe_page, context_.clock.now());
  tx.commit();
}

core::Page<consents::Consent> PreferencesService::office_list(const std::string& email,
                                                              std::optional<consents::Kind> kind,
                                                              const PageRequest& page) {
  auto sql = db::connection(context_.database);
  return core::page_of(consents::consents_page(*sql, email, kind, page), page, core::by_created_at);
}

}  // namespace secours::privacy
