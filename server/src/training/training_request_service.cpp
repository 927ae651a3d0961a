#include "training/training_request_service.h"

#include "common/errors.h"
#include "common/rate_limiter.h"
#include "companies/private_training_service.h"
#include "consents/consent.h"
#include "consents/consent_service.h"
#include "db/transaction.h"
#include "schedule/session_service.h"
#include "training/training_mails.h"
#include "training/training_request_repository.h"

namespace secours::training {

namespace {

// A company asks for one training at a time: a few an hour from one address, a few a day for one email.
constexpr RateLimit requests_per_address{5, 3600};
constexpr RateLimit requests_per_email{5, 24 * 3600};

}  // namespace

TrainingRequest TrainingRequestService::submit(const std::optional<auth::User>& user, TrainingRequest request,
                                               const std::vector<long long>& course_ids,
                                               const std::string& client_address) {
  const long long now = context_.clock.now();
  {
    db::Transaction limit(context_.database);
    consume_rate_limit(limit.sql(), "training-request-ip:" + client_address, requests_per_address, now);
    consume_rate_limit(limit.sql(), "training-request-email:" + request.email, requests_per_email, now);
    limit.commit();  // the attempt counts even when the request is refused
  }
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  for (const long long id : course_ids) {
    auto course = schedule::find_course(sql, id);
    if (!course || !course->bookable())
      throw errors::ValidationError(errors::HttpError::Fields{{"courseIds", "unknown-course"}});
    request.courses.push_back({course->id, course->title_fr, course->title_en});
  }
  if (request.company_id != 0) {
    if (!user) throw errors::NotFound("not-found", "No such company.");
    request.company_name = companies::company_for(sql, *user, request.company_id).name;
  }
  request.user_id = user ? user->id : 0;
  request.created_at = now;
  request.id = request_rows::insert(sql, request);
  if (request.news_consent) {
    consents::give_news(sql, request.email, user ? std::optional<long long>(user->id) : std::nullopt,
                        consents::from_training_request, now);
  }
  queue_request_mails(sql, context_.config, request, now);
  return tx.commit(*request_rows::find(sql, request.id));
}

core::Page<TrainingRequest> TrainingRequestService::office_page(std::optional<bool> quoted,
                                                                const PageRequest& page) {
  auto sql = db::connection(context_.database);
  return core::page_of(request_rows::page(*sql, quoted, page), page, core::by_created_at);
}

TrainingRequest TrainingRequestService::office_get(long long id) {
  auto sql = db::connection(context_.database);
  auto found = request_rows::find(*sql, id);
  if (!found) throw errors::NotFound("not-found", "No such training request.");
  return *found;
}

std::vector<TrainingRequest> requests_of(soci::session& sql, long long user_id, const std::string& address) {
  return request_rows::of_person(sql, user_id, address);
}

void forget_requests_of(soci::session& sql, long long user_id, const std::string& address,
                        const std::string& replacement) {
  request_rows::forget_person(sql, user_id, address, replacement);
}

}  // namespace secours::training
