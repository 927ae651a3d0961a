#pragma once

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "http/request.h"

namespace secours::core {
struct Config;
}

namespace secours::seo {

// Reads one public API answer (GET target, no cookie) as the site would: its JSON body when it
// answers 200, nullopt otherwise.
using PublicApiReader = std::function<std::optional<nlohmann::json>(const std::string& target)>;

// The markup the site's build prerendered for a page in a language (web/dist/prerender/NAME.html,
// NAME such as "home.fr"); nullptr when there is none.
using PrerenderedShells = std::function<std::shared_ptr<const std::string>(const std::string& name)>;

struct SitePage {
  int status = 200;  // 404 for an address the site has no page for, or an unknown course
  std::string language;
  std::string html;
  // The same for every visitor of this address and language until the data changes: a public page
  // (home, catalogue, a published course, About, booking), whose kinds and number the database
  // bounds. Private pages take any path (/verify/…) and are not worth keeping.
  bool shared = false;
};

// The built index.html filled for the request's page and language: the <head> between its
// <!--app-head--> markers (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD),
// <html lang>, and at <!--app-data--> the API answers the page's first render needs, embedded as
// {"<API target>": <body>} in <script id="initial-data" type="application/json">, so that a
// crawler that runs no JavaScript reads the page's own head and a phone paints without waiting for
// the API; and inside an empty #root the page's prerendered markup in the visitor's language, which
// the browser paints before any script runs (the site then renders over it). An index.html without
// the markers is served as it is.
SitePage render_site_page(const core::Config& config, const http::Request& request,
                          const std::string& index_html, const PublicApiReader& read_api,
                          const PrerenderedShells& shells = {});

}  // namespace secours::seo
