#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/errors.h"
#include "http/request.h"

namespace secours::core {

// The filters of the office's lists, read from the query string; what is wrong is named in `invalid`
// (the route's one ValidationError), and an absent or empty parameter is no filter.

// The words of ?q= (text::search_words), for a search by the start of words; too-long past 200
// characters, too-many-words past 8.
std::vector<std::string> read_search_words(const http::Request& request, errors::HttpError::Fields& invalid);

// A positive id (?courseId=12); invalid-number otherwise.
std::optional<long long> read_id_filter(const http::Request& request, const char* name,
                                        errors::HttpError::Fields& invalid);

// Positive ids separated by commas (?ids=4,8,15), at most `max`; invalid-number or too-many otherwise.
std::vector<long long> read_id_list_filter(const http::Request& request, const char* name, std::size_t max,
                                           errors::HttpError::Fields& invalid);

// A day, YYYY-MM-DD (?from=2026-11-01); invalid-date otherwise.
std::optional<std::string> read_day_filter(const http::Request& request, const char* name,
                                           errors::HttpError::Fields& invalid);

}  // namespace secours::core
