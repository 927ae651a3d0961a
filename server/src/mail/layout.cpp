#include "mail/layout.h"

#include "common/markup.h"
#include "core/config.h"

namespace secours::mail {

namespace {

constexpr const char* paragraph = "<p style=\"margin:0 0 16px\">";
constexpr const char* accent = "#c8102e";

std::string team(const Company& company, const Wording& t) {
  return t("The " + company.name + " team", "L’équipe de " + company.name);
}

std::string closing(const Layout& layout, const Wording& t) {
  return layout.closing.empty() ? t("Warm regards,", "Au plaisir,") : layout.closing;
}

std::string text_part(const Layout& layout, const Company& company) {
  Wording t(layout.language);
  // French typography puts a no-break space before a colon.
  std::string colon = t(": ", "\u00a0: ");
  std::string text = layout.greeting + "\n\n";
  for (const auto& paragraph_text : layout.before) text += paragraph_text + "\n\n";
  for (const auto& [label, value] : layout.summary) text += label + colon + value + "\n";
  if (!layout.summary.empty()) text += "\n";
  if (!layout.link_url.empty()) text += layout.link_label + colon + layout.link_url + "\n\n";
  for (const auto& paragraph_text : layout.after) text += paragraph_text + "\n\n";
  text += closing(layout, t) + "\n" + team(company, t) + "\n";
  if (!company.address.empty()) text += company.address + "\n";
  return text + company.phone + " · " + company.email + "\n";
}

std::string html_paragraphs(const std::vector<std::string>& texts) {
  std::string html;
  for (const auto& text : texts) html += paragraph + html_escape(text) + "</p>\n";
  return html;
}

std::string html_summary(const std::vector<std::pair<std::string, std::string>>& summary) {
  if (summary.empty()) return "";
  std::string html =
      "<table role=\"presentation\" style=\"width:100%;border-collapse:collapse;margin:0 0 16px\">\n";
  for (const auto& [label, value] : summary) {
    html += "<tr><td style=\"padding:4px 12px 4px 0;color:#52606d;vertical-align:top\">" +
            html_escape(label) + "</td><td style=\"padding:4px 0;font-weight:bold\">" + html_escape(value) +
            "</td></tr>\n";
  }
  return html + "</table>\n";
}

// The button, then the address itself for mail programs that hide buttons.
std::string html_link(const Layout& layout) {
  if (layout.link_url.empty()) return "";
  std::string url = html_escape(layout.link_url);
  return paragraph + ("<a href=\"" + url + "\" style=\"display:inline-block;padding:12px 20px;background:") +
         accent + ";color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold\">" +
         html_escape(layout.link_label) + "</a></p>\n" +
         "<p style=\"margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all\">" + url + "</p>\n";
}

std::string html_footer(const Layout& layout, const Company& company) {
  Wording t(layout.language);
  std::string email = html_escape(company.email);
  std::string html = "<p style=\"margin:24px 0 0\">" + html_escape(closing(layout, t)) + "<br>" +
                     html_escape(team(company, t)) + "<br>";
  if (!company.address.empty()) html += html_escape(company.address) + "<br>";
  return html + html_escape(company.phone) + " · <a href=\"mailto:" + email + "\" style=\"color:" + accent +
         "\">" + email + "</a></p>\n";
}

std::string html_part(const Layout& layout, const Company& company) {
  Wording t(layout.language);
  return std::string("<!DOCTYPE html>\n<html lang=\"") + t.language() +
         "\">\n<body style=\"margin:0;padding:24px;background:#f4f5f7\">\n"
         "<div style=\"max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;"
         "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933\">\n" +
         paragraph + html_escape(layout.greeting) + "</p>\n" + html_paragraphs(layout.before) +
         html_summary(layout.summary) + html_link(layout) + html_paragraphs(layout.after) +
         html_footer(layout, company) + "</div>\n</body>\n</html>\n";
}

// An English time ends with its own period ("9:00 a.m."): one that ends a sentence ends it, never "a.m.."
// (issue 41).
std::string end_sentences(std::string text) {
  for (const char* time : {"a.m..", "p.m.."}) {
    for (auto at = text.find(time); at != std::string::npos; at = text.find(time, at)) text.erase(at + 4, 1);
  }
  return text;
}

Layout with_sentences_ended(Layout layout) {
  for (auto& text : layout.before) text = end_sentences(std::move(text));
  for (auto& text : layout.after) text = end_sentences(std::move(text));
  for (auto& row : layout.summary) row.second = end_sentences(std::move(row.second));
  layout.subject = end_sentences(std::move(layout.subject));
  return layout;
}

}  // namespace

Company company_of(const core::Config& config) {
  return {config.company_name, config.company_address, config.company_phone, config.company_email};
}

bool is_english(const std::string& language) { return language == "en" || language.starts_with("en-"); }

std::string greeting(const std::string& first_name, const std::string& language) {
  std::string hello = Wording(language)("Hello", "Bonjour");
  return first_name.empty() ? hello + "," : hello + " " + first_name + ",";
}

Message render(const std::string& to, const Layout& written, const Company& company) {
  const auto layout = with_sentences_ended(written);
  Message message;
  message.to = to;
  message.subject = layout.subject;
  message.text = text_part(layout, company);
  message.html = html_part(layout, company);
  return message;
}

}  // namespace secours::mail
