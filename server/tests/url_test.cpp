#include <gtest/gtest.h>

#include "http/request.h"
#include "http/url.h"

using secours::http::parse_query;
using secours::http::percent_decode;

TEST(Url, DecodesPercentEscapes) {
  EXPECT_EQ(percent_decode("caf%C3%A9%20cr%c3%a8me").value(), "café crème");
  EXPECT_EQ(percent_decode("a+b").value(), "a+b");
  EXPECT_EQ(percent_decode("a+b", true).value(), "a b");
}

TEST(Url, RejectsMalformedEscapes) {
  EXPECT_FALSE(percent_decode("%").has_value());
  EXPECT_FALSE(percent_decode("abc%2").has_value());
  EXPECT_FALSE(percent_decode("%zz").has_value());
}

TEST(Url, ParsesQueryStrings) {
  auto query = parse_query("lang=fr&q=premiers+soins&category=&flag");
  EXPECT_EQ(query["lang"], "fr");
  EXPECT_EQ(query["q"], "premiers soins");
  EXPECT_EQ(query["category"], "");
  EXPECT_TRUE(query.contains("flag"));
}

TEST(RecordIds, AcceptOnlyPlainPositiveDecimalNumbers) {
  EXPECT_EQ(secours::http::parse_id("12"), 12);
  EXPECT_EQ(secours::http::parse_id("999999999999999999"), 999999999999999999LL);
  for (const char* text : {"", "0", "12abc", "-1", "+1", " 1", "1 ", "1e3", "0x10", "1234567890123456789"}) {
    EXPECT_FALSE(secours::http::parse_id(text).has_value()) << text;
  }
}
