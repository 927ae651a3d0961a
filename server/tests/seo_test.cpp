// GET /robots.txt and GET /sitemap.xml: what search engines read of the site.
#include <gtest/gtest.h>

#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;

class Seo : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(
        GetParam(), [](secours::core::Config& config) { config.public_url = "https://formations.example"; });
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(Seo, TheSitemapListsEveryPublishedCourseInBothLanguagesWithAlternates) {
  insert_course(*server_, "rcr-niveau-c", 10000);
  insert_course(*server_, "brouillon", 10000, /*published=*/false);
  insert_course(*server_, "ancien", 10000, /*published=*/true, /*archived=*/true);
  auto result = call(*server_, "GET", "/sitemap.xml");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(result.header("content-type"), "application/xml; charset=utf-8");
  const auto& xml = result.body;
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset", 0), 0u);
  for (const char* loc :
       {"<loc>https://formations.example/</loc>", "<loc>https://formations.example/?lng=en</loc>",
        "<loc>https://formations.example/courses</loc>", "<loc>https://formations.example/about?lng=en</loc>",
        "<loc>https://formations.example/courses/rcr-niveau-c</loc>",
        "<loc>https://formations.example/courses/rcr-niveau-c?lng=en</loc>"}) {
    EXPECT_NE(xml.find(loc), std::string::npos) << loc;
  }
  EXPECT_EQ(xml.find("brouillon"), std::string::npos);
  EXPECT_EQ(xml.find("ancien"), std::string::npos);
  EXPECT_NE(xml.find("<xhtml:link rel=\"alternate\" hreflang=\"en-CA\" "
                     "href=\"https://formations.example/courses/rcr-niveau-c?lng=en\"/>"),
            std::string::npos);
  EXPECT_NE(xml.find("<xhtml:link rel=\"alternate\" hreflang=\"x-default\" "
                     "href=\"https://formations.example/courses/rcr-niveau-c\"/>"),
            std::string::npos);
  // A course's entries carry the date it last changed.
  auto course = xml.find("<loc>https://formations.example/courses/rcr-niveau-c</loc>");
  auto lastmod = xml.find("<lastmod>", course);
  ASSERT_NE(lastmod, std::string::npos);
  EXPECT_LT(lastmod, xml.find("</url>", course));
  // 7 pages (home, catalogue, about, privacy, terms, cookies, workplace training) and 1 course, each in two
  // languages.
  std::size_t entries = 0;
  for (auto at = xml.find("<url>"); at != std::string::npos; at = xml.find("<url>", at + 1)) ++entries;
  EXPECT_EQ(entries, 16u);
  EXPECT_NE(xml.find("<loc>https://formations.example/workplace-training</loc>"), std::string::npos);
}

TEST_P(Seo, RobotsNamesTheSitemapAndKeepsPrivatePagesOut) {
  auto result = call(*server_, "GET", "/robots.txt");
  ASSERT_EQ(result.status, 200);
  EXPECT_EQ(result.header("content-type"), "text/plain; charset=utf-8");
  EXPECT_NE(result.body.find("User-agent: *\n"), std::string::npos);
  for (const char* line :
       {"Disallow: /api/\n", "Disallow: /admin\n", "Disallow: /dashboard\n", "Disallow: /companies\n",
        "Disallow: /bookingsuccess\n", "Sitemap: https://formations.example/sitemap.xml\n"}) {
    EXPECT_NE(result.body.find(line), std::string::npos) << line;
  }
}

SECOURS_ON_BOTH_ENGINES(Seo);
