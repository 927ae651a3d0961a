// StaticFiles as the uploads folder uses it: no history fallback, every file cached for a year.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "http/static_files.h"

namespace fs = std::filesystem;
using secours::http::StaticFiles;

namespace {

class UploadedFilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("secours_uploaded_" + std::to_string(::getpid()) + "_" +
                                         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(root_);
    std::ofstream(root_ / "index.html") << "<html>shell</html>";
    std::ofstream(root_ / "photo.png", std::ios::binary) << "PNGDATA";
  }
  void TearDown() override { fs::remove_all(root_); }

  secours::http::Response get(const StaticFiles& files, const std::string& path) {
    secours::http::Request request;
    request.method = "GET";
    request.path = path;
    request.headers = {{"accept", "text/html"}};
    return files.serve(request);
  }
  fs::path root_;
};

std::string header(const secours::http::Response& response, const std::string& name) {
  const auto* value = response.find_header(name);
  return value ? *value : "";
}

}  // namespace

TEST_F(UploadedFilesTest, ServesEveryFileAsImmutable) {
  StaticFiles files(root_, {.history_fallback = false, .immutable = true});
  auto response = get(files, "/photo.png");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, "PNGDATA");
  EXPECT_EQ(header(response, "Cache-Control"), "public, max-age=31536000, immutable");
}

TEST_F(UploadedFilesTest, AnswersNotFoundInsteadOfTheShellWithoutHistoryFallback) {
  StaticFiles files(root_, {.history_fallback = false, .immutable = true});
  EXPECT_EQ(get(files, "/missing").status, 404);
  EXPECT_EQ(get(files, "/missing.png").status, 404);
  EXPECT_EQ(get(files, "/").status, 404);
}

TEST_F(UploadedFilesTest, DefaultsStillFallBackAndRevalidate) {
  StaticFiles files(root_);
  auto page = get(files, "/some/page");
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.body, "<html>shell</html>");
  EXPECT_EQ(header(get(files, "/photo.png"), "Cache-Control"), "no-cache");
}
