#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "core/context.h"
#include "core/paging.h"
#include "db/session_fwd.h"
#include "training/training.h"

namespace secours::training {

// Requests for a training at the employer's (issue 44). Every method owns its transaction.
class TrainingRequestService {
 public:
  explicit TrainingRequestService(core::Context& context) : context_(context) {}

  // From the public site, signed in or not: 429 rate-limited past a few an hour from one address or a
  // day for one email; 400 courseIds unknown-course for a course not in the catalogue; 404 when
  // `companyId` is not one of the signed-in manager's companies. The office is mailed, the person gets a
  // confirmation, the news consent is recorded when ticked.
  TrainingRequest submit(const std::optional<auth::User>& user, TrainingRequest request,
                         const std::vector<long long>& course_ids, const std::string& client_address);
  // The office's list, newest first; `quoted`: with a quote or without (nullopt: all).
  core::Page<TrainingRequest> office_page(std::optional<bool> quoted, const PageRequest& page);
  // One request, for the office's quote editor; 404 when unknown.
  TrainingRequest office_get(long long id);

 private:
  core::Context& context_;
};

// A person's data export (privacy/): the requests they sent signed in, and with `address` when it is
// proven theirs (empty: none by address), oldest first.
std::vector<TrainingRequest> requests_of(soci::session& sql, long long user_id, const std::string& address);
// A person's erasure (privacy/): the requests they sent, signed in or with `address`, keep the company and
// the training but no longer name them (`replacement` for the address).
void forget_requests_of(soci::session& sql, long long user_id, const std::string& address,
                        const std::string& replacement);

}  // namespace secours::training
