#include "bookings/booking_json.h"

#include "bookings/change_window.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "documents/document_json.h"
#include "payments/payment_deadline.h"
#include "payments/refund_json.h"
#include "schedule/session_json.h"

namespace secours::bookings {

namespace {

nlohmann::json or_null(bool present, nlohmann::json value) {
  return present ? value : nlohmann::json(nullptr);
}

nlohmann::json history_json(const std::vector<BookingEvent>& history) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& event : history) {
    nlohmann::json entry{
        {"at", iso8601(event.at)}, {"kind", event.kind}, {"detail", event.detail}, {"actor", event.actor()}};
    if (!event.actor_name.empty()) entry["actorName"] = event.actor_name;
    list.push_back(std::move(entry));
  }
  return list;
}

}  // namespace

nlohmann::json booking_json(const Booking& booking, const core::Config& config, long long now,
                            const std::string& title_language) {
  const std::string& language = title_language.empty() ? booking.language : title_language;
  nlohmann::json session = nullptr;
  if (booking.session_id != 0) {
    session = {{"id", booking.session_id},
               {"startsAt", montreal_iso8601(booking.session_starts_at)},
               {"endsAt", montreal_iso8601(booking.session_ends_at)},
               {"location", booking.session_location},
               {"status", schedule::session_status_names(booking.session_status)}};
    // Its days when they were read (a customer's own bookings, issue 41).
    if (!booking.session_days.empty()) session["days"] = schedule::days_json(booking.session_days);
  }
  bool interac = booking.interac_reference != 0;
  // What an unpaid cash or Interac booking of a session is told (decision 058): the day, or the class day.
  nlohmann::json payment_due = nullptr;
  if (booking.session_id != 0 && booking.payment_status == PaymentStatus::awaiting_payment) {
    const auto due = payments::payment_due(booking.payment_method, quebec_date(booking.session_starts_at),
                                           quebec_date(now));
    if (!due.date.empty()) payment_due = {{"date", due.date}, {"classDay", due.class_day}};
  }
  bool holding = booking.hold_expires_at != 0 && booking.status == BookingStatus::pending;
  auto window = change_window(booking, now, config.cancellation_deadline_hours);
  // A company's seat is changed by its managers, never through its attendee's pages.
  if (booking.team_booking_id != 0) window.cancellable = window.movable = false;
  return {{"id", booking.id},
          {"reference", booking.reference},
          {"status", booking_status_names(booking.status)},
          {"paymentStatus", booking.payment_state()},
          {"paymentMethod", payments::payment_method_names(booking.payment_method)},
          {"language", booking.language},
          {"firstName", booking.first_name},
          {"lastName", booking.last_name},
          {"email", booking.email},
          {"phone", booking.phone},
          {"specialRequests", booking.special_requests},
          {"course", {{"id", booking.course_id}, {"title", booking.course_title(language)}}},
          {"session", session},
          {"preferredDate", or_null(!booking.preferred_date.empty(), booking.preferred_date)},
          {"amounts",
           {{"subtotalCents", booking.amounts.subtotal_cents},
            {"gstCents", booking.amounts.gst_cents},
            {"qstCents", booking.amounts.qst_cents},
            {"totalCents", booking.amounts.total_cents},
            {"currency", "CAD"}}},
          {"promoCode", or_null(!booking.promo_code.empty(), booking.promo_code)},
          {"discountCents", booking.discount_cents},
          {"interacReference", or_null(interac, std::to_string(booking.interac_reference))},
          {"interacEmail", or_null(interac, config.company_email)},
          {"holdExpiresAt", or_null(holding, iso8601(booking.hold_expires_at))},
          {"paymentDue", payment_due},
          {"refundNeeded", booking.refund_needed},
          {"lastPaymentError", or_null(!booking.last_payment_error.empty(), booking.last_payment_error)},
          {"documents", documents::documents_json(booking.documents)},
          {"refunds", payments::refunds_json(booking.refunds)},
          {"cancellable", window.cancellable},
          {"cancellationDeadline", or_null(window.deadline != 0, montreal_iso8601(window.deadline))},
          {"movable", window.movable},
          {"createdAt", iso8601(booking.created_at)},
          {"updatedAt", iso8601(booking.updated_at)}};
}

nlohmann::json admin_booking_json(const Booking& booking, const core::Config& config, long long now,
                                  const std::string& reader_language) {
  auto json = booking_json(booking, config, now, reader_language);
  json["userId"] = or_null(booking.user_id != 0, booking.user_id);
  json["userName"] = booking.first_name + " " + booking.last_name;
  json["userEmail"] = booking.email;
  json["courseName"] = booking.course_title(reader_language);
  json["paidAt"] = or_null(booking.paid_at != 0, iso8601(booking.paid_at));
  json["history"] = history_json(booking.history);
  return json;
}

}  // namespace secours::bookings
