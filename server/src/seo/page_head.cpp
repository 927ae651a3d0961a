#include "seo/page_head.h"

#include "common/markup.h"
#include "seo/sitemap.h"

namespace secours::seo {

namespace {

std::string meta(const char* attribute, const std::string& name, const std::string& content) {
  return std::string("<meta ") + attribute + "=\"" + name + "\" content=\"" + html_escape(content) + "\">";
}

std::string link(const std::string& rel, const std::string& href, const std::string& hreflang = {}) {
  return "<link rel=\"" + rel + "\"" + (hreflang.empty() ? "" : " hreflang=\"" + hreflang + "\"") +
         " href=\"" + html_escape(href) + "\">";
}

}  // namespace

std::string script_json(const nlohmann::json& value) {
  // Replaced errors: a stray invalid byte in stored text must not make the page fail.
  const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size() + 16);
  for (char c : text) {
    switch (c) {
      case '<':
        out += "\\u003c";
        break;
      case '>':
        out += "\\u003e";
        break;
      case '&':
        out += "\\u0026";
        break;
      default:
        out.push_back(c);
    }
  }
  return out;
}

std::string summary(const std::string& text, std::size_t limit) {
  std::string flat;
  flat.reserve(text.size());
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\r' || c == '\t';
    if (space) {
      if (!flat.empty() && flat.back() != ' ') flat.push_back(' ');
    } else {
      flat.push_back(c);
    }
  }
  while (!flat.empty() && flat.back() == ' ') flat.pop_back();
  if (flat.size() <= limit) return flat;
  std::size_t cut = flat.rfind(' ', limit);
  if (cut == std::string::npos || cut < limit / 2) {
    cut = limit;
    // Back to the start of a UTF-8 character.
    while (cut > 0 && (static_cast<unsigned char>(flat[cut]) & 0xC0) == 0x80) --cut;
  }
  std::string out = flat.substr(0, cut);
  while (!out.empty() && (out.back() == ' ' || out.back() == ',' || out.back() == ';' || out.back() == ':')) {
    out.pop_back();
  }
  return out + "…";
}

std::string head_html(const PageHead& head, const std::string& base_url, const std::string& site_name) {
  const bool english = head.language == "en";
  std::string out;
  out += "<title data-server-head>" + html_escape(head.title) + "</title>\n";
  out += meta("name", "description", head.description) + "\n";
  if (!head.indexable) out += meta("name", "robots", "noindex") + "\n";
  if (!head.canonical_path.empty()) {
    const std::string french = page_url(base_url, head.canonical_path, "fr");
    const std::string english_url = page_url(base_url, head.canonical_path, "en");
    const std::string& own = english ? english_url : french;
    out += link("canonical", own) + "\n";
    out += link("alternate", french, "fr-CA") + "\n";
    out += link("alternate", english_url, "en-CA") + "\n";
    out += link("alternate", french, "x-default") + "\n";
    out += meta("property", "og:url", own) + "\n";
  }
  out += meta("property", "og:type", head.og_type) + "\n";
  out += meta("property", "og:site_name", site_name) + "\n";
  out += meta("property", "og:title", head.title) + "\n";
  out += meta("property", "og:description", head.description) + "\n";
  out += meta("property", "og:locale", english ? "en_CA" : "fr_CA") + "\n";
  out += meta("property", "og:locale:alternate", english ? "fr_CA" : "en_CA") + "\n";
  out += meta("name", "twitter:card", head.image.empty() ? "summary" : "summary_large_image") + "\n";
  out += meta("name", "twitter:title", head.title) + "\n";
  out += meta("name", "twitter:description", head.description) + "\n";
  if (!head.image.empty()) {
    out += meta("property", "og:image", head.image) + "\n";
    out += meta("name", "twitter:image", head.image) + "\n";
  }
  for (const auto& block : head.data) {
    out += "<script type=\"application/ld+json\">" + script_json(block) + "</script>\n";
  }
  return out;
}

}  // namespace secours::seo
