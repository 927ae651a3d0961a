#include "payments/taxes.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

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

namespace {

__extension__ using Wide = __int128;  // a tax times a subtotal passes 2^63 for very large documents

// `total` shared out in proportion to `weights` (which sum to `weight_sum` > 0), to the cent.
std::vector<long long> shares(long long total, const std::vector<long long>& weights, long long weight_sum) {
  std::vector<long long> parts(weights.size());
  std::vector<std::pair<long long, std::size_t>> remainders;  // (remainder, line): who takes an odd cent
  long long given = 0;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    const auto product = static_cast<Wide>(total) * weights[i];
    parts[i] = static_cast<long long>(product / weight_sum);
    remainders.push_back({static_cast<long long>(product % weight_sum), i});
    given += parts[i];
  }
  std::stable_sort(remainders.begin(), remainders.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  for (std::size_t k = 0; given < total; ++k, ++given) ++parts[remainders[k % remainders.size()].second];
  return parts;
}

}  // namespace

std::vector<Amounts> quebec_taxes_shared(const std::vector<long long>& subtotals) {
  long long subtotal = 0;
  for (const auto line : subtotals) {
    if (line < 0) throw std::out_of_range("price out of range");
    subtotal += line;
  }
  const auto document = quebec_taxes(subtotal);
  std::vector<Amounts> lines(subtotals.size());
  if (subtotal == 0) return lines;
  const auto gst = shares(document.gst_cents, subtotals, subtotal);
  const auto qst = shares(document.qst_cents, subtotals, subtotal);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    lines[i] = {subtotals[i], gst[i], qst[i], subtotals[i] + gst[i] + qst[i]};
  }
  return lines;
}

}  // namespace secours::payments
