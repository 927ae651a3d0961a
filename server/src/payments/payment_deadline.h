#pragma once

#include <string>

#include "payments/payment_method.h"

namespace secours::payments {

// When an offline payment must reach us (issue 41, decision 058): cash at the office 5 working days before
// a session's first day, an Interac e-Transfer 2 working days before it, so that the office has matched it
// before the class. A booking made after that day, when the office accepts it (late_offline_payments:
// class-day), pays on the first day, before the class starts: no text ever names a day already past.

// What a customer is told about paying `method` for a session whose first day is `first_day` (YYYY-MM-DD),
// on `today` (YYYY-MM-DD): the deadline, or the class day once the deadline has passed.
struct PaymentDue {
  std::string date;        // the deadline; empty for card and invoice, which have none
  bool class_day = false;  // the deadline has passed: pay on `first_day`, before the class starts
};

// The last day `method` can pay for a session whose first day is `first_day`; empty for card and invoice.
std::string offline_payment_deadline(PaymentMethod method, const std::string& first_day);
PaymentDue payment_due(PaymentMethod method, const std::string& first_day, const std::string& today);
// True when a booking made on `today` is past its method's deadline for that session.
bool past_payment_deadline(PaymentMethod method, const std::string& first_day, const std::string& today);

}  // namespace secours::payments
