#pragma once

namespace secours::payments {

// What a customer pays for a course, in integer cents (CAD).
struct Amounts {
  long long subtotal_cents = 0;
  long long gst_cents = 0;
  long long qst_cents = 0;
  long long total_cents = 0;
};

// Quebec sales taxes on a price: GST 5 % and QST 9.975 %, each computed on the price (not on each
// other) and rounded half-up to the cent in integer arithmetic, so no floating-point error creeps in.
// 100.00 → 5.00 + 9.98 = 114.98.
Amounts quebec_taxes(long long price_cents);

}  // namespace secours::payments
