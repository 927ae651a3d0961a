#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "consents/consent.h"
#include "core/context.h"
#include "core/paging.h"

namespace secours::privacy {

// A person's consents to news and renewal reminders (CASL), withdrawn at once from the dashboard or a
// mail's one-click link, and the office's view of who consented and when. Each method owns its transaction.
class PreferencesService {
 public:
  explicit PreferencesService(core::Context& context) : context_(context) {}

  // The person's consents, newest first, and whether news may be mailed to them now.
  std::vector<consents::Consent> history(const auth::User& person);
  bool news_in_force(const auth::User& person);
  // Gives or withdraws the news consent from the dashboard; the state after.
  bool set_news(const auth::User& person, bool given);

  // The one-click link of a mail (RFC 8058): withdraws the address's consent (again is harmless). 404
  // unknown-link for a token nobody was sent or the retention purged.
  void unsubscribe(const std::string& token);
  // The same link's page, when the person changes their mind: the consent given again.
  void resubscribe(const std::string& token);

  // Every consent, newest first; one address's and/or one kind's.
  core::Page<consents::Consent> office_list(const std::string& email, std::optional<consents::Kind> kind,
                                            const PageRequest& page);

 private:
  core::Context& context_;
};

}  // namespace secours::privacy
