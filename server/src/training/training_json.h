#pragma once

#include <string>
#include <vector>

#include "http/json.h"
#include "training/training.h"

namespace secours::training {

http::Json request_json(const TrainingRequest& request, const std::string& language);
// The quote as of `today` (a sent one past its validity reads expired); `versions` for the office only.
http::Json quote_json(const Quote& quote, const std::string& today,
                      const std::vector<QuoteVersion>* versions);

}  // namespace secours::training
