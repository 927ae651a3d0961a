#pragma once

#include <vector>

#include "http/json.h"
#include "training/training.h"

namespace secours::training {

// POST /api/training-requests: the request as typed (its courses' ids in `course_ids`, checked against the
// catalogue by the service). 400 naming every invalid field.
TrainingRequest read_training_request(const http::Json& body, std::vector<long long>& course_ids);

// POST/PUT /api/admin/quotes: the quote's facts, lines and days (amounts not computed yet). 400 naming
// every invalid field (`lines[1].unitPriceCents`, `days[0].endsAt`, `lines` `course-required`, …).
Quote read_quote_input(const http::Json& body);

}  // namespace secours::training
