#include "seo/sitemap.h"

#include "common/markup.h"
#include "common/quebec_time.h"

namespace secours::seo {

namespace {

std::string alternate(const std::string& hreflang, const std::string& url) {
  return "    <xhtml:link rel=\"alternate\" hreflang=\"" + hreflang + "\" href=\"" + html_escape(url) +
         "\"/>\n";
}

}  // namespace

std::string page_url(const std::string& base_url, const std::string& path, const std::string& language) {
  return base_url + path + (language == "en" ? "?lng=en" : "");
}

std::string sitemap_xml(const std::string& base_url, const std::vector<SitemapEntry>& pages) {
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
      "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
  for (const auto& page : pages) {
    const std::string french = page_url(base_url, page.path, "fr");
    const std::string english = page_url(base_url, page.path, "en");
    for (const auto& url : {french, english}) {
      out += "  <url>\n    <loc>" + html_escape(url) + "</loc>\n";
      if (page.modified > 0) out += "    <lastmod>" + quebec_date(page.modified) + "</lastmod>\n";
      out += alternate("fr-CA", french) + alternate("en-CA", english) + alternate("x-default", french);
      out += "  </url>\n";
    }
  }
  return out + "</urlset>\n";
}

std::string robots_txt(const std::string& base_url) {
  return "User-agent: *\n"
         "Disallow: /api/\n"
         "Disallow: /admin\n"
         "Disallow: /dashboard\n"
         "Disallow: /companies\n"
         "Disallow: /instructor\n"
         "Disallow: /bookingsuccess\n"
         "Disallow: /unsubscribe\n"
         "Disallow: /waitlist/\n"
         "Disallow: /quotes/\n"
         "Disallow: /reset-password\n"
         "Disallow: /verify-email\n"
         "Allow: /\n"
         "\n"
         "Sitemap: " +
         base_url + "/sitemap.xml\n";
}

}  // namespace secours::seo
