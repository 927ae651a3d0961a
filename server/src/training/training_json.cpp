#include "training/training_json.h"

#include "common/localized.h"
#include "common/quebec_time.h"
#include "common/time_format.h"

namespace secours::training {

namespace {

http::Json nullable_id(long long id) { return id != 0 ? http::Json(id) : http::Json(nullptr); }
http::Json nullable_time(long long at) { return at != 0 ? http::Json(iso8601(at)) : http::Json(nullptr); }

}  // namespace

http::Json request_json(const TrainingRequest& request, const std::string& language) {
  http::Json courses = http::Json::array();
  for (const auto& course : request.courses)
    courses.push_back({{"id", course.id}, {"title", localized(language, course.title_fr, course.title_en)}});
  return {{"id", request.id},
          {"courses", courses},
          {"people", request.people},
          {"address", request.address},
          {"preferredDates", request.preferred_dates},
          {"language", request.language},
          {"contact",
           {{"firstName", request.first_name},
            {"lastName", request.last_name},
            {"email", request.email},
            {"phone", request.phone}}},
          {"company", request.company_name},
          {"companyId", nullable_id(request.company_id)},
          {"message", request.message},
          {"status", request.latest_quote_id != 0 ? "quoted" : "new"},
          {"quoteId", nullable_id(request.latest_quote_id)},
          {"createdAt", iso8601(request.created_at)}};
}

http::Json quote_json(const Quote& quote, const std::string& today,
                      const std::vector<QuoteVersion>* versions) {
  http::Json days = http::Json::array();
  for (const auto& day : quote.days)
    days.push_back({{"date", quebec_date(day.starts_at)},
                    {"startsAt", montreal_iso8601(day.starts_at)},
                    {"endsAt", montreal_iso8601(day.ends_at)}});
  http::Json lines = http::Json::array();
  for (const auto& line : quote.lines)
    lines.push_back({{"courseId", nullable_id(line.course_id)},
                     {"description", line.description},
                     {"quantity", line.quantity},
                     {"unitPriceCents", line.unit_price_cents},
                     {"amountCents", line.amount_cents()}});
  http::Json json = {
      {"id", quote.id},
      {"number", quote.number},
      {"version", quote.version},
      {"status", quote_status_names(quote.status_on(today))},
      {"replacedById", nullable_id(quote.replaced_by)},
      {"requestId", nullable_id(quote.request_id)},
      {"company", {{"id", quote.company_id}, {"name", quote.company_name}}},
      {"address", quote.address},
      {"language", quote.language},
      {"contactName", quote.contact_name},
      {"contactEmail", quote.contact_email},
      {"days", days},
      {"lines", lines},
      {"subtotalCents", quote.amounts.subtotal_cents},
      {"gstCents", quote.amounts.gst_cents},
      {"qstCents", quote.amounts.qst_cents},
      {"totalCents", quote.amounts.total_cents},
      {"validUntil", quote.valid_until},
      {"notes", quote.notes},
      {"sentAt", nullable_time(quote.sent_at)},
      {"decidedAt", nullable_time(quote.decided_at)},
      {"acceptedBy", quote.status == QuoteStatus::accepted
                         ? http::Json{{"name", quote.accepted_name},
                                      {"title", quote.accepted_title},
                                      {"purchaseOrder", quote.purchase_order}}
                         : http::Json(nullptr)},
      {"declineReason",
       quote.status == QuoteStatus::declined ? http::Json(quote.decline_reason) : http::Json(nullptr)},
      {"sessionId", nullable_id(quote.session_id)},
      {"invoiceNumber",
       quote.invoice_number.empty() ? http::Json(nullptr) : http::Json(quote.invoice_number)},
      {"createdAt", iso8601(quote.created_at)}};
  if (versions) {
    http::Json list = http::Json::array();
    for (const auto& v : *versions) {
      list.push_back(
          {{"id", v.id}, {"version", v.version}, {"status", quote_status_names(v.status_on(today))}});
    }
    json["versions"] = list;
  }
  return json;
}

}  // namespace secours::training
