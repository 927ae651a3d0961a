#pragma once

#include <string>
#include <vector>

namespace secours::seo {

// A public page of the site, in both languages, as the sitemap lists it (not site_page.h's SitePage: two
// types of one name broke the One Definition Rule, and a Debug build's sitemap freed the wrong one).
struct SitemapEntry {
  std::string path;        // "/", "/courses/rcr-dea-niveau-c"
  long long modified = 0;  // Unix seconds; 0 when unknown (no lastmod)
};

// The address of a page in a language (docs/decisions/025-language-addresses.md): French at the bare
// address, English with ?lng=en.
std::string page_url(const std::string& base_url, const std::string& path, const std::string& language);

// sitemap.xml (sitemaps.org 0.9): each page once per language, each entry naming both languages and
// x-default (French) as alternates.
std::string sitemap_xml(const std::string& base_url, const std::vector<SitemapEntry>& pages);

// robots.txt: everything public may be crawled; the account, admin and booking-result pages and the API
// may not; the sitemap's address.
std::string robots_txt(const std::string& base_url);

}  // namespace secours::seo
