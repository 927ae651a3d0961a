#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"

namespace secours::audit {

// What the office did with a person's data (Law 25's accountability; issue 27).
enum class Action { view, export_data, change, erase };
const char* action_name(Action action);

// Who on the office side did what to whose data.
struct Actor {
  long long id = 0;
  std::string email;
};
struct Subject {
  std::optional<long long> user_id;  // an account's, when the person has one
  std::string email;                 // '' for a list's export
};

struct Entry {
  long long id = 0;
  long long created_at = 0;
  std::string actor_email;
  std::string action;  // action_name()
  std::optional<long long> subject_user_id;
  std::string subject_email;  // '' once the person was erased
  std::string detail;
};

// SQL for the audit trail; every function takes the caller's session.
namespace audit_rows {

void insert(soci::session& sql, const Actor& actor, Action action, const Subject& subject,
            const std::string& detail, long long now);
// One page, newest first; one person's entries when `email` is given.
std::vector<Entry> page(soci::session& sql, const std::string& email, const PageRequest& page);
// An erased person's address leaves the trail; the entries stay, by their account's number.
void forget_subject(soci::session& sql, long long user_id, const std::string& email);
// Entries older than the two years they are kept; how many.
long long remove_before(soci::session& sql, long long before);

}  // namespace audit_rows
}  // namespace secours::audit
