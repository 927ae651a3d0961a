#include "consents/consent_service.h"

#include "common/crypto.h"
#include "common/legal.h"
#include "consents/consent_repository.h"

namespace secours::consents {

void record_acceptance(soci::session& sql, const std::string& email, std::optional<long long> user_id,
                       bool news, const std::string& source, long long now) {
  consent_rows::insert(sql, email, user_id, Kind::terms, terms_version, source, now);
  if (news) give_news(sql, email, user_id, source, now);
}

bool give_news(soci::session& sql, const std::string& email, std::optional<long long> user_id,
               const std::string& source, long long now) {
  if (consent_rows::news_in_force(sql, email)) return false;
  consent_rows::insert(sql, email, user_id, Kind::news, news_wording_version, source, now);
  return true;
}

bool may_send_news(soci::session& sql, const std::string& email) {
  return consent_rows::news_in_force(sql, email);
}

UnsubscribeLinks unsubscribe_links(soci::session& sql, const std::string& public_url,
                                   const std::string& email, const std::string& language, long long now) {
  const std::string token = crypto::random_token();
  consent_rows::insert_unsubscribe_link(sql, crypto::sha256_hex(token), email, now);
  return {public_url + "/api/unsubscribe?token=" + token,
          public_url + "/unsubscribe?token=" + token + (language == "en" ? "&lng=en" : "")};
}

std::vector<Consent> consents_of(soci::session& sql, const std::string& email) {
  return consent_rows::for_email(sql, email);
}

void forget_consents_of(soci::session& sql, const std::string& email) {
  consent_rows::remove_for_email(sql, email);
  consent_rows::remove_unsubscribe_links(sql, email);
}

void remove_guest_terms_before(soci::session& sql, long long before) {
  consent_rows::remove_guest_terms_before(sql, before);
}

long long remove_unsubscribe_links_before(soci::session& sql, long long before) {
  return consent_rows::remove_unsubscribe_links_before(sql, before);
}

long long withdraw_news(soci::session& sql, const std::string& email, const std::string& via, long long now) {
  return consent_rows::withdraw_news(sql, email, via, now);
}

std::optional<std::string> unsubscribe_address(soci::session& sql, const std::string& token_hash) {
  return consent_rows::unsubscribe_email(sql, token_hash);
}

std::vector<Consent> consents_page(soci::session& sql, const std::string& email, std::optional<Kind> kind,
                                   const PageRequest& page) {
  return consent_rows::page(sql, email, kind, page);
}

}  // namespace secours::consents
