#include "seo/site_page.h"

#include <array>
#include <map>
#include <string_view>

#include "common/markup.h"
#include "core/config.h"
#include "seo/page_head.h"
#include "seo/page_language.h"
#include "seo/structured_data.h"

namespace secours::seo {

namespace {

using Json = nlohmann::json;

constexpr std::string_view head_start = "<!--app-head-->";
constexpr std::string_view head_end = "<!--/app-head-->";
constexpr std::string_view data_marker = "<!--app-data-->";
constexpr std::string_view picture_slot = "/__slot__/course-picture";
constexpr const char* placeholder_picture = "/images/courses/placeholder.svg";
// What social networks show for a page without a picture of its own (scripts/share-images).
constexpr std::string_view site_card = "/images/share.png";
constexpr std::string_view seeded_pictures = "/images/courses/";

// The pages' own words, in the site's terms (web/src/locales/*: home.metaTitle, courses.catalogue,
// about.title and subtitle, booking.page.title).
struct Words {
  const char* fr;
  const char* en;
  const char* in(const std::string& language) const { return language == "en" ? en : fr; }
};

// A page's words for its head: the title and the description that search engines and social networks show.
struct PageWords {
  Words title;
  Words description;
};

constexpr PageWords home_page{
    {"Formations en premiers soins et RCR à Gatineau", "First aid and CPR training in Gatineau"},
    {"Formations en premiers soins, RCR et santé et sécurité du travail à Gatineau et en Outaouais : "
     "cours reconnus en petits groupes, pour vous et pour votre équipe.",
     "First aid, CPR and workplace health and safety training in Gatineau and the Outaouais: recognized "
     "courses in small groups, for you and for your team."}};
constexpr PageWords catalogue_page{
    {"Nos formations", "Our courses"},
    {"Des formations reconnues en premiers soins, en RCR et en santé et sécurité du travail, données en "
     "petits groupes par des instructeurs d’expérience.",
     "Recognized first aid, CPR and workplace health and safety courses, taught in small groups by "
     "experienced instructors."}};
constexpr PageWords about_page{
    {"À propos de nous", "About us"},
    {"Nous formons des gens prêts à agir quand chaque seconde compte, au travail comme à la maison.",
     "We train people to act when every second counts, at work and at home."}};
constexpr PageWords booking_page{
    {"Réserver une formation", "Book a course"},
    {"Réservez votre place à la formation « {} » : choisissez une date et payez par "
     "carte, par virement Interac ou comptant.",
     "Book your seat in “{}”: choose a date and pay by card, Interac e-Transfer "
     "or cash."}};
constexpr PageWords privacy_page{
    {"Politique de confidentialité", "Privacy policy"},
    {"Les renseignements personnels que nous gardons, pourquoi, combien de temps, qui les reçoit, vos droits "
     "et la personne responsable de leur protection.",
     "The personal information we keep, why, for how long, who receives it, your rights and the person in "
     "charge of its protection."}};
constexpr PageWords terms_page{
    {"Conditions de vente", "Terms of sale"},
    {"Prix, paiement, annulation, remboursement, déplacement d’une réservation et réservations d’entreprise.",
     "Prices, payment, cancellation, refunds, moving a booking and company bookings."}};
constexpr PageWords cookies_page{
    {"Témoins (cookies)", "Cookies"},
    {"Les seuls témoins du site : la connexion et la reconnaissance de votre navigateur. Aucun traceur.",
     "The site's only cookies: signing in and recognizing your browser. No tracker."}};
constexpr PageWords workplace_training_page{
    {"Formation en entreprise", "Training at your workplace"},
    {"Une formation en secourisme ou en RCR donnée dans vos locaux pour votre équipe : demandez un devis.",
     "First aid or CPR training given at your premises for your team: ask for a quote."}};
constexpr Words not_found_title{"Page introuvable", "Page not found"};

// Pages of the site that are nobody's business in a search engine's index.
constexpr std::array private_pages = {
    "/login",     "/signup",    "/forgot-password", "/reset-password", "/verify-email", "/bookingsuccess",
    "/dashboard", "/companies", "/pricing",         "/reviews",        "/faq",          "/store",
    "/instagram", "/admin",     "/unsubscribe",     "/instructor"};
// Pages below these prefixes take one or more segments after them.
constexpr std::array private_prefixes = {"/dashboard/courses/", "/companies/",  "/verify/", "/admin/",
                                         "/waitlist/",          "/instructor/", "/quotes/"};

// Social networks show PNG or JPEG, never SVG: a seeded course's SVG is shared as the PNG drawn
// beside it (scripts/share-images/render.sh), another SVG as the site's card. Uploads are raster.
std::string shared_picture(const std::string& image) {
  const std::string_view path = std::string_view(image).substr(0, image.find('?'));
  if (path.empty()) return std::string(site_card);
  if (!path.ends_with(".svg")) return image;
  if (path.starts_with(seeded_pictures) && path.find("..") == std::string_view::npos) {
    return std::string(path.substr(0, path.size() - 4)) + ".png";
  }
  return std::string(site_card);
}

std::string with_site_name(const std::string& page, const core::Config& config) {
  return page + " | " + config.company_name;
}

std::string replace_placeholder(std::string text, const std::string& value) {
  if (auto at = text.find("{}"); at != std::string::npos) text.replace(at, 2, value);
  return text;
}

// The one segment after `prefix` in `path`, when there is exactly one and it is not empty.
std::optional<std::string> segment_after(std::string_view path, std::string_view prefix) {
  if (!path.starts_with(prefix)) return std::nullopt;
  auto rest = path.substr(prefix.size());
  if (rest.empty() || rest.find('/') != std::string_view::npos) return std::nullopt;
  return std::string(rest);
}

class PageBuilder {
 public:
  PageBuilder(const core::Config& config, const http::Request& request, const PublicApiReader& read_api)
      : config_(config),
        request_(request),
        read_api_(read_api),
        language_(address_language(request)),
        data_language_(page_language(request)) {
    head_.language = language_;
    head_.title = config.company_name;
    head_.description = home_page.description.in(language_);
    set_picture("");
  }

  int build() {
    std::string path = request_.path;
    if (path.size() > 1 && path.back() == '/') path.pop_back();
    if (path == "/") return home();
    if (path == "/courses") return catalogue();
    if (path == "/about") return about();
    if (path == "/privacy") return legal("privacy", privacy_page);
    if (path == "/terms") return legal("terms", terms_page);
    if (path == "/cookies") return legal("cookies", cookies_page);
    if (path == "/workplace-training") {
      frame("workplace-training", workplace_training_page, "/workplace-training");
      return 200;
    }
    if (path == "/course-details") {
      auto id = request_.query_param("id");
      return course(id && http::parse_id(*id) ? *id : std::string{});
    }
    if (auto slug = segment_after(path, "/courses/")) return course(*slug);
    if (auto id = segment_after(path, "/booking/")) return booking(*id);
    for (const char* page : private_pages) {
      if (path == page) return private_page();
    }
    for (const char* prefix : private_prefixes) {
      if (path.starts_with(prefix) && path.size() > std::string_view(prefix).size()) return private_page();
    }
    return not_found();
  }

  const PageHead& head() const { return head_; }
  const Json& embedded() const { return embedded_; }
  const std::string& language() const { return language_; }
  // The picture the prerendered markup's slot shows (web/src/lib/prerender-slots.ts): the course's
  // on its page, the first card's on the whole catalogue, the placeholder otherwise.
  std::string picture() const { return picture_.empty() ? placeholder_picture : picture_; }
  // The prerendered markup's name for this page in the visitor's language; empty when none fits.
  std::string shell() const { return shell_.empty() ? std::string{} : shell_ + "." + data_language_; }

 private:
  // The API's answer for `target`, read once per page.
  std::optional<Json> read(const std::string& target) {
    if (auto known = answers_.find(target); known != answers_.end()) return known->second;
    return answers_[target] = read_api_(target);
  }

  // The API's answer for `target`, remembered for the page's first render.
  std::optional<Json> embed(const std::string& target) {
    auto body = read(target);
    if (body) embedded_[target] = *body;
    return body;
  }

  // The head speaks the address's language; the data is in the language the visitor will be shown.
  std::string lang_query() const { return "?lang=" + language_; }
  std::string data_lang_query() const { return "?lang=" + data_language_; }

  // What every page sets: the shell the site's script shows, the title under the site's name, the
  // description and the canonical address.
  void frame(std::string shell, const std::string& title, std::string description,
             std::string canonical_path) {
    shell_ = std::move(shell);
    head_.title = with_site_name(title, config_);
    head_.description = std::move(description);
    head_.canonical_path = std::move(canonical_path);
  }
  // A page of the site's own words.
  void frame(std::string shell, const PageWords& words, std::string canonical_path) {
    frame(std::move(shell), words.title.in(language_), words.description.in(language_),
          std::move(canonical_path));
  }

  int home() {
    frame("home", home_page, "/");
    head_.data.push_back(organization_data(config_));
    embed("/api/courses" + data_lang_query());
    return 200;
  }

  int catalogue() {
    frame("courses", catalogue_page, "/courses");
    // A filtered list is fetched by the page itself; the whole catalogue is what crawlers see.
    if (!request_.query_param("category") && !request_.query_param("q")) {
      auto list = embed("/api/courses" + data_lang_query());
      if (list && list->contains("courses") && (*list)["courses"].is_array() && !(*list)["courses"].empty()) {
        picture_ = (*list)["courses"][0].value("image", "");
      }
    }
    return 200;
  }

  int about() {
    frame("about", about_page, "/about");
    embed("/api/content/about" + data_lang_query());
    return 200;
  }

  // The privacy policy, the terms of sale and the cookies: their facts from the settings (the person in
  // charge of personal information, the retention periods) in the HTML before any script.
  int legal(const char* name, const PageWords& words) {
    frame(name, words, std::string("/") + name);
    embed("/api/site/privacy");
    return 200;
  }

  // The course and its upcoming sessions, embedded under the addresses the page asks for.
  std::optional<std::pair<Json, Json>> load_course(const std::string& id_or_slug) {
    if (id_or_slug.empty()) return std::nullopt;
    embed("/api/courses/" + id_or_slug + data_lang_query());
    auto answer = read("/api/courses/" + id_or_slug + lang_query());
    if (!answer || !answer->contains("course") || !(*answer)["course"].is_object()) return std::nullopt;
    const Json course = (*answer)["course"];
    auto sessions = embed("/api/courses/" + std::to_string(course.value("id", 0LL)) + "/sessions");
    Json list = sessions && sessions->contains("sessions") ? (*sessions)["sessions"] : Json::array();
    return std::pair{course, list};
  }

  // The picture shown when the page is shared (the site's card when `image` is empty).
  void set_picture(const std::string& image) {
    const std::string shared = shared_picture(image);
    head_.image = shared.starts_with("/") ? config_.public_url + shared : shared;
  }

  void course_picture(const Json& course) { set_picture(course.value("image", "")); }

  int course(const std::string& id_or_slug) {
    auto loaded = load_course(id_or_slug);
    if (!loaded) return not_found();
    const auto& [course, sessions] = *loaded;
    picture_ = course.value("image", "");
    frame("course", course.value("title", ""), summary(course.value("description", "")),
          "/courses/" + course.value("slug", ""));
    course_picture(course);
    head_.data.push_back(course_data(config_, course, sessions, language_));
    return 200;
  }

  int booking(const std::string& id) {
    if (!http::parse_id(id)) return not_found();
    auto loaded = load_course(id);
    if (!loaded) return not_found();
    const auto& course = loaded->first;
    // The booking form offers every course and the payment methods.
    embed("/api/courses" + data_lang_query());
    embed("/api/payments/config");
    frame("booking", booking_page.title.in(language_),
          replace_placeholder(booking_page.description.in(language_), course.value("title", "")),
          "/booking/" + id);
    course_picture(course);
    return 200;
  }

  int private_page() {
    head_.indexable = false;
    return 200;
  }

  int not_found() {
    embedded_ = Json::object();
    head_ = PageHead{};
    head_.language = language_;
    head_.title = with_site_name(not_found_title.in(language_), config_);
    head_.description = home_page.description.in(language_);
    head_.indexable = false;
    set_picture("");
    shell_ = "not-found";
    return 404;
  }

  const core::Config& config_;
  const http::Request& request_;
  const PublicApiReader& read_api_;
  std::string language_;       // of the address: the head's
  std::string data_language_;  // of the visitor: the embedded answers'
  std::map<std::string, std::optional<Json>> answers_;
  std::string shell_;
  std::string picture_;
  PageHead head_;
  Json embedded_ = Json::object();
};

void set_html_language(std::string& html, const std::string& language) {
  constexpr std::string_view attribute = "<html lang=\"";
  auto at = html.find(attribute);
  if (at == std::string::npos) return;
  at += attribute.size();
  auto end = html.find('"', at);
  if (end != std::string::npos) html.replace(at, end - at, language);
}

}  // namespace

SitePage render_site_page(const core::Config& config, const http::Request& request,
                          const std::string& index_html, const PublicApiReader& read_api,
                          const PrerenderedShells& shells) {
  PageBuilder builder(config, request, read_api);
  SitePage page{builder.build(), builder.language(), index_html};
  page.shared = page.status == 200 && builder.head().indexable;
  const auto start = page.html.find(head_start);
  const auto end = start == std::string::npos ? std::string::npos : page.html.find(head_end, start);
  if (end == std::string::npos) return page;
  page.html.replace(start, end + head_end.size() - start,
                    head_html(builder.head(), config.public_url, config.company_name));
  if (auto at = page.html.find(data_marker); at != std::string::npos) {
    std::string script;
    if (!builder.embedded().empty()) {
      script = "<script id=\"initial-data\" type=\"application/json\">" + script_json(builder.embedded()) +
               "</script>";
    }
    page.html.replace(at, data_marker.size(), script);
  }
  constexpr std::string_view empty_root = "<div id=\"root\"></div>";
  if (auto at = page.html.find(empty_root); at != std::string::npos && shells && !builder.shell().empty()) {
    if (auto markup = shells(builder.shell())) {
      std::string filled = *markup;
      const std::string picture = html_escape(builder.picture());
      for (auto slot = filled.find(picture_slot); slot != std::string::npos;
           slot = filled.find(picture_slot, slot + picture.size())) {
        filled.replace(slot, picture_slot.size(), picture);
      }
      page.html.insert(at + empty_root.size() - 6, filled);
    }
  }
  set_html_language(page.html, page.language);
  return page;
}

}  // namespace secours::seo
