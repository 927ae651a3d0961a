// Public reads answered from memory (decision 026) as HTTP caches and browsers expect: an ETag and 304,
// br or gzip as accepted, and what someone signed in sees never shown to visitors.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "support/decompress.h"
#include "support/public_reads_fixture.h"

using namespace secours::testing;
using Json = nlohmann::json;

class PublicReadsHttp : public PublicReadsTest {};

TEST_P(PublicReadsHttp, AnswersNotModifiedWhileTheCatalogueIsUnchanged) {
  auto first = server_->get("/api/courses?lang=fr");
  ASSERT_EQ(first.status, 200);
  const auto etag = first.header("etag");
  ASSERT_TRUE(etag.starts_with("W/\"")) << etag;
  EXPECT_EQ(first.header("cache-control"), "no-cache");
  auto again = server_->get("/api/courses?lang=fr", {{"If-None-Match", etag}});
  EXPECT_EQ(again.status, 304);
  EXPECT_EQ(again.body, "");
  EXPECT_EQ(again.header("etag"), etag);
  EXPECT_EQ(server_->get("/api/courses?lang=fr", {{"If-None-Match", "\"other\", " + etag}}).status, 304);
  EXPECT_EQ(server_->get("/api/courses?lang=en", {{"If-None-Match", etag}}).status, 200);

  auto renamed = course_body("RCR niveau C");
  ASSERT_EQ(call(*server_, "PUT", "/api/courses/" + std::to_string(course_), renamed, admin_).status, 200);
  auto changed = server_->get("/api/courses?lang=fr", {{"If-None-Match", etag}});
  EXPECT_EQ(changed.status, 200);
  EXPECT_NE(changed.header("etag"), etag);
}

TEST_P(PublicReadsHttp, SendsLargeAnswersCompressedAsAccepted) {
  for (int i = 0; i < 5; ++i)
    call(*server_, "POST", "/api/courses", course_body("Cours " + std::to_string(i)), admin_);
  const auto plain = server_->get("/api/courses?lang=fr");
  ASSERT_GT(plain.body.size(), 1024u);
  EXPECT_EQ(plain.header("content-encoding"), "");
  for (int i = 0; i < 2; ++i) {  // computed, then from memory
    auto brotli = server_->get("/api/courses?lang=fr", {{"Accept-Encoding", "gzip, br"}});
    EXPECT_EQ(brotli.header("content-encoding"), "br");
    EXPECT_EQ(brotli.header("vary"), "Accept-Encoding");
    EXPECT_EQ(brotli.header("etag"), plain.header("etag"));
    EXPECT_LT(brotli.body.size(), plain.body.size());
    EXPECT_EQ(unbrotli(brotli.body), plain.body);

    auto gzipped = server_->get("/api/courses?lang=fr", {{"Accept-Encoding", "gzip"}});
    EXPECT_EQ(gzipped.header("content-encoding"), "gzip");
    EXPECT_EQ(gzipped.header("etag"), plain.header("etag"));
    EXPECT_LT(gzipped.body.size(), plain.body.size());
    EXPECT_EQ(gunzip(gzipped.body), plain.body);
  }
}

TEST_P(PublicReadsHttp, ShowsAnUnpublishedCourseToAdminsOnlyWhateverWasReadBefore) {
  auto hidden = course_body("Brouillon");
  hidden["published"] = false;
  auto created = call(*server_, "POST", "/api/courses", hidden, admin_);
  ASSERT_EQ(created.status, 201);
  const auto target = "/api/courses/" + std::to_string(created.json()["course"]["id"].get<long long>());
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(call(*server_, "GET", target, nullptr, admin_).status, 200);
    EXPECT_EQ(server_->get(target).status, 404);
  }
  // A public course: the same bytes whoever asks.
  const auto student = sign_up(*server_, "marie@example.com");
  const auto open = "/api/courses/" + std::to_string(course_) + "?lang=fr";
  const auto visitor = server_->get(open);
  EXPECT_EQ(call(*server_, "GET", open, nullptr, student).body, visitor.body);
  EXPECT_EQ(call(*server_, "GET", open, nullptr, admin_).body, visitor.body);
}

TEST_P(PublicReadsHttp, AnswersOtherQueriesTheUsualWay) {
  call(*server_, "POST", "/api/courses", course_body("Réanimation"), admin_);
  EXPECT_EQ(read("/api/courses?lang=fr")["total"], 2);
  EXPECT_EQ(read("/api/courses?lang=fr&q=reanimation")["total"], 1);
  EXPECT_EQ(read("/api/courses?q=reanimation")["total"], 1);
  EXPECT_EQ(server_->get("/api/courses?category=nope").status, 400);
}

TEST_P(PublicReadsHttp, ReadsSeatsFromTheDatabaseWhenAskedNoCache) {
  const long long session = insert_session(*server_, course_, 5);
  const auto sessions = "/api/courses/" + std::to_string(course_) + "/sessions";
  const auto seats = [&](const Headers& headers) {
    return server_->get(sessions, headers).json()["sessions"][0]["seatsLeft"].get<int>();
  };
  EXPECT_EQ(seats({}), 5);
  {
    // Another instance's booking, before this one reads the change marker.
    soci::session sql(server_->database().pool());
    sql << "UPDATE course_sessions SET seats_taken = 2 WHERE id = :id", soci::use(session);
  }
  EXPECT_EQ(seats({}), 5);  // from memory
  EXPECT_EQ(seats({{"Cache-Control", "no-cache"}}), 3);
  EXPECT_EQ(seats({{"Pragma", "no-cache"}}), 3);
  EXPECT_EQ(seats({}), 3);  // the fresh answer is the one kept
}

SECOURS_ON_BOTH_ENGINES(PublicReadsHttp);
