// JSON answers are compressed (brotli, else gzip) for clients that accept it, when they are large enough to
// gain from it.
#include <gtest/gtest.h>

#include "http/compression.h"
#include "support/booking_fixtures.h"
#include "support/decompress.h"
#include "support/engines.h"

using namespace secours::testing;

TEST(AcceptEncoding, ReadsCodingsAndQualities) {
  using secours::http::accepts_encoding;
  EXPECT_TRUE(accepts_encoding("gzip, deflate, br", "gzip"));
  EXPECT_TRUE(accepts_encoding("br;q=1.0, gzip;q=0.5", "gzip"));
  EXPECT_FALSE(accepts_encoding("gzip;q=0", "gzip"));
  EXPECT_FALSE(accepts_encoding("identity", "gzip"));
  EXPECT_FALSE(accepts_encoding("", "gzip"));
}

class HttpCompression : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    for (int i = 0; i < 8; ++i) insert_course(*server_, "cours-" + std::to_string(i), 10000);
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(HttpCompression, TheCatalogueIsCompressedInTheBestCodingTheClientAccepts) {
  auto plain = http_request(server_->port(), "GET", "/api/courses?lang=fr");
  ASSERT_EQ(plain.status, 200);
  ASSERT_GT(plain.body.size(), 1024u);
  EXPECT_EQ(plain.header("content-encoding"), "");
  EXPECT_EQ(plain.header("vary"), "Accept-Encoding");

  auto brotli = http_request(server_->port(), "GET", "/api/courses?lang=fr", "",
                             {{"Accept-Encoding", "gzip, deflate, br"}});
  ASSERT_EQ(brotli.status, 200);
  EXPECT_EQ(brotli.header("content-encoding"), "br");
  EXPECT_EQ(brotli.header("vary"), "Accept-Encoding");
  EXPECT_LT(brotli.body.size(), plain.body.size() / 2);
  EXPECT_EQ(unbrotli(brotli.body), plain.body);

  auto zipped = http_request(server_->port(), "GET", "/api/courses?lang=fr", "",
                             {{"Accept-Encoding", "gzip, deflate, br;q=0"}});
  ASSERT_EQ(zipped.status, 200);
  EXPECT_EQ(zipped.header("content-encoding"), "gzip");
  EXPECT_EQ(zipped.header("vary"), "Accept-Encoding");
  EXPECT_LT(zipped.body.size(), plain.body.size() / 2);
  EXPECT_EQ(gunzip(zipped.body), plain.body);

  auto sitemap = http_request(server_->port(), "GET", "/sitemap.xml", "", {{"Accept-Encoding", "gzip"}});
  EXPECT_EQ(sitemap.header("content-encoding"), "gzip");
  EXPECT_NE(gunzip(sitemap.body).find("<urlset"), std::string::npos);
}

TEST_P(HttpCompression, SmallAnswersAndRefusingClientsGetThePlainBody) {
  auto small = http_request(server_->port(), "GET", "/api/auth/me", "", {{"Accept-Encoding", "gzip"}});
  ASSERT_EQ(small.status, 200);
  EXPECT_EQ(small.header("content-encoding"), "");
  EXPECT_NO_THROW(nlohmann::json::parse(small.body));
  auto refused =
      http_request(server_->port(), "GET", "/api/courses?lang=fr", "", {{"Accept-Encoding", "gzip;q=0"}});
  EXPECT_EQ(refused.header("content-encoding"), "");
  EXPECT_NO_THROW(nlohmann::json::parse(refused.body));
}

SECOURS_ON_BOTH_ENGINES(HttpCompression);
