#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "bookings/booking_status.h"
#include "common/localized.h"
#include "documents/document.h"
#include "payments/payment_method.h"
#include "payments/refund.h"
#include "payments/taxes.h"
#include "schedule/session.h"

namespace secours::bookings {

inline constexpr long long card_hold_seconds = 30 * 60;

// One line of a booking's history: what happened, when, and who did it.
struct BookingEvent {
  long long at = 0;
  std::string kind;             // created, approved, payment-received, cancelled-by-customer, moved…
  std::string detail;           // free text: a reason, a note, the sessions of a move
  long long actor_user_id = 0;  // 0: no account (a guest customer, Stripe, a background job)
  bool actor_is_admin = false;
  std::string actor_name;  // the acting account's name, empty without one

  // customer | admin | system. Without an account, only a customer (through the mailed link) books,
  // cancels or moves; every other change without one is Stripe's or a background job's.
  std::string actor() const {
    if (actor_user_id != 0) return actor_is_admin ? "admin" : "customer";
    static constexpr std::array<std::string_view, 3> by_link{"created", "cancelled-by-customer", "moved"};
    return std::ranges::find(by_link, kind) != by_link.end() ? "customer" : "system";
  }
};

// Who changes a booking: its customer (signed in, or through the link mailed with it) or an admin.
struct Actor {
  ActorKind kind = ActorKind::customer;
  long long user_id = 0;  // the account acting; 0 for a customer using the mailed link
};

// A booking as stored, with the course's titles and the session's facts joined in for display.
struct Booking {
  long long id = 0;
  std::string reference;  // e.g. SEC-7K3M9Q, what people quote on the phone
  long long user_id = 0;  // 0: a guest booking not linked to an account yet
  std::string first_name, last_name, email, phone;
  long long course_id = 0;
  long long session_id = 0;    // 0: booked on request
  std::string preferred_date;  // YYYY-MM-DD for bookings on request
  std::string special_requests;
  payments::PaymentMethod payment_method = payments::PaymentMethod::card;
  std::string language = "fr";  // fr | en: the customer's mails are in this language
  BookingStatus status = BookingStatus::pending;
  // Refunded in full; see payment_state() for partly refunded.
  PaymentStatus payment_status = PaymentStatus::awaiting_payment;
  bool seat_held = false;
  // Paid but without a seat (a card payment that arrived after the hold lapsed and the seat was
  // gone, or after a rejection): shown first to the admins until one records what was done.
  bool refund_needed = false;
  long long hold_expires_at = 0;    // 0: no expiry
  payments::Amounts amounts;        // of the price after its promo code's discount
  std::string promo_code;           // empty: booked without one
  long long discount_cents = 0;     // the code's discount, before taxes
  long long interac_reference = 0;  // 0: not an Interac booking
  std::string access_token_hash;
  // The access token of the reminder's link (a guest's first token is never kept, only its hash); empty:
  // none sent.
  std::string reminder_token_hash;
  std::string payment_intent_id;
  std::string last_payment_error;
  long long paid_at = 0;
  long long created_at = 0;
  long long updated_at = 0;
  // A seat of a company's team booking (companies/team_booking.h): its managers change it, not the
  // attendee. 0: a person's own booking.
  long long team_booking_id = 0;
  long long company_employee_id = 0;

  std::string course_title_fr, course_title_en;
  long long session_starts_at = 0, session_ends_at = 0;
  std::string session_location;
  schedule::SessionStatus session_status = schedule::SessionStatus::scheduled;
  // Its session's days when read for a mail (with_session_days); empty: the one day its start and end make.
  std::vector<schedule::SessionDay> session_days{};
  // Read for a mail too: a session with a minimum enrolment still to decide (issue 44), when it is decided
  // (0: nothing to decide) and its minimum.
  long long session_decision_at = 0;
  int session_minimum_seats = 0;
  std::vector<documents::DocumentSummary> documents;  // its receipts and credit notes, oldest first
  std::vector<payments::Refund> refunds;              // oldest first
  std::vector<BookingEvent> history;                  // oldest first

  const std::string& course_title(const std::string& in_language) const {
    return localized(in_language, course_title_fr, course_title_en);
  }
  // What its succeeded refunds gave back.
  long long refunded_cents() const {
    long long cents = 0;
    for (const auto& refund : refunds)
      cents += refund.status == payments::RefundStatus::succeeded ? refund.amount_cents : 0;
    return cents;
  }
  // payment_status, with "partly-refunded" for a paid booking that had part of its payment back: it
  // stays paid for every rule (enrollment, certificate) and is only shown so (decision 022).
  std::string payment_state() const {
    if (payment_status == PaymentStatus::paid && refunded_cents() > 0) return "partly-refunded";
    return payment_status_names.text(payment_status);
  }
};

// What a customer asks for; amounts are never part of it.
struct BookingRequest {
  std::string first_name, last_name, email, phone;
  long long course_id = 0;
  long long session_id = 0;  // 0 when preferred_date is given
  std::string preferred_date;
  std::string special_requests;
  payments::PaymentMethod payment_method = payments::PaymentMethod::card;
  std::string language = "fr";
  bool news_consent = false;  // the unticked news and renewal reminders box (CASL)
  std::string promo_code;     // as typed; empty: none
  // A seat offered from the session's waiting list (with the offer mail's token): booked with it.
  long long waitlist_entry_id = 0;
  std::string waitlist_token;
};

// The admin's change to a booking; note: what was done for a paid booking without a seat.
struct AdminChange {
  enum Kind { none, approve, reject, payment_received, refund_handled };
  Kind kind = none;
  std::string note;
};

// One change for the office's selection of bookings: at most this many at once.
inline constexpr std::size_t max_selected_bookings = 200;

struct BulkChange {
  std::vector<long long> booking_ids;
  AdminChange change;
};

}  // namespace secours::bookings
