#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace secours::seo {

// What a page's <head> says about it, in the page's language.
struct PageHead {
  std::string language;  // "fr" or "en"
  std::string title;     // the whole <title>, company name included
  std::string description;
  std::string canonical_path;  // "/courses/rcr-dea-niveau-c"; empty: no canonical nor alternates
  std::string image;           // absolute address of the page's picture, or empty
  std::string og_type = "website";
  bool indexable = true;             // false: <meta name="robots" content="noindex">
  std::vector<nlohmann::json> data;  // JSON-LD blocks
};

// The tags that go in place of index.html's default title and description: <title>, description,
// robots, canonical and hreflang alternates (fr-CA, en-CA, x-default: French), Open Graph and
// Twitter cards, and JSON-LD. Every text is escaped.
std::string head_html(const PageHead& head, const std::string& base_url, const std::string& site_name);

// JSON for inside a <script> element: '<', '>' and '&' as \u escapes, so that no text can close the
// element or open a comment.
std::string script_json(const nlohmann::json& value);

// The first sentences of a text, at most about `limit` bytes, cut between words and never inside a
// UTF-8 character, with "…" when cut; whitespace runs become one space.
std::string summary(const std::string& text, std::size_t limit = 160);

}  // namespace secours::seo
