#include <gtest/gtest.h>

#include "common/display_format.h"
#include "common/pdf.h"

using secours::pdf::to_cp1252;
namespace pdf = secours::pdf;

TEST(PdfLayout, ConvertsFrenchTextToTheStandardFontEncoding) {
  EXPECT_EQ(to_cp1252("Délivrée à"),
            "D\xe9livr\xe9"
            "e \xe0");
  EXPECT_EQ(to_cp1252("cœur"),
            "c\x9c"
            "ur");
  EXPECT_EQ(to_cp1252("114,98\u00a0$"), "114,98\xa0$");
  EXPECT_EQ(to_cp1252("日本"), "??");
}

TEST(PdfLayout, WrapsTextAtSpacesWithinTheWidth) {
  pdf::Document document("test");
  auto page = document.add_page();
  const pdf::Style style{10};
  const std::string text = "Secourisme en milieu de travail et RCR/DEA pour les éducatrices en garderie";
  auto lines = page.wrap(text, style, 150);
  ASSERT_GT(lines.size(), 1u);
  std::string joined;
  for (const auto& line : lines) {
    EXPECT_LE(page.text_width(line, style), 150) << line;
    joined += (joined.empty() ? "" : " ") + line;
  }
  EXPECT_EQ(joined, text);
  EXPECT_EQ(page.wrap("Un-mot-beaucoup-trop-long-pour-la-ligne", style, 20).size(), 1u);
  EXPECT_TRUE(page.wrap("", style, 100).empty());
}

TEST(DisplayFormat, GroupsThousandsWritesNegativeAmountsAndDatesWithoutWeekdays) {
  EXPECT_EQ(secours::format_money(-11498, "fr"), "-114,98\u00a0$");
  EXPECT_EQ(secours::format_money(-5, "en"), "-$0.05");
  EXPECT_EQ(secours::format_money(11498, "en"), "$114.98");
  EXPECT_EQ(secours::format_money(11497499, "fr"), "114\u00a0974,99\u00a0$");
  EXPECT_EQ(secours::format_money(-123456789, "en"), "-$1,234,567.89");
  EXPECT_EQ(secours::format_money(100000, "fr"), "1\u00a0000,00\u00a0$");
  EXPECT_EQ(secours::format_money(99999, "en"), "$999.99");
  EXPECT_EQ(secours::format_day("2026-12-01", "fr"), "1er décembre 2026");
  EXPECT_EQ(secours::format_day("2026-12-05", "en"), "December 5, 2026");
}
