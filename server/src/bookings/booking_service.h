#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "auth/user.h"
#include "bookings/admin_booking_filter.h"
#include "bookings/booking.h"
#include "common/paging.h"
#include "core/context.h"
#include "db/session_fwd.h"
#include "documents/document_service.h"

namespace secours::bookings {

// A new booking and the token that lets the (possibly anonymous) customer read it back.
struct CreatedBooking {
  Booking booking;
  std::string access_token;
};

// A cancelled booking, and whether its customer did it (the refund policy of decision 023 applies then:
// checkout/cancellation_service.h).
struct Cancellation {
  Booking booking;
  bool by_customer = false;
};

struct AdminBookings {
  // A count stops there: beyond it, "1,000 or more" (decision 039).
  static constexpr long long count_limit = 1000;
  std::vector<Booking> bookings;  // one page
  std::optional<std::string> next_cursor;
  bool counted = false;  // on the first page only: the next ones keep its counts
  // By status, over the filter but its status, and of the filter, those waiting for a refund. Exact, from
  // the tallies kept with each change (tally_repository.h), when the filter is a status at most; otherwise
  // each up to count_limit (a lower bound when it reaches it), nullopt when not counted
  // (booking_repository.h).
  std::map<std::string, std::optional<long long>> counts;
  std::optional<long long> refund_needed;
  bool exact = false;
  // The statuses' sum when every count is exact; nullopt when one is a lower bound or unknown (decision 061).
  std::optional<long long> total;
};

// What became of one booking of the office's selection: `error` is the code of the refusal, empty
// when it changed.
struct BulkOutcome {
  long long booking_id = 0;
  std::string error;
  long long user_id = 0;  // whose booking it changed, for the office's audit trail
  std::string email;
};

// Booking rules. Every method owns its transaction.
class BookingService {
 public:
  explicit BookingService(core::Context& context) : context_(context) {}

  // Takes a seat (or records a request for a date), computes the amounts from the course price,
  // and queues the customer's and the office's mails. Errors: 404/409 `course-unavailable`,
  // 409 `session-full` or `session-unavailable`, 400 `validation`, 503 `payments-unavailable`.
  CreatedBooking create(const BookingRequest& request, const std::optional<auth::User>& user,
                        const std::string& client_address);
  // The office books a person on a session, one already given too (a class recorded after it was taught,
  // issue 41): a booking pending its payment (settled at once for a free course), linked to the account
  // that proved the address, mailed as a booking from the site is when the class is still to come.
  // 404 `not-found`, 409 `session-full` or `session-unavailable` (cancelled).
  Booking record(long long session_id, const BookingRequest& request, long long admin_id);
  // For its owner, an admin, or whoever holds its access token; 404 for anyone else, as for an
  // unknown id, so that ids reveal nothing.
  Booking get(long long id, const std::optional<auth::User>& user, const std::string& token);
  std::vector<Booking> for_user(long long user_id);

  // Admin: one page of the bookings of `filter`, newest first, and, with the first page, their counts.
  AdminBookings admin_list(const AdminBookingFilter& filter, const PageRequest& page);
  // pending → approved | rejected; 409 `invalid-transition` otherwise. Rejection frees the seat;
  // approval enrolls the linked account.
  Booking decide(long long id, BookingStatus decision, long long admin_id);
  // An Interac or cash payment arrived: marks the booking paid, issues its receipt and mails it;
  // 409 `invalid-transition` when that does not apply.
  Booking mark_paid(long long id, long long admin_id);
  // One of the booking's receipts or credit notes as a PDF, under the same rule as get(); a document
  // of another booking is NotFound too.
  documents::PdfFile document_pdf(long long id, long long document_id, const std::optional<auth::User>& user,
                                  const std::string& token);
  // Admin: mails one of the booking's documents again, with its PDF, to the booking's address.
  void resend_document(long long id, long long document_id, long long admin_id);
  // One of the office's changes (PATCH /api/admin/bookings/{id}): decide, mark_paid or refund_handled.
  Booking apply(long long id, const AdminChange& change, long long admin_id);
  // The change applied to each booking in its own transaction, in order: a booking that cannot take it
  // (404, 409) is reported with its error code and the next ones still change. A failure of the database
  // stops there; what changed before stays changed, as one change at a time would.
  std::vector<BulkOutcome> apply_to_each(const BulkChange& bulk, long long admin_id);
  // Clears the refund-needed flag of a paid booking without a seat, recording what the admin did
  // (`note`); 409 `invalid-transition` when the booking is not flagged.
  Booking refund_handled(long long id, const std::string& note, long long admin_id);

  // Cancellation and rescheduling (booking_changes.cpp; docs/decisions/023), under the same access rule
  // as get(). Its customer acts within change_window(); an admin at any time.

  // Cancels a pending or approved booking: frees its seat, records who did it and `reason`, flags a paid
  // booking refund-needed, and mails the customer (and the office when the customer did it). The money
  // goes back through checkout/cancellation_service.h, which calls this.
  // 409 `booking-not-active` (cancelled or rejected already), `cancellation-deadline-passed`.
  Cancellation cancel(long long id, const std::optional<auth::User>& user, const std::string& token,
                      const std::string& reason);
  // Moves a pending or approved booking's seat to another session of its course, in one transaction
  // that locks the booking, then both sessions in id order: never two seats, never none, never above
  // capacity. Mails the customer the new date with an updated calendar file (and the office when the
  // customer did it). An admin may also give a session to a booking on request. 409
  // `booking-not-active`, `cancellation-deadline-passed`, `booking-not-movable` (on request, for its
  // customer), `session-inside-deadline` (for its customer: a session that starts inside the deadline,
  // after which they could neither cancel nor move), `same-session`, `course-unavailable` (no such session,
  // or another course's), `session-unavailable` (cancelled or started), `session-full`.
  Booking move(long long id, long long session_id, const std::optional<auth::User>& user,
               const std::string& token);

 private:
  // Who acts on the booking: an admin, or its customer (its owner signed in, or whoever holds its
  // access token); NotFound for anyone else, as for an unknown id.
  static Actor actor_for(const Booking& booking, const std::optional<auth::User>& user,
                         const std::string& token);
  // The booking to cancel or move, its row locked, and who acts on it: NotFound as get(), 409
  // `booking-not-active` when it is cancelled or rejected.
  static std::pair<Booking, Actor> lock_for_change(soci::session& sql, long long id,
                                                   const std::optional<auth::User>& user,
                                                   const std::string& token);

  core::Context& context_;
};

}  // namespace secours::bookings
