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

}  // namespace secours::consents
