#include <gtest/gtest.h>

#include "common/url_encoding.h"
#include "http/request.h"
#include "http/url.h"

using secours::parse_query;
using secours::percent_decode;

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

TEST(PageLanguage, TakesFrenchOrEnglishFromTheQueryAndFallsBackOtherwise) {
  secours::http::Request request;
  auto language = [&request](const std::string& target, const std::string& fallback) {
    secours::http::set_target(request, target);
    return request.page_language(fallback);
  };
  EXPECT_EQ(language("/api/courses?lang=en", "fr"), "en");
  EXPECT_EQ(language("/api/courses?lang=fr", "en"), "fr");
  EXPECT_EQ(language("/api/courses", "fr"), "fr");
  EXPECT_EQ(language("/api/admin/overview", "en"), "en");          // a signed-in admin's own language
  EXPECT_EQ(language("/api/admin/overview?lang=de", "en"), "en");  // was taken as "de" by two admin routes
  EXPECT_EQ(language("/api/courses?lang=EN", "fr"), "fr");
}
