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

// Issue 42: one invoice, taxed once on its subtotal; its lines share the taxes to the cent.
TEST(Taxes, ADocumentsLinesShareTaxesComputedOnceOnItsSubtotal) {
  using secours::payments::quebec_taxes_shared;
  const auto seven = quebec_taxes_shared(std::vector<long long>(7, 15000));
  ASSERT_EQ(seven.size(), 7u);
  long long subtotal = 0, gst = 0, qst = 0, total = 0;
  for (const auto& line : seven) {
    EXPECT_EQ(line.subtotal_cents, 15000);
    EXPECT_EQ(line.total_cents, line.subtotal_cents + line.gst_cents + line.qst_cents);
    subtotal += line.subtotal_cents, gst += line.gst_cents, qst += line.qst_cents, total += line.total_cents;
  }
  EXPECT_EQ(subtotal, 105000);
  EXPECT_EQ(gst, 5250);   // 52,50 $
  EXPECT_EQ(qst, 10474);  // 104,74 $, where seven seats rounded one by one make 104,72 $
  EXPECT_EQ(total, 120724);
  EXPECT_EQ(seven[0].qst_cents, 1497);  // the odd cents go to the first lines
  EXPECT_EQ(seven[1].qst_cents, 1497);
  EXPECT_EQ(seven[6].qst_cents, 1496);

  // Lines of different prices, for every count and price of a range: the sums are the document's.
  for (long long price = 1; price <= 3000; price += 7) {
    for (std::size_t count = 1; count <= 12; ++count) {
      std::vector<long long> subtotals;
      for (std::size_t i = 0; i < count; ++i) subtotals.push_back(price + static_cast<long long>(i) * 13);
      long long sum = 0, line_gst = 0, line_qst = 0;
      for (const auto s : subtotals) sum += s;
      for (const auto& line : quebec_taxes_shared(subtotals)) {
        line_gst += line.gst_cents;
        line_qst += line.qst_cents;
        EXPECT_GE(line.qst_cents, 0);
      }
      EXPECT_EQ(line_gst, quebec_taxes(sum).gst_cents) << price << " × " << count;
      EXPECT_EQ(line_qst, quebec_taxes(sum).qst_cents) << price << " × " << count;
    }
  }
  EXPECT_TRUE(quebec_taxes_shared({}).empty());
  EXPECT_EQ(quebec_taxes_shared({0, 0})[1].total_cents, 0);  // free seats
}
