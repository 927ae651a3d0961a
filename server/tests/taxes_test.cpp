#include <gtest/gtest.h>

#include "payments/taxes.h"

using secours::payments::quebec_taxes;

struct TaxCase {
  long long price, gst, qst, total;
};

TEST(Taxes, AddsGstAndQstToThePriceAsTheSpecificationTable) {
  const TaxCase cases[] = {
      {10000, 500, 998, 11498},                  // 100.00 $: QST 9.975 rounds up to 9.98
      {15000, 750, 1496, 17246},                 // 150.00 $: QST 14.9625 rounds down to 14.96
      {0, 0, 0, 0},                              // a free course costs nothing
      {1, 0, 0, 1},                              // 0.05 ¢ and 0.09975 ¢ round down
      {12999, 650, 1297, 14946},                 // GST 6.4995 rounds up, QST 12.966 rounds up
      {100000000, 5000000, 9975000, 114975000},  // 1,000,000.00 $: exact
  };
  for (const auto& c : cases) {
    auto amounts = quebec_taxes(c.price);
    EXPECT_EQ(amounts.subtotal_cents, c.price) << c.price;
    EXPECT_EQ(amounts.gst_cents, c.gst) << c.price;
    EXPECT_EQ(amounts.qst_cents, c.qst) << c.price;
    EXPECT_EQ(amounts.total_cents, c.total) << c.price;
  }
}

TEST(Taxes, RoundsExactHalvesUpNotToEven) {
  EXPECT_EQ(quebec_taxes(10).gst_cents, 1);      // 0.5 ¢ → 1 (banker's rounding would give 0)
  EXPECT_EQ(quebec_taxes(30).gst_cents, 2);      // 1.5 ¢ → 2
  EXPECT_EQ(quebec_taxes(9).gst_cents, 0);       // 0.45 ¢ → 0
  EXPECT_EQ(quebec_taxes(2000).qst_cents, 200);  // 199.5 ¢ → 200
  EXPECT_EQ(quebec_taxes(2401).qst_cents, 239);  // 239.49975 ¢ → 239
}

TEST(Taxes, EachTaxIsWithinHalfACentOfTheExactAmountForEveryPriceUpTo1000Dollars) {
  for (long long price = 0; price <= 100000; ++price) {
    auto amounts = quebec_taxes(price);
    // gst - price × 5 %, in thousandths of a cent: within [-0.5 ¢, +0.5 ¢), ties going up.
    long long gst_error = amounts.gst_cents * 1000 - price * 50;
    long long qst_error = amounts.qst_cents * 100000 - price * 9975;
    ASSERT_TRUE(gst_error > -500 && gst_error <= 500) << price;
    ASSERT_TRUE(qst_error > -50000 && qst_error <= 50000) << price;
    ASSERT_EQ(amounts.total_cents, price + amounts.gst_cents + amounts.qst_cents);
  }
}

TEST(Taxes, RefusesNegativePrices) { EXPECT_THROW(quebec_taxes(-1), std::out_of_range); }
