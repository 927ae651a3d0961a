#include "training/training_input.h"

#include "common/errors.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "schedule/session_json.h"

namespace secours::training {

namespace {

constexpr std::size_t max_lines = 30;

// Each field's failures of a nested object, named under `prefix` ("lines[2].").
void keep_failures(validation::Input& into, const validation::Input& nested, const std::string& prefix) {
  for (const auto& [field, reason] : nested.errors()) into.fail(prefix + field, reason);
}

std::vector<QuoteLine> read_lines(validation::Input& input, const http::Json& body) {
  std::vector<QuoteLine> lines;
  const auto& list = body["lines"];
  if (!list.is_array() || list.empty()) {
    input.fail("lines", "required");
    return lines;
  }
  if (list.size() > max_lines) {
    input.fail("lines", "too-many");
    return lines;
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string prefix = "lines[" + std::to_string(i) + "].";
    if (!list[i].is_object()) {
      input.fail(prefix + "description", "required");
      continue;
    }
    validation::Input item(list[i]);
    QuoteLine line;
    line.course_id = item.optional_integer("courseId", 1, 1'000'000'000'000LL).value_or(0);
    line.description = item.required_text("description", 200);
    line.quantity = static_cast<int>(item.optional_integer("quantity", 1, 1000).value_or(0));
    if (!item.has("quantity")) item.fail("quantity", "required");
    line.unit_price_cents = item.optional_integer("unitPriceCents", 0, 100'000'000LL).value_or(0);
    if (!item.has("unitPriceCents")) item.fail("unitPriceCents", "required");
    keep_failures(input, item, prefix);
    lines.push_back(line);
  }
  bool has_course = false;
  for (const auto& line : lines) has_course = has_course || line.course_id != 0;
  if (!lines.empty() && !has_course) input.fail("lines", "course-required");
  return lines;
}

// The days as a session reads them (schedule/session_input.h): "HH:MM" on the Montreal clock that date,
// in order, none overlapping.
std::vector<schedule::SessionDay> read_days(validation::Input& input, const http::Json& body) {
  if (!body["days"].is_array() || body["days"].empty()) {
    input.fail("days", "required");
    return {};
  }
  try {
    return schedule::read_days_json(body["days"]);
  } catch (const errors::ValidationError& invalid) {
    for (const auto& [field, reason] : invalid.fields()) input.fail(field, reason);
  }
  return {};
}

}  // namespace

TrainingRequest read_training_request(const http::Json& body, std::vector<long long>& course_ids) {
  validation::Input input(body);
  TrainingRequest request;
  course_ids = input.optional_id_list("courseIds", 5);
  if (course_ids.empty() && !input.failed("courseIds")) input.fail("courseIds", "required");
  request.people = static_cast<int>(input.optional_integer("people", 1, 500).value_or(0));
  if (!input.has("people")) input.fail("people", "required");
  request.address = input.required_text("address", 300);
  request.preferred_dates = input.required_text("preferredDates", 500);
  request.language = input.language("language");
  request.company_name = input.optional_text("company", 200);
  request.company_id = input.optional_integer("companyId", 1, 1'000'000'000'000LL).value_or(0);
  if (request.company_name.empty() && request.company_id == 0) input.fail("company", "required");
  request.message = input.optional_text("message", 2000);
  request.news_consent = input.optional_bool("newsConsent");
  const auto& contact =
      body.contains("contact") && body["contact"].is_object() ? body["contact"] : http::Json::object();
  validation::Input person(contact);
  request.first_name = person.required_text("firstName", 100);
  request.last_name = person.required_text("lastName", 100);
  request.email = person.required_email("email");
  request.phone = person.optional_phone("phone");
  keep_failures(input, person, "contact.");
  input.check();
  return request;
}

Quote read_quote_input(const http::Json& body) {
  validation::Input input(body);
  Quote quote;
  quote.request_id = input.optional_integer("requestId", 1, 1'000'000'000'000LL).value_or(0);
  quote.company_id = input.optional_integer("companyId", 1, 1'000'000'000'000LL).value_or(0);
  if (!input.has("companyId") && quote.request_id == 0) input.fail("companyId", "required");
  quote.address = input.required_text("address", 300);
  quote.language = input.language("language");
  quote.contact_name = input.optional_text("contactName", 200);
  quote.contact_email = input.has("contactEmail") ? input.required_email("contactEmail") : "";
  quote.valid_until = input.required_text("validUntil", 10);
  if (!input.failed("validUntil") && !is_iso_date(quote.valid_until))
    input.fail("validUntil", "invalid-date");
  quote.notes = input.optional_text("notes", 2000);
  quote.lines = read_lines(input, body);
  quote.days = read_days(input, body);
  input.check();
  return quote;
}

}  // namespace secours::training
