#pragma once

#include <string>

#include "core/config.h"
#include "db/session_fwd.h"
#include "training/training.h"

namespace secours::training {

// The mails of the training at the employer's, queued in the caller's transaction.

// A request: the office is told, the person gets a confirmation in the training's language.
void queue_request_mails(soci::session& sql, const core::Config& config, const TrainingRequest& request,
                         long long now);
// The quote to its contact, its PDF attached, with the link to accept or decline it.
void queue_quote_mail(soci::session& sql, const core::Config& config, const Quote& quote,
                      const std::string& link, const std::string& pdf, long long now);
// The office is told that the customer accepted or declined a quote.
void queue_quote_answered_mail(soci::session& sql, const core::Config& config, const Quote& quote,
                               long long now);

}  // namespace secours::training
