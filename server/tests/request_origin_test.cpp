#include <gtest/gtest.h>

#include "http/request_origin.h"

using secours::http::is_same_site_json_request;
using secours::http::Request;

namespace {
Request json_post(const std::string& origin, const std::string& host = "localhost:8080") {
  Request request;
  request.method = "POST";
  request.headers["content-type"] = "application/json";
  request.headers["host"] = host;
  if (!origin.empty()) request.headers["origin"] = origin;
  return request;
}
}  // namespace

TEST(RequestOrigin, AcceptsTheSitesOwnOrigin) {
  EXPECT_TRUE(is_same_site_json_request(json_post("http://localhost:8080"), "http://localhost:8080"));
  EXPECT_TRUE(is_same_site_json_request(json_post("HTTPS://Secours.Example"), "https://secours.example"));
  EXPECT_TRUE(is_same_site_json_request(json_post("https://secours.example:443"), "https://secours.example"));
  EXPECT_TRUE(is_same_site_json_request(json_post(""), "https://secours.example"));
}

TEST(RequestOrigin, ComparesTheScheme) {
  EXPECT_FALSE(is_same_site_json_request(json_post("https://localhost:8080"), "http://localhost:8080"));
  EXPECT_FALSE(is_same_site_json_request(json_post("http://secours.example", "secours.example"),
                                         "https://secours.example"));
}

TEST(RequestOrigin, ComparesThePort) {
  EXPECT_FALSE(is_same_site_json_request(json_post("http://localhost:9999"), "http://localhost:8080"));
  EXPECT_FALSE(is_same_site_json_request(json_post("https://secours.example:8443", "secours.example"),
                                         "https://secours.example"));
}

TEST(RequestOrigin, AcceptsTheHostItWasSentToWithTheSitesScheme) {
  EXPECT_TRUE(is_same_site_json_request(json_post("http://127.0.0.1:8080", "127.0.0.1:8080"),
                                        "http://localhost:8080"));
  EXPECT_FALSE(is_same_site_json_request(json_post("https://127.0.0.1:8080", "127.0.0.1:8080"),
                                         "http://localhost:8080"));
}

TEST(RequestOrigin, RejectsOtherSitesAndNonsense) {
  EXPECT_FALSE(is_same_site_json_request(json_post("https://evil.example"), "https://secours.example"));
  EXPECT_FALSE(is_same_site_json_request(json_post("null"), "https://secours.example"));
  EXPECT_FALSE(is_same_site_json_request(json_post("https://secours.example.evil.example"),
                                         "https://secours.example"));
}
