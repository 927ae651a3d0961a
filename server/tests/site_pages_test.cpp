// The pages of the site as the server sends them: each public page's own head (title, description,
// canonical, hreflang, Open Graph, Twitter, JSON-LD) in its language, and the API answers its first
// render needs embedded, for crawlers that run no JavaScript and phones that should not wait.
#include <gtest/gtest.h>

#include <soci/soci.h>
#include <filesystem>
#include <fstream>
#include <thread>

#include "seo/page_head.h"
#include "seo/page_language.h"
#include "support/booking_fixtures.h"
#include "support/decompress.h"
#include "support/engines.h"
#include "support/web_root.h"

using namespace secours::testing;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

std::string between(const std::string& text, const std::string& start, const std::string& end,
                    std::size_t from = 0) {
  auto at = text.find(start, from);
  if (at == std::string::npos) return {};
  at += start.size();
  auto stop = text.find(end, at);
  return stop == std::string::npos ? std::string{} : text.substr(at, stop - at);
}

// Every JSON-LD block of a page.
std::vector<json> structured_data(const std::string& html) {
  std::vector<json> blocks;
  const std::string open = "<script type=\"application/ld+json\">";
  for (auto at = html.find(open); at != std::string::npos; at = html.find(open, at + 1)) {
    blocks.push_back(json::parse(between(html, open, "</script>", at)));
  }
  return blocks;
}

json embedded_data(const std::string& html) {
  auto text = between(html, "<script id=\"initial-data\" type=\"application/json\">", "</script>");
  return text.empty() ? json() : json::parse(text);
}

bool has(const std::string& html, const std::string& fragment) {
  return html.find(fragment) != std::string::npos;
}

}  // namespace

class SitePages : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    root_ = make_web_root(index_html);
    server_ = std::make_unique<TestServer>(GetParam(), [this](secours::core::Config& config) {
      config.public_url = "https://formations.example";
      config.web_root = root_.string();
      config.company_address = "123, rue Principale, Gatineau (Québec)  J8X 1A1";
    });
  }
  void TearDown() override {
    server_.reset();
    fs::remove_all(root_);
  }

  HttpResult page(const std::string& target, std::map<std::string, std::string> headers = {}) {
    headers.emplace("Accept", "text/html");
    return server_->get(target, headers);
  }

  fs::path root_;
  std::unique_ptr<TestServer> server_;
};

TEST_P(SitePages, TheHomePageHasItsOwnHeadTheCompanysDataAndTheCatalogueInFrench) {
  insert_course(*server_, "rcr-niveau-c", 12000);
  auto result = page("/");
  ASSERT_EQ(result.status, 200);
  EXPECT_EQ(result.header("content-type"), "text/html; charset=utf-8");
  EXPECT_EQ(result.header("cache-control"), "no-cache");
  const auto& html = result.body;
  EXPECT_TRUE(has(html, "<html lang=\"fr\">"));
  EXPECT_FALSE(has(html, "Défaut"));
  EXPECT_FALSE(has(html, "<!--app-"));
  EXPECT_TRUE(has(html,
                  "<title data-server-head>Formations en premiers soins et RCR à Gatineau | "
                  "Formations Secours Outaouais</title>"));
  EXPECT_TRUE(has(html, "<meta name=\"description\" content=\"Formations en premiers soins"));
  EXPECT_TRUE(has(html, "<link rel=\"canonical\" href=\"https://formations.example/\">"));
  EXPECT_TRUE(has(html, "<link rel=\"alternate\" hreflang=\"fr-CA\" href=\"https://formations.example/\">"));
  EXPECT_TRUE(
      has(html, "<link rel=\"alternate\" hreflang=\"en-CA\" href=\"https://formations.example/?lng=en\">"));
  EXPECT_TRUE(
      has(html, "<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://formations.example/\">"));
  EXPECT_TRUE(has(html, "<meta property=\"og:title\" content=\"Formations en premiers soins"));
  EXPECT_TRUE(has(html, "<meta property=\"og:locale\" content=\"fr_CA\">"));
  EXPECT_TRUE(has(html, "<meta name=\"twitter:card\" content=\"summary_large_image\">"));
  EXPECT_TRUE(
      has(html, "<meta property=\"og:image\" content=\"https://formations.example/images/share.png\">"));
  EXPECT_FALSE(has(html, "noindex"));

  auto blocks = structured_data(html);
  ASSERT_EQ(blocks.size(), 1u);
  const auto& company = blocks[0];
  EXPECT_EQ(company["@context"], "https://schema.org");
  EXPECT_EQ(company["@type"], json({"EducationalOrganization", "LocalBusiness"}));
  EXPECT_EQ(company["name"], "Formations Secours Outaouais");
  EXPECT_EQ(company["telephone"], "819 555-0142");
  EXPECT_EQ(company["address"]["@type"], "PostalAddress");
  EXPECT_EQ(company["address"]["streetAddress"], "123, rue Principale, Gatineau (Québec)  J8X 1A1");
  EXPECT_EQ(company["address"]["addressRegion"], "QC");
  EXPECT_EQ(company["address"]["addressCountry"], "CA");
  ASSERT_EQ(company["openingHoursSpecification"].size(), 1u);
  EXPECT_EQ(company["openingHoursSpecification"][0]["dayOfWeek"].size(), 5u);
  EXPECT_EQ(company["openingHoursSpecification"][0]["opens"], "15:30");

  // The catalogue the page shows first is the API's own answer, under the address the site asks.
  auto data = embedded_data(html);
  ASSERT_TRUE(data.contains("/api/courses?lang=fr")) << data.dump();
  EXPECT_EQ(data["/api/courses?lang=fr"], json::parse(call(*server_, "GET", "/api/courses?lang=fr").body));
  EXPECT_EQ(data["/api/courses?lang=fr"]["courses"][0]["title"], "Secourisme rcr-niveau-c");
}

TEST_P(SitePages, EachLanguageHasItsAddressAndThePersonsChoiceDecidesAtTheBareOne) {
  insert_course(*server_, "rcr-niveau-c", 12000);
  auto english = page("/courses?lng=en");
  ASSERT_EQ(english.status, 200);
  EXPECT_TRUE(has(english.body, "<html lang=\"en\">"));
  EXPECT_TRUE(
      has(english.body, "<title data-server-head>Our courses | Formations Secours Outaouais</title>"));
  EXPECT_TRUE(
      has(english.body, "<link rel=\"canonical\" href=\"https://formations.example/courses?lng=en\">"));
  EXPECT_TRUE(has(english.body, "<meta property=\"og:locale\" content=\"en_CA\">"));
  auto data = embedded_data(english.body);
  EXPECT_TRUE(data.contains("/api/courses?lang=en"));
  EXPECT_FALSE(data.contains("/api/courses?lang=fr"));
  EXPECT_EQ(data["/api/courses?lang=en"]["courses"][0]["title"], "First aid rcr-niveau-c");

  // The bare address is the French page whoever asks; the data embedded for the first render is in
  // the language the visitor will be shown: ?lng=, the cookie the site left, the browser's
  // languages, then French.
  const auto data_language = [&](std::map<std::string, std::string> headers,
                                 const std::string& target = "/courses") {
    auto result = page(target, std::move(headers));
    EXPECT_TRUE(
        has(result.body,
            "<html lang=\"" + std::string(target.find("lng=en") != std::string::npos ? "en" : "fr") + "\">"));
    EXPECT_TRUE(has(result.body,
                    "<link rel=\"canonical\" href=\"https://formations.example/courses" +
                        std::string(target.find("lng=en") != std::string::npos ? "?lng=en" : "") + "\">"));
    auto data = embedded_data(result.body);
    return data.contains("/api/courses?lang=en")   ? "en"
           : data.contains("/api/courses?lang=fr") ? "fr"
                                                   : "none";
  };
  EXPECT_EQ(data_language({{"Cookie", "i18nextLng=en"}}), "en");
  EXPECT_EQ(data_language({{"Accept-Language", "en-CA,en;q=0.9,fr;q=0.5"}}), "en");
  EXPECT_EQ(data_language({{"Accept-Language", "de-DE,fr;q=0.3,en;q=0.8"}}), "en");
  EXPECT_EQ(data_language({{"Accept-Language", "de-DE"}}), "fr");
  EXPECT_EQ(data_language({}), "fr");
  EXPECT_EQ(data_language({{"Cookie", "i18nextLng=en"}}, "/courses?lng=fr"), "fr");
  EXPECT_EQ(data_language({{"Cookie", "i18nextLng=fr"}, {"Accept-Language", "fr"}}, "/courses?lng=en"), "en");
  EXPECT_TRUE(has(page("/courses", {{"Accept-Language", "en"}}).body, "Nos formations"));
  auto french = page("/courses");
  EXPECT_TRUE(
      has(french.body, "<title data-server-head>Nos formations | Formations Secours Outaouais</title>"));
  EXPECT_TRUE(has(french.body, "<link rel=\"canonical\" href=\"https://formations.example/courses\">"));
  // The answer differs by these request headers: caches must keep them apart.
  EXPECT_EQ(french.header("vary"), "Accept-Encoding, Cookie, Accept-Language");

  // A filtered catalogue is fetched by the page itself.
  EXPECT_TRUE(embedded_data(page("/courses?category=emergency-medicine").body).is_null());
}

TEST_P(SitePages, ACoursePageDescribesTheCourseAndEachUpcomingSessionForSearchEngines) {
  auto course_id = insert_course(*server_, "rcr-niveau-c", 12000);
  {
    soci::session sql(server_->database().pool());
    const std::string description = "Apprenez la RCR. " + std::string(300, 'x');
    sql << "UPDATE courses SET image_url = '/images/courses/rcr.svg', description_fr = :d WHERE id = :id",
        soci::use(description), soci::use(course_id);
  }
  auto open_session = insert_session(*server_, course_id, 12);
  auto full_session = insert_session(*server_, course_id, 1, 14 * 86400);
  book(*server_, booking_request(course_id, full_session));

  auto result = page("/courses/rcr-niveau-c");
  ASSERT_EQ(result.status, 200);
  const auto& html = result.body;
  EXPECT_TRUE(
      has(html, "<title data-server-head>Secourisme rcr-niveau-c | Formations Secours Outaouais</title>"));
  const auto description = between(html, "<meta name=\"description\" content=\"", "\"");
  EXPECT_TRUE(description.starts_with("Apprenez la RCR. ")) << description;
  EXPECT_LE(description.size(), 170u);
  EXPECT_TRUE(description.ends_with("…"));
  EXPECT_TRUE(has(html, "<link rel=\"canonical\" href=\"https://formations.example/courses/rcr-niveau-c\">"));
  // Shared as the PNG drawn beside the seeded SVG: social networks do not show SVG.
  EXPECT_TRUE(has(
      html, "<meta property=\"og:image\" content=\"https://formations.example/images/courses/rcr.png\">"));
  EXPECT_TRUE(has(html, "<meta name=\"twitter:card\" content=\"summary_large_image\">"));

  auto blocks = structured_data(html);
  ASSERT_EQ(blocks.size(), 1u);
  const auto& course = blocks[0];
  EXPECT_EQ(course["@type"], "Course");
  EXPECT_EQ(course["name"], "Secourisme rcr-niveau-c");
  EXPECT_EQ(course["url"], "https://formations.example/courses/rcr-niveau-c");
  EXPECT_EQ(course["provider"]["name"], "Formations Secours Outaouais");
  EXPECT_EQ(course["offers"][0]["price"], "120.00");
  EXPECT_EQ(course["offers"][0]["priceCurrency"], "CAD");
  const auto& instances = course["hasCourseInstance"];
  ASSERT_EQ(instances.size(), 2u);
  auto sessions =
      json::parse(call(*server_, "GET", "/api/courses/" + std::to_string(course_id) + "/sessions").body);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(instances[i]["@type"], "CourseInstance");
    EXPECT_EQ(instances[i]["startDate"], sessions["sessions"][i]["startsAt"]);
    EXPECT_EQ(instances[i]["endDate"], sessions["sessions"][i]["endsAt"]);
    EXPECT_EQ(instances[i]["location"]["name"], "123, rue Principale, Gatineau");
    EXPECT_EQ(instances[i]["offers"]["price"], "120.00");
    EXPECT_EQ(instances[i]["offers"]["priceCurrency"], "CAD");
  }
  EXPECT_EQ(sessions["sessions"][0]["id"], open_session);
  EXPECT_EQ(instances[0]["offers"]["availability"], "https://schema.org/InStock");
  EXPECT_EQ(instances[1]["offers"]["availability"], "https://schema.org/SoldOut");
  EXPECT_EQ(instances[0]["offers"]["url"], "https://formations.example/booking/" + std::to_string(course_id));

  auto data = embedded_data(html);
  EXPECT_EQ(data["/api/courses/rcr-niveau-c?lang=fr"],
            json::parse(call(*server_, "GET", "/api/courses/rcr-niveau-c?lang=fr").body));
  EXPECT_EQ(data["/api/courses/" + std::to_string(course_id) + "/sessions"], sessions);

  // The old address names the same page.
  auto old = page("/course-details?id=" + std::to_string(course_id) + "&lng=en");
  ASSERT_EQ(old.status, 200);
  EXPECT_TRUE(has(
      old.body, "<link rel=\"canonical\" href=\"https://formations.example/courses/rcr-niveau-c?lng=en\">"));
  EXPECT_TRUE(embedded_data(old.body).contains("/api/courses/" + std::to_string(course_id) + "?lang=en"));
  EXPECT_EQ(structured_data(old.body)[0]["inLanguage"], "en-CA");
}

TEST_P(SitePages, ASharedPageShowsARasterPictureItsCourseOrTheSiteCard) {
  auto course_id = insert_course(*server_, "picture-course", 12000);
  const auto og_image = [&](const std::string& image) {
    {
      soci::session sql(server_->database().pool());
      sql << "UPDATE courses SET image_url = :image WHERE id = :id", soci::use(image), soci::use(course_id);
    }
    server_->database().changes().changed();
    return between(page("/courses/picture-course").body, "<meta property=\"og:image\" content=\"", "\"");
  };
  const std::string site = "https://formations.example";
  EXPECT_EQ(og_image("/uploads/AbCdEfGh.jpg"), site + "/uploads/AbCdEfGh.jpg");
  EXPECT_EQ(og_image("/images/courses/rcr.svg?v=2"), site + "/images/courses/rcr.png");
  EXPECT_EQ(og_image("https://images.example/rcr.svg"), site + "/images/share.png");
  EXPECT_EQ(og_image("/uploads/drawing.svg"), site + "/images/share.png");
  EXPECT_EQ(og_image(""), site + "/images/share.png");
  EXPECT_EQ(og_image("https://images.example/rcr.webp"), "https://images.example/rcr.webp");

  // Pages without a picture of their own show the site's card, with the large card on X.
  for (const char* address : {"/", "/courses", "/about", "/nowhere"}) {
    const auto html = page(address).body;
    EXPECT_TRUE(has(html, "<meta property=\"og:image\" content=\"" + site + "/images/share.png\">"))
        << address;
    EXPECT_TRUE(has(html, "<meta name=\"twitter:card\" content=\"summary_large_image\">")) << address;
  }
}

TEST_P(SitePages, TheBookingAndAboutPagesHaveTheirHeadsAndData) {
  auto course_id = insert_course(*server_, "rcr-niveau-c", 12000);
  const auto id = std::to_string(course_id);
  auto booking = page("/booking/" + id);
  ASSERT_EQ(booking.status, 200);
  EXPECT_TRUE(has(booking.body,
                  "<title data-server-head>Réserver une formation | Formations Secours Outaouais</title>"));
  EXPECT_TRUE(has(booking.body, "« Secourisme rcr-niveau-c »"));
  EXPECT_TRUE(
      has(booking.body, "<link rel=\"canonical\" href=\"https://formations.example/booking/" + id + "\">"));
  auto data = embedded_data(booking.body);
  EXPECT_TRUE(data.contains("/api/courses/" + id + "?lang=fr"));
  EXPECT_TRUE(data.contains("/api/courses/" + id + "/sessions"));
  EXPECT_EQ(data["/api/courses?lang=fr"], json::parse(call(*server_, "GET", "/api/courses?lang=fr").body));
  EXPECT_EQ(data["/api/payments/config"], json::parse(call(*server_, "GET", "/api/payments/config").body));

  auto about = page("/about?lng=en");
  ASSERT_EQ(about.status, 200);
  EXPECT_TRUE(has(about.body, "<title data-server-head>About us | Formations Secours Outaouais</title>"));
  EXPECT_EQ(embedded_data(about.body)["/api/content/about?lang=en"],
            json::parse(call(*server_, "GET", "/api/content/about?lang=en").body));
}

TEST_P(SitePages, UnknownAddressesAndCoursesAnswer404AndPrivatePagesAreNotIndexed) {
  insert_course(*server_, "brouillon", 12000, /*published=*/false);
  for (const char* target : {"/courses/inconnu", "/courses/brouillon", "/booking/999", "/booking/abc",
                             "/course-details?id=x", "/nulle-part", "/courses/a/b"}) {
    auto result = page(target);
    EXPECT_EQ(result.status, 404) << target;
    EXPECT_TRUE(has(result.body, "<meta name=\"robots\" content=\"noindex\">")) << target;
    EXPECT_TRUE(has(result.body, "Page introuvable")) << target;
    EXPECT_FALSE(has(result.body, "brouillon")) << target;
    EXPECT_FALSE(has(result.body, "initial-data")) << target;
    EXPECT_TRUE(has(result.body, "<div id=\"root\">")) << target;  // the site still shows its own page
  }
  for (const char* target : {"/login", "/dashboard", "/admin", "/admin/bookings/3", "/verify/ABC-123", "/faq",
                             "/companies", "/companies/12", "/instructor", "/instructor/sessions/1"}) {
    auto result = page(target);
    EXPECT_EQ(result.status, 200) << target;
    EXPECT_TRUE(has(result.body, "<meta name=\"robots\" content=\"noindex\">")) << target;
    EXPECT_FALSE(has(result.body, "rel=\"canonical\"")) << target;
  }
  // Files are still files.
  auto script = server_->get("/assets/index-abc.js");
  EXPECT_EQ(script.status, 200);
  EXPECT_EQ(script.body, "console.log(1)");
  EXPECT_EQ(server_->get("/assets/missing.js").status, 404);
}

TEST_P(SitePages, StoredTextCannotBreakOutOfTheHeadOrTheEmbeddedData) {
  auto course_id = insert_course(*server_, "rcr-niveau-c", 12000);
  const std::string hostile = "RCR \"</title><script>alert(1)</script><!-- & '";
  {
    soci::session sql(server_->database().pool());
    const std::string image = "/x\"><script>alert(2)</script>";
    sql << "UPDATE courses SET title_fr = :t, description_fr = :d, image_url = :i WHERE id = :id",
        soci::use(hostile), soci::use(hostile), soci::use(image), soci::use(course_id);
  }
  for (const char* target : {"/courses/rcr-niveau-c", "/", "/courses"}) {
    auto html = page(target).body;
    EXPECT_FALSE(has(html, "<script>alert")) << target;
    EXPECT_FALSE(has(html, "</title><script>")) << target;
    EXPECT_EQ(html.find("<!--", html.find("<body>")), std::string::npos) << target;
    // The data still reads back exactly.
    auto data = embedded_data(html);
    EXPECT_FALSE(data.is_null()) << target;
  }
  auto html = page("/courses/rcr-niveau-c").body;
  EXPECT_EQ(embedded_data(html)["/api/courses/rcr-niveau-c?lang=fr"]["course"]["title"], hostile);
  EXPECT_EQ(structured_data(html)[0]["name"], hostile);
  EXPECT_TRUE(has(html, "<title data-server-head>RCR &quot;&lt;/title&gt;&lt;script&gt;alert(1)"));
}

TEST_P(SitePages, PagesAnswerNotModifiedAndCompressed) {
  insert_course(*server_, "rcr-niveau-c", 12000);
  auto first = page("/courses");
  ASSERT_EQ(first.status, 200);
  const auto etag = first.header("etag");
  ASSERT_TRUE(etag.starts_with("W/\"")) << etag;
  auto again = page("/courses", {{"If-None-Match", etag}});
  EXPECT_EQ(again.status, 304);
  EXPECT_TRUE(again.body.empty());
  // Another language is another page.
  EXPECT_EQ(page("/courses?lng=en", {{"If-None-Match", etag}}).status, 200);
  auto brotli = page("/courses", {{"Accept-Encoding", "gzip, br"}});
  EXPECT_EQ(brotli.header("content-encoding"), "br");
  EXPECT_EQ(brotli.header("etag"), etag);
  EXPECT_EQ(unbrotli(brotli.body), first.body);
  auto zipped = page("/courses", {{"Accept-Encoding", "gzip"}});
  EXPECT_EQ(zipped.header("content-encoding"), "gzip");
  EXPECT_EQ(zipped.header("etag"), etag);
  EXPECT_EQ(gunzip(zipped.body), first.body);
  // A change to the catalogue changes the page.
  insert_course(*server_, "dea", 9000);
  EXPECT_EQ(page("/courses", {{"If-None-Match", etag}}).status, 200);
}

TEST_P(SitePages, PublicPagesAreKeptInMemoryPerAddressAndLanguageUntilTheDataChanges) {
  insert_course(*server_, "rcr-niveau-c", 12000);
  // The instance's first look at the shared change marker counts as a change (decision 026): past it.
  auto& changes = server_->database().changes();
  for (auto seen = changes.generation(), tries = decltype(seen){0}; tries < 5; ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(700));
    if (changes.generation() == seen && tries > 0) break;
    seen = changes.generation();
  }
  auto first = page("/courses");
  ASSERT_EQ(first.status, 200);
  EXPECT_EQ(first.header("vary"), "Accept-Encoding, Cookie, Accept-Language");
  EXPECT_FALSE(first.header("expires").empty());
  // Written behind the server's back: the kept page does not see it…
  {
    soci::session sql(server_->database().pool());
    sql << "UPDATE courses SET title_fr = 'Changé en douce'";
  }
  EXPECT_EQ(page("/courses").body, first.body);
  // …but another language of the visitor is another page,
  EXPECT_TRUE(
      embedded_data(page("/courses", {{"Cookie", "i18nextLng=en"}}).body).contains("/api/courses?lang=en"));
  // and a change through the server ends every kept page.
  server_->database().changes().changed();
  auto after = page("/courses");
  EXPECT_NE(after.body, first.body);
  EXPECT_EQ(embedded_data(after.body)["/api/courses?lang=fr"]["courses"][0]["title"], "Changé en douce");
  // Pages that are nobody's business in an index are never kept: any path may name one.
  EXPECT_EQ(page("/verify/ABC").header("expires"), "");
  // Nor other queries.
  EXPECT_EQ(page("/courses?q=rcr").header("expires"), "");
}

TEST_P(SitePages, ABuiltSiteWithoutMarkersIsServedAsItIs) {
  std::ofstream(root_ / "index.html", std::ios::trunc)
      << "<html lang=\"fr\"><head><title>Vieux</title></head></html>";
  fs::last_write_time(root_ / "index.html", fs::file_time_type::clock::now() + std::chrono::seconds(5));
  auto result = page("/courses");
  EXPECT_EQ(result.status, 200);
  EXPECT_EQ(result.body, "<html lang=\"fr\"><head><title>Vieux</title></head></html>");
}

TEST_P(SitePages, ThePrerenderedMarkupOfThePageInTheVisitorsLanguageFillsTheEmptyRoot) {
  insert_course(*server_, "rcr-niveau-c", 12000);
  fs::create_directories(root_ / "prerender");
  for (const char* name : {"home", "courses", "course", "about", "booking", "not-found"}) {
    for (const char* language : {"fr", "en"}) {
      std::ofstream(root_ / "prerender" / (std::string(name) + "." + language + ".html"))
          << "<main>" << name << "." << language << "</main><img src=\"/__slot__/course-picture\">";
    }
  }
  EXPECT_TRUE(
      has(page("/").body,
          "<div id=\"root\"><main>home.fr</main><img src=\"/images/courses/placeholder.svg\"></div>"));
  EXPECT_TRUE(
      has(page("/?lng=en").body,
          "<div id=\"root\"><main>home.en</main><img src=\"/images/courses/placeholder.svg\"></div>"));
  EXPECT_TRUE(has(page("/courses", {{"Cookie", "i18nextLng=en"}}).body, "<main>courses.en</main>"));
  EXPECT_TRUE(has(page("/courses/rcr-niveau-c").body, "<main>course.fr</main>"));
  EXPECT_TRUE(has(page("/about").body, "<main>about.fr</main>"));
  EXPECT_TRUE(has(page("/booking/1").body, "<main>booking.fr</main>"));
  EXPECT_TRUE(has(page("/nulle-part").body, "<main>not-found.fr</main>"));
  // The page's main picture paints from the HTML: the course's, the catalogue's first, or the placeholder.
  {
    soci::session sql(server_->database().pool());
    sql << "UPDATE courses SET image_url = '/images/courses/rcr.svg?a=1&b=\"2\"'";
  }
  server_->database().changes().changed();
  EXPECT_TRUE(has(page("/courses/rcr-niveau-c").body,
                  "<img src=\"/images/courses/rcr.svg?a=1&amp;b=&quot;2&quot;\">"));
  EXPECT_TRUE(has(page("/courses").body, "<img src=\"/images/courses/rcr.svg?a=1&amp;b=&quot;2&quot;\">"));
  EXPECT_TRUE(has(page("/courses?q=x").body, "<img src=\"/images/courses/placeholder.svg\">"));
  EXPECT_TRUE(has(page("/about").body, "<img src=\"/images/courses/placeholder.svg\">"));
  // Pages that depend on who is signed in paint only once the site knows.
  EXPECT_TRUE(has(page("/dashboard").body, "<div id=\"root\"></div>"));
  // A page without prerendered markup keeps the empty root.
  fs::remove(root_ / "prerender" / "about.en.html");
  EXPECT_TRUE(has(page("/about?lng=en").body, "<div id=\"root\"></div>"));
}

SECOURS_ON_BOTH_ENGINES(SitePages);

TEST(PageLanguage, TheBrowsersPreferenceCountsQualityThenOrder) {
  using secours::seo::preferred_language;
  EXPECT_EQ(preferred_language("fr-CA,fr;q=0.9,en;q=0.8"), "fr");
  EXPECT_EQ(preferred_language("en-US,en;q=0.9"), "en");
  EXPECT_EQ(preferred_language("de;q=1, fr;q=0.2, en;q=0.7"), "en");
  EXPECT_EQ(preferred_language("es, de"), "");
  EXPECT_EQ(preferred_language("fr;q=0, en;q=0.1"), "en");
  EXPECT_EQ(preferred_language("en;q=abc"), "");
  EXPECT_EQ(preferred_language(""), "");
  EXPECT_EQ(preferred_language(std::string(100000, ',') + "en"), "");  // read only so far
}

TEST(PageHead, SummariesCutBetweenWordsAndNeverInsideACharacter) {
  using secours::seo::summary;
  EXPECT_EQ(summary("Court  texte\n sur\tdeux lignes"), "Court texte sur deux lignes");
  auto cut = summary(std::string(150, 'a') + " premiers soins à Gatineau et en Outaouais", 160);
  EXPECT_EQ(cut, std::string(150, 'a') + " premiers…");
  std::string accents;
  for (int i = 0; i < 100; ++i) accents += "é";
  EXPECT_EQ(summary(accents, 11), "ééééé…");  // 11 falls inside the sixth é
  EXPECT_EQ(secours::seo::script_json(json{{"a", "</script><!--&"}}),
            "{\"a\":\"\\u003c/script\\u003e\\u003c!--\\u0026\"}");
}
