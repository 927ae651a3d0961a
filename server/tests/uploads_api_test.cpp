// Admins upload course images; the bytes decide the type, and the files are served back unchanged.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>

#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::sign_in_admin;
using secours::testing::sign_up;
using secours::testing::TestServer;

namespace fs = std::filesystem;

namespace {

const std::string png_signature("\x89PNG\r\n\x1a\n", 8);
const std::string png = png_signature + std::string("\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0", 21);
const std::string jpeg("\xFF\xD8\xFF\xE0\0\x10JFIF\0", 11);
const std::string webp = std::string("RIFF\x1a\0\0\0WEBPVP8L", 16);

}  // namespace

class UploadApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    data_dir_ = fs::temp_directory_path() / ("secours_uploads_" + std::to_string(::getpid()) + "_" +
                                             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(data_dir_);
    server_ = std::make_unique<TestServer>(
        GetParam(), [this](secours::core::Config& config) { config.data_dir = data_dir_.string(); });
    admin_ = sign_in_admin(*server_);
  }
  void TearDown() override {
    server_.reset();
    fs::remove_all(data_dir_);
  }
  secours::testing::HttpResult upload(const std::string& bytes, const std::string& type,
                                      const std::string& cookie) {
    return server_->send("POST", "/api/uploads", bytes, {{"Content-Type", type}, {"Cookie", cookie}});
  }
  std::size_t stored_files() {
    if (!fs::exists(data_dir_ / "uploads")) return 0;
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(data_dir_ / "uploads"), {}));
  }
  fs::path data_dir_;
  std::unique_ptr<TestServer> server_;
  std::string admin_;
};

TEST_P(UploadApi, StoresAnImageAndServesTheSameBytesForAYear) {
  auto result = upload(png, "image/png", admin_);
  ASSERT_EQ(result.status, 201) << result.body;
  std::string url = result.json()["url"];
  EXPECT_TRUE(url.starts_with("/uploads/")) << url;
  EXPECT_TRUE(url.ends_with(".png")) << url;

  auto served = server_->get(url);
  ASSERT_EQ(served.status, 200);
  EXPECT_EQ(served.body, png);
  EXPECT_EQ(served.header("content-type"), "image/png");
  EXPECT_EQ(served.header("cache-control"), "public, max-age=31536000, immutable");

  auto second = upload(png, "image/png", admin_);
  EXPECT_NE(second.json()["url"], url);  // random names: an upload never replaces another
  EXPECT_EQ(upload(jpeg, "image/jpeg", admin_).status, 201);
  EXPECT_EQ(upload(webp, "image/webp; charset=binary", admin_).status, 201);
  EXPECT_EQ(stored_files(), 4u);
}

TEST_P(UploadApi, ChecksTheTypeFromTheBytes) {
  auto mismatched = upload(png, "image/jpeg", admin_);
  EXPECT_EQ(mismatched.status, 400);
  EXPECT_EQ(mismatched.json()["error"]["code"], "invalid-image");
  EXPECT_EQ(upload("<svg onload=alert(1)>", "image/png", admin_).json()["error"]["code"], "invalid-image");
  EXPECT_EQ(upload("<svg/>", "image/svg+xml", admin_).status, 400);
  EXPECT_EQ(upload("hello", "image/gif", admin_).status, 400);
  EXPECT_EQ(stored_files(), 0u);
}

TEST_P(UploadApi, RefusesFilesOverFourMegabytes) {
  auto result = upload(png + std::string(4 * 1024 * 1024, '\0'), "image/png", admin_);
  EXPECT_EQ(result.status, 413);
  EXPECT_EQ(result.json()["error"]["code"], "payload-too-large");
  EXPECT_EQ(stored_files(), 0u);
}

TEST_P(UploadApi, OnlyAdminsMayUpload) {
  EXPECT_EQ(upload(png, "image/png", "").status, 401);
  EXPECT_EQ(upload(png, "image/png", sign_up(*server_, "eleve@example.com")).status, 403);
  EXPECT_EQ(stored_files(), 0u);
}

TEST_P(UploadApi, AnswersNotFoundForMissingFilesWithoutTheSiteShell) {
  auto missing = server_->get("/uploads/nothing-here", {{"Accept", "text/html"}});
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(server_->get("/uploads/../secours.db").status, 404);
}

SECOURS_ON_BOTH_ENGINES(UploadApi);
