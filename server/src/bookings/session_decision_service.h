#pragma once

#include "core/context.h"

namespace secours::bookings {

// Minimum enrolment (issue 44): each scheduled session whose decision time has come is decided once,
// whatever the instances running this (the decision is recorded conditionally in the transaction that
// acts on it): below its minimum it is cancelled as the office cancels one (its bookings cancelled, seats
// freed, customers mailed), at or above it each customer is mailed « Votre formation est confirmée ».
// Returns how many sessions this call decided.
int decide_minimum_enrolment(core::Context& context);

}  // namespace secours::bookings
