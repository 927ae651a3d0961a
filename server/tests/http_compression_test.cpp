// JSON answers are gzipped for clients that accept it, when they are large enough to gain from it.
#include <gtest/gtest.h>
#include <zlib.h>

#include "http/compression.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;

namespace {

std::string gunzip(const std::string& data) {
  z_stream stream{};
  EXPECT_EQ(inflateInit2(&stream, 15 + 16), Z_OK);
  std::string out;
  char buffer[16384];
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  stream.avail_in = static_cast<uInt>(data.size());
  int result = Z_OK;
  while (result == Z_OK) {
    stream.next_out = reinterpret_cast<Bytef*>(buffer);
    stream.avail_out = sizeof buffer;
    result = inflate(&stream, Z_NO_FLUSH);
    out.append(buffer, sizeof buffer - stream.avail_out);
  }
  inflateEnd(&stream);
  EXPECT_EQ(result, Z_STREAM_END);
  return out;
}

}  // namespace

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

TEST_P(HttpCompression, TheCatalogueIsGzippedForAClientThatAcceptsIt) {
  auto plain = http_request(server_->port(), "GET", "/api/courses?lang=fr");
  ASSERT_EQ(plain.status, 200);
  ASSERT_GT(plain.body.size(), 1024u);
  EXPECT_EQ(plain.header("content-encoding"), "");
  EXPECT_EQ(plain.header("vary"), "Accept-Encoding");

  auto zipped = http_request(server_->port(), "GET", "/api/courses?lang=fr", "",
                             {{"Accept-Encoding", "gzip, deflate, br"}});
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
