#include "promotions/promo_code_routes.h"

#include <algorithm>
#include <cctype>

#include "auth/guards.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "payments/taxes.h"
#include "promotions/promo_code_service.h"

namespace secours::promotions {

namespace {

constexpr long long max_id = 1'000'000'000'000LL;
constexpr std::size_t max_code_length = 40;
constexpr std::size_t max_courses = 200;
constexpr long long max_amount_cents = 10'000'000;  // 100,000 $
constexpr long long max_uses = 1'000'000;

http::Json optional_json(const auto& value) { return value ? http::Json(*value) : http::Json(nullptr); }

http::Json code_json(const PromoCode& code) {
  return {{"id", code.id},
          {"code", code.code},
          {"percentOff", code.percent_off ? http::Json(code.percent_off) : http::Json(nullptr)},
          {"amountOffCents", code.amount_off_cents ? http::Json(code.amount_off_cents) : http::Json(nullptr)},
          {"courseIds", code.course_ids},
          {"startsOn", optional_json(code.starts_on)},
          {"endsOn", optional_json(code.ends_on)},
          {"maxUses", optional_json(code.max_uses)},
          {"maxUsesPerPerson", optional_json(code.max_uses_per_person)},
          {"active", code.active},
          {"uses", code.uses},
          {"createdAt", iso8601(code.created_at)}};
}

// Letters, digits, - and _: what people read aloud and type on a phone.
bool is_code(const std::string& code) {
  return code.size() >= 3 && std::all_of(code.begin(), code.end(), [](unsigned char c) {
           return std::isalnum(c) || c == '-' || c == '_';
         });
}

PromoCodeFields read_promo_code(const http::Json& body) {
  validation::Input input(body);
  PromoCodeFields fields;
  fields.code = normalize_code(input.required_text("code", max_code_length));
  if (!input.failed("code") && !is_code(fields.code)) input.fail("code", "invalid-code");
  const bool percent = input.has("percentOff"), amount = input.has("amountOffCents");
  if (percent == amount) input.fail("percentOff", percent ? "not-allowed" : "required");
  fields.percent_off = static_cast<int>(input.optional_integer("percentOff", 1, 100).value_or(0));
  fields.amount_off_cents = input.optional_integer("amountOffCents", 1, max_amount_cents).value_or(0);
  fields.course_ids = input.optional_id_list("courseIds", max_courses);
  auto date = [&](const char* name) -> std::optional<std::string> {
    auto text = input.optional_text(name, 10);
    if (text.empty()) return std::nullopt;
    if (!is_iso_date(text)) input.fail(name, "invalid-date");
    return text;
  };
  fields.starts_on = date("startsOn");
  fields.ends_on = date("endsOn");
  if (fields.starts_on && fields.ends_on && !input.failed("startsOn") && !input.failed("endsOn") &&
      *fields.ends_on < *fields.starts_on) {
    input.fail("endsOn", "before-start");
  }
  auto limit = [&](const char* name) -> std::optional<int> {
    auto value = input.optional_integer(name, 1, max_uses);
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
  };
  fields.max_uses = limit("maxUses");
  fields.max_uses_per_person = limit("maxUsesPerPerson");
  input.check();
  return fields;
}

http::Response list_codes(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto page = core::read_page(request);
  auto found = PromoCodeService(context).list(page);
  return http::json_response(200, core::page_json("promoCodes", found.first, found.second,
                                                  [](const auto& code) { return code_json(code); }));
}

http::Response create_code(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  auto fields = read_promo_code(http::parse_json_object(request));
  return http::json_response(201, {{"promoCode", code_json(PromoCodeService(context).create(fields))}});
}

http::Response change_code(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const long long id = request.id_param("id", "promo-code");
  const auto body = http::parse_json_object(request);
  validation::Input input(body);  // holds a reference: the body outlives it
  if (!input.has("active")) input.fail("active", "required");
  const bool active = input.optional_bool("active");
  input.check();
  return http::json_response(200,
                             {{"promoCode", code_json(PromoCodeService(context).set_active(id, active))}});
}

// {code, courseId, email?} → the price with the code: what the booking would cost.
http::Response check_code(core::Context& context, http::Request& request) {
  const auto body = http::parse_json_object(request);
  validation::Input input(body);  // holds a reference: the body outlives it
  const auto code = input.required_text("code", max_code_length);
  auto course_id = input.optional_integer("courseId", 1, max_id);
  if (!input.has("courseId")) input.fail("courseId", "required");
  const auto email = input.optional_text("email", 254);
  if (!email.empty() && !validation::is_email(email)) input.fail("email", "invalid-email");
  input.check();
  auto discount =
      PromoCodeService(context).preview(code, *course_id, email, auth::client_address(context, request));
  const auto amounts = payments::quebec_taxes(discount.price_cents());
  return http::json_response(200, {{"code", discount.code},
                                   {"listPriceCents", discount.list_price_cents},
                                   {"discountCents", discount.discount_cents},
                                   {"subtotalCents", amounts.subtotal_cents},
                                   {"gstCents", amounts.gst_cents},
                                   {"qstCents", amounts.qst_cents},
                                   {"totalCents", amounts.total_cents}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/admin/promo-codes", list_codes},
      {"POST /api/admin/promo-codes", create_code},
      {"PATCH /api/admin/promo-codes/{id}", change_code},
      {"POST /api/promo-codes/check", check_code},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::promotions
