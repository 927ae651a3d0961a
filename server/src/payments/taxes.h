#pragma once

#include <vector>

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

// The lines of one document (an invoice's seats), taxed once (issue 42): GST and QST on the sum of the
// lines' subtotals, each rounded once as quebec_taxes does, then shared out between the lines in
// proportion to their subtotals (largest remainders take the odd cents, earlier lines first on a tie).
// The lines add up to the document to the cent: 7 × 150.00 → GST 52.50 and QST 104.74, where seats
// taxed one by one would say 104.72.
std::vector<Amounts> quebec_taxes_shared(const std::vector<long long>& subtotals);

}  // namespace secours::payments
