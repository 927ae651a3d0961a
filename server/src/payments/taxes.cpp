#include "payments/taxes.h"

#include <stdexcept>

namespace secours::payments {

Amounts quebec_taxes(long long price_cents) {
  // Bounds keep price * 9975 far from overflow; course prices are capped well below this anyway.
  if (price_cents < 0 || price_cents > 100'000'000'000LL) throw std::out_of_range("price out of range");
  Amounts amounts;
  amounts.subtotal_cents = price_cents;
  amounts.gst_cents = (price_cents * 50 + 500) / 1000;        // 5 % = 50 / 1000
  amounts.qst_cents = (price_cents * 9975 + 50000) / 100000;  // 9.975 % = 9975 / 100000
  amounts.total_cents = price_cents + amounts.gst_cents + amounts.qst_cents;
  return amounts;
}

}  // namespace secours::payments
