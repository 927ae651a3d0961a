#pragma once

#include <functional>
#include <string>

#include "common/clock.h"
#include "core/config.h"
#include "db/database.h"
#include "db/session_fwd.h"

namespace secours::core {

// What other features do when an account proves it owns its email address (a sign-in with a proven
// address, a used verification link), inside that transaction. The composition root wires bookings'
// guest bookings here (decision 034): auth, below bookings, names no feature above it.
using EmailProven =
    std::function<void(soci::session& sql, long long user_id, const std::string& email, long long now)>;

// Stripe's confirmation of a PaymentIntent whose metadata names a company's team booking, applied inside
// the webhook's transaction (decision 046). The composition root wires the companies' team payment here:
// checkout, below companies, names no feature above it.
struct TeamCardPaid {
  long long team_booking_id = 0;
  std::string intent_id;
  long long amount_cents = 0;
  std::string currency;
};
using TeamCardPaidHandler = std::function<void(soci::session& sql, const TeamCardPaid& paid, long long now)>;

// A seat's payment was recorded (the office's "payment received", the bank's file, Stripe's confirmation,
// a company's invoice paid), inside that transaction with the booking's row locked. The composition root
// wires the roster here: an attendee who passed a signed roster gets their certificate then (issue 41).
using SeatPaid = std::function<void(soci::session& sql, long long booking_id, long long now)>;

// A session's roster was signed (the class was given), inside that transaction. The composition root wires
// the quotes here: a company's private training invoiced after the class (issue 44, PRIVATE_INVOICE_WHEN).
using RosterSigned = std::function<void(soci::session& sql, long long session_id, long long now)>;

// What route registration functions receive: the configuration and the shared services.
struct Context {
  const Config& config;
  db::Database& database;
  Clock& clock;
  EmailProven email_proven = {};
  TeamCardPaidHandler team_card_paid = {};
  SeatPaid seat_paid = {};
  RosterSigned roster_signed = {};

  void on_email_proven(soci::session& sql, long long user_id, const std::string& email, long long now) {
    if (email_proven) email_proven(sql, user_id, email, now);
  }
  void on_team_card_paid(soci::session& sql, const TeamCardPaid& paid, long long now) {
    if (team_card_paid) team_card_paid(sql, paid, now);
  }
  void on_seat_paid(soci::session& sql, long long booking_id, long long now) {
    if (seat_paid) seat_paid(sql, booking_id, now);
  }
  void on_roster_signed(soci::session& sql, long long session_id, long long now) {
    if (roster_signed) roster_signed(sql, session_id, now);
  }
};

}  // namespace secours::core
