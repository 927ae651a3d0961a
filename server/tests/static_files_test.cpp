#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "http/static_files.h"

namespace fs = std::filesystem;
using secours::http::Request;
using secours::http::StaticFiles;

namespace {

class StaticFilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            ("secours_site_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(root_ / "assets");
    write("index.html", "<html>shell</html>");
    write("assets/app-Bx12cd34.js", "console.log('app')");
    write("assets/app-Bx12cd34.js.br", "BROTLI");
    write("assets/app-Bx12cd34.js.gz", "GZIP");
    write("images/logo.svg", "<svg/>");
    write(".env", "SECRET=1");
    std::ofstream(root_.parent_path() / "secret.txt") << "outside";
  }
  void TearDown() override { fs::remove_all(root_); }

  void write(const std::string& relative, const std::string& content) {
    fs::create_directories((root_ / relative).parent_path());
    std::ofstream(root_ / relative, std::ios::binary) << content;
  }

  secours::http::Response get(const std::string& path, std::map<std::string, std::string> headers = {}) {
    Request request;
    request.method = "GET";
    request.path = path;
    request.headers = std::move(headers);
    return StaticFiles(root_).serve(request);
  }

  fs::path root_;
};

std::string header(const secours::http::Response& response, const std::string& name) {
  const auto* value = response.find_header(name);
  return value ? *value : "";
}

}  // namespace

TEST_F(StaticFilesTest, ServesIndexWithoutCaching) {
  auto response = get("/");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, "<html>shell</html>");
  EXPECT_EQ(header(response, "Content-Type"), "text/html; charset=utf-8");
  EXPECT_EQ(header(response, "Cache-Control"), "no-cache");
}

TEST_F(StaticFilesTest, CachesHashedAssetsForAYear) {
  auto response = get("/assets/app-Bx12cd34.js");
  EXPECT_EQ(response.body, "console.log('app')");
  EXPECT_EQ(header(response, "Content-Type"), "application/javascript; charset=utf-8");
  EXPECT_EQ(header(response, "Cache-Control"), "public, max-age=31536000, immutable");
}

TEST_F(StaticFilesTest, FallsBackToTheShellForPagePaths) {
  auto response = get("/courses/rcr-niveau-c");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, "<html>shell</html>");
  EXPECT_EQ(header(response, "Cache-Control"), "no-cache");
}

TEST_F(StaticFilesTest, AnswersNotFoundForMissingFiles) {
  EXPECT_EQ(get("/assets/missing-123.js").status, 404);
  EXPECT_EQ(get("/favicon.ico").status, 404);
}

TEST_F(StaticFilesTest, NeverEscapesTheWebRoot) {
  for (std::string path :
       {"/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/assets/..%2f..%2fsecret.txt",
        "/..%2fsecret.txt", "/.%2e/secret.txt", "/%2e%2e%5csecret.txt", "/.env", "/a/%00/b"}) {
    auto response = get(path);
    EXPECT_EQ(response.body.find("outside"), std::string::npos) << path;
    EXPECT_EQ(response.body.find("SECRET"), std::string::npos) << path;
    EXPECT_EQ(response.status, 404) << path;
  }
}

TEST_F(StaticFilesTest, AnswersNotModifiedForAMatchingEtag) {
  auto first = get("/images/logo.svg");
  auto etag = header(first, "ETag");
  ASSERT_FALSE(etag.empty());
  auto second = get("/images/logo.svg", {{"if-none-match", etag}});
  EXPECT_EQ(second.status, 304);
  EXPECT_TRUE(second.body.empty());
  EXPECT_EQ(header(second, "ETag"), etag);
  EXPECT_EQ(get("/images/logo.svg", {{"if-none-match", "\"other\""}}).status, 200);
}

TEST_F(StaticFilesTest, ServesPrecompressedVariantsWhenAccepted) {
  auto brotli = get("/assets/app-Bx12cd34.js", {{"accept-encoding", "gzip, deflate, br"}});
  EXPECT_EQ(brotli.body, "BROTLI");
  EXPECT_EQ(header(brotli, "Content-Encoding"), "br");
  EXPECT_EQ(header(brotli, "Vary"), "Accept-Encoding");
  EXPECT_EQ(header(brotli, "Content-Type"), "application/javascript; charset=utf-8");

  auto gzip = get("/assets/app-Bx12cd34.js", {{"accept-encoding", "gzip"}});
  EXPECT_EQ(gzip.body, "GZIP");
  EXPECT_EQ(header(gzip, "Content-Encoding"), "gzip");

  auto refused = get("/assets/app-Bx12cd34.js", {{"accept-encoding", "br;q=0, identity"}});
  EXPECT_EQ(refused.body, "console.log('app')");
  EXPECT_EQ(header(refused, "Content-Encoding"), "");
  EXPECT_NE(header(brotli, "ETag"), header(refused, "ETag"));
}

TEST(ContentTypes, FollowTheExtension) {
  using secours::http::content_type_for;
  EXPECT_EQ(content_type_for("a.css"), "text/css; charset=utf-8");
  EXPECT_EQ(content_type_for("a.SVG"), "image/svg+xml");
  EXPECT_EQ(content_type_for("a.woff2"), "font/woff2");
  EXPECT_EQ(content_type_for("a.webp"), "image/webp");
  EXPECT_EQ(content_type_for("a.unknown"), "application/octet-stream");
}
