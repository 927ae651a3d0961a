// Training at the employer's (issue 44): a request from the public site, the office's quote, the
// customer's answer, and the private session an accepted quote becomes (hidden from everyone but the
// company's managers and the office), invoiced on acceptance or after the class.
#include <gtest/gtest.h>

#include <regex>

#include "support/class_day_fixture.h"
#include "support/pdf_text.h"

using namespace secours;
using namespace secours::testing;
using nlohmann::json;

namespace {

constexpr long long day = 86400;

class TrainingQuotes : public ClassDayFixture {
 protected:
  void configure(core::Config& config) override {
    config.trust_proxy = true;
    config.invoice_private_training_on_acceptance = invoice_on_acceptance_;
  }
  void SetUp() override {
    ClassDayFixture::SetUp();
    if (IsSkipped()) return;
    manager_ = sign_up(*server_, "rh@acme.example");
    auto company = call(*server_, "POST", "/api/companies",
                        {{"name", "Acme Québec inc."},
                         {"address", "12 rue Principale, Gatineau (Québec) J8X 1A1"},
                         {"billingEmail", "comptes@acme.example"}},
                        manager_);
    ASSERT_EQ(company.status, 201) << company.body;
    company_ = company.json()["company"]["id"].get<long long>();
  }
  json request_body() {
    return {{"courseIds", {course_}},
            {"people", 12},
            {"address", "12 rue Principale, Gatineau"},
            {"preferredDates", "Un mardi de février"},
            {"language", "fr"},
            {"contact", {{"firstName", "Hélène"}, {"lastName", "Roy"}, {"email", "helene@acme.example"}}},
            {"company", "Acme Québec inc."}};
  }
  // A quote for 12 people of the course on one day a month from now, a travel fee, valid 30 days.
  json quote_body(long long request = 0) {
    const auto date = quebec_date(server_->clock().now() + 30 * day);
    json body = {{"companyId", company_},
                 {"address", "12 rue Principale, Gatineau"},
                 {"days", {{{"date", date}, {"startsAt", "08:30"}, {"endsAt", "16:30"}}}},
                 {"lines",
                  {{{"courseId", course_},
                    {"description", "RCR en milieu de travail"},
                    {"quantity", 12},
                    {"unitPriceCents", 9500}},
                   {{"description", "Frais de déplacement"}, {"quantity", 1}, {"unitPriceCents", 7500}}}},
                 {"validUntil", quebec_date(server_->clock().now() + 10 * day)},
                 {"contactEmail", "helene@acme.example"}};
    if (request != 0) body["requestId"] = request;
    return body;
  }
  json create_quote(const json& body) {
    auto created = call(*server_, "POST", "/api/admin/quotes", body, admin_);
    EXPECT_EQ(created.status, 201) << created.body;
    return created.json()["quote"];
  }
  // Sends the quote; the link's token from its mail.
  std::string send(long long quote) {
    auto sent = call(*server_, "POST", "/api/admin/quotes/" + std::to_string(quote) + "/send", json::object(),
                     admin_);
    EXPECT_EQ(sent.status, 200) << sent.body;
    std::string token;
    for (const auto& mail : outbox(server_->database())) {
      std::smatch link;
      const std::regex pattern("/quotes/" + std::to_string(quote) + "\\?token=([A-Za-z0-9_-]+)");
      if (std::regex_search(mail.text, link, pattern)) token = link[1];
    }
    EXPECT_FALSE(token.empty());
    return token;
  }
  HttpResult accept(long long quote, const std::string& token) {
    return call(
        *server_, "POST", "/api/quotes/" + std::to_string(quote) + "/accept",
        {{"token", token}, {"name", "Hélène Roy"}, {"title", "Directrice RH"}, {"purchaseOrder", "PO-77"}});
  }

  bool invoice_on_acceptance_ = true;
  std::string manager_;
  long long company_ = 0;
};

class TrainingDelivered : public TrainingQuotes {
 protected:
  TrainingDelivered() { invoice_on_acceptance_ = false; }
};

}  // namespace

TEST_P(TrainingQuotes, AnyoneAsksForATrainingAndTheOfficeAndThePersonAreMailed) {
  auto asked = call(*server_, "POST", "/api/training-requests", request_body());
  ASSERT_EQ(asked.status, 201) << asked.body;
  const auto request = asked.json()["request"];
  EXPECT_EQ(request["status"], "new");
  EXPECT_EQ(request["people"], 12);
  EXPECT_EQ(request["courses"][0]["id"], course_);
  bool office = false, person = false;
  for (const auto& mail : outbox(server_->database())) {
    office = office || (mail.subject.find("Demande de formation en entreprise") != std::string::npos &&
                        mail.text.find("Un mardi de février") != std::string::npos);
    person = person || (mail.recipient == "helene@acme.example" &&
                        mail.subject.find("Nous avons reçu votre demande") != std::string::npos);
  }
  EXPECT_TRUE(office);
  EXPECT_TRUE(person);
  // The news box unticked: no consent recorded.
  EXPECT_EQ(count_of(server_->database(),
                     "SELECT COUNT(*) FROM consents WHERE email = 'helene@acme.example' AND 1 = :x", 1),
            0);

  auto list = call(*server_, "GET", "/api/admin/training-requests?status=new", nullptr, admin_);
  ASSERT_EQ(list.status, 200) << list.body;
  EXPECT_EQ(list.json()["requests"].size(), 1u);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/training-requests", nullptr, manager_).status, 403);
}

TEST_P(TrainingQuotes, ABadRequestNamesItsFieldsAndTheFormIsSpamLimited) {
  auto body = request_body();
  body["courseIds"] = {987654};
  body["people"] = 0;
  body["contact"]["email"] = "pas-une-adresse";
  auto refused = call(*server_, "POST", "/api/training-requests", body);
  ASSERT_EQ(refused.status, 400) << refused.body;
  const auto fields = refused.json()["error"]["fields"];
  EXPECT_TRUE(fields.contains("people")) << refused.body;
  EXPECT_TRUE(fields.contains("contact.email")) << refused.body;
  body = request_body();
  body["courseIds"] = {987654};
  auto unknown = call(*server_, "POST", "/api/training-requests", body);
  EXPECT_EQ(unknown.status, 400);
  EXPECT_EQ(unknown.json()["error"]["fields"]["courseIds"], "unknown-course") << unknown.body;
  // Someone else's company: as if it did not exist.
  body = request_body();
  body["companyId"] = company_;
  EXPECT_EQ(
      call(*server_, "POST", "/api/training-requests", body, sign_up(*server_, "autre@example.com")).status,
      404);
  // A robot fills the hidden field: told it was received, nothing kept nor mailed.
  auto robot = request_body();
  robot["website"] = "https://spam.example";
  EXPECT_EQ(call(*server_, "POST", "/api/training-requests", robot).status, 201);
  EXPECT_EQ(count_of(server_->database(), "SELECT COUNT(*) FROM training_requests WHERE 1 = :x", 1), 0);
  int limited = 0;
  for (int i = 0; i < 8; ++i)
    limited += call(*server_, "POST", "/api/training-requests", request_body()).status == 429 ? 1 : 0;
  EXPECT_GT(limited, 0);
}

TEST_P(TrainingQuotes, TheQuoteIsNumberedTaxedOnceMailedWithItsPdfAndAcceptedOnline) {
  auto request = call(*server_, "POST", "/api/training-requests", request_body()).json()["request"];
  const auto quote = create_quote(quote_body(request["id"].get<long long>()));
  const auto year = quebec_date(server_->clock().now()).substr(0, 4);
  EXPECT_EQ(quote["number"], "S-" + year + "-000001");
  EXPECT_EQ(quote["status"], "draft");
  EXPECT_EQ(quote["subtotalCents"], 12 * 9500 + 7500);  // 121,500
  EXPECT_EQ(quote["gstCents"], 6075);                   // 5 % once on the subtotal
  EXPECT_EQ(quote["qstCents"], 12120);                  // 9.975 % of 121,500 = 12,119.6
  EXPECT_EQ(quote["totalCents"], 121500 + 6075 + 12120);
  const long long id = quote["id"].get<long long>();

  // A draft is the office's only.
  EXPECT_EQ(call(*server_, "GET", "/api/quotes/" + std::to_string(id) + "?token=x").status, 404);
  const auto token = send(id);
  bool with_pdf = false;
  for (const auto& mail : outbox(server_->database()))
    if (mail.recipient == "helene@acme.example" && mail.subject.find("Votre devis S-") != std::string::npos)
      for (const auto& attachment : mail.attachments)
        with_pdf = with_pdf ||
                   (attachment.content_type == "application/pdf" && attachment.content.starts_with("%PDF"));
  EXPECT_TRUE(with_pdf);
  auto pdf = server_->get("/api/quotes/" + std::to_string(id) + ".pdf?token=" + token);
  ASSERT_EQ(pdf.status, 200);
  const auto text = pdf_text(pdf.body);
  EXPECT_LT(text.find("DEVIS"), text.find("QUOTE")) << text;  // French first, then English

  EXPECT_EQ(server_->get("/api/quotes/" + std::to_string(id) + "?token=wrong").status, 404);
  auto seen = server_->get("/api/quotes/" + std::to_string(id) + "?token=" + token);
  ASSERT_EQ(seen.status, 200) << seen.body;
  EXPECT_EQ(seen.json()["quote"]["status"], "sent");

  auto accepted = accept(id, token);
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  const long long session = accepted.json()["sessionId"].get<long long>();
  EXPECT_EQ(accepted.json()["quote"]["status"], "accepted");
  EXPECT_EQ(accepted.json()["quote"]["acceptedBy"]["purchaseOrder"], "PO-77");
  // Invoiced now (PRIVATE_INVOICE_WHEN=accepted), for the quote's total.
  const auto number = accepted.json()["quote"]["invoiceNumber"];
  ASSERT_TRUE(number.is_string()) << accepted.body;
  auto invoices =
      call(*server_, "GET", "/api/companies/" + std::to_string(company_) + "/invoices", nullptr, manager_);
  ASSERT_EQ(invoices.status, 200) << invoices.body;
  ASSERT_EQ(invoices.json()["invoices"].size(), 1u) << invoices.body;
  EXPECT_EQ(invoices.json()["invoices"][0]["amounts"]["totalCents"], quote["totalCents"]) << invoices.body;
  // Answered once.
  EXPECT_EQ(accept(id, token).json()["error"]["code"], "quote-closed");

  // The private session: twelve seats held for the company, named later; nobody else sees it.
  const auto path = "/api/sessions/" + std::to_string(session);
  EXPECT_EQ(server_->get(path).status, 404);
  EXPECT_EQ(call(*server_, "GET", path, nullptr, sign_up(*server_, "curieux@example.com")).status, 404);
  auto managed = call(*server_, "GET", path, nullptr, manager_);
  ASSERT_EQ(managed.status, 200) << managed.body;
  EXPECT_EQ(managed.json()["session"]["private"], true);
  EXPECT_EQ(managed.json()["session"]["seatsLeft"], 0);
  EXPECT_EQ(call(*server_, "GET", path, nullptr, admin_).status, 200);
  EXPECT_EQ(seats_left(*server_, course_, session), -1);
  EXPECT_EQ(server_->get("/sitemap.xml").body.find("session"), std::string::npos);
  auto team =
      call(*server_, "GET", "/api/companies/" + std::to_string(company_) + "/bookings", nullptr, manager_);
  ASSERT_EQ(team.status, 200) << team.body;
  ASSERT_EQ(team.json()["teamBookings"].size(), 1u) << team.body;
  // The public cannot book it, nor wait for it.
  auto booking = post_booking(*server_, booking_request(course_, session), "", "198.51.100.200");
  EXPECT_EQ(booking.status, 409) << booking.body;
  EXPECT_EQ(call(*server_, "POST", path + "/waitlist",
                 {{"firstName", "A"}, {"lastName", "B"}, {"email", "a@example.com"}, {"seats", 1}})
                .status,
            409);
}

TEST_P(TrainingQuotes, AQuoteForACompanyTheSiteDoesNotKnowRegistersItAndInvitesItsContact) {
  auto body = request_body();
  body["company"] = "Boulangerie Lavoie";
  body["contact"]["email"] = "marc@lavoie.example";
  auto asked = call(*server_, "POST", "/api/training-requests", body);
  ASSERT_EQ(asked.status, 201) << asked.body;
  const long long request = asked.json()["request"]["id"].get<long long>();
  EXPECT_EQ(call(*server_, "GET", "/api/admin/training-requests/" + std::to_string(request), nullptr, admin_)
                .json()["request"]["company"],
            "Boulangerie Lavoie");
  auto quote = quote_body(request);
  quote.erase("companyId");
  quote.erase("contactEmail");
  const auto created = create_quote(quote);
  EXPECT_EQ(created["company"]["name"], "Boulangerie Lavoie");
  EXPECT_EQ(created["contactEmail"], "marc@lavoie.example");
  EXPECT_EQ(count_of(server_->database(),
                     "SELECT COUNT(*) FROM company_invitations WHERE email_key = 'marc@lavoie.example' AND "
                     "company_id = :c",
                     created["company"]["id"].get<long long>()),
            1);
  auto list = call(*server_, "GET", "/api/admin/training-requests?status=quoted", nullptr, admin_);
  EXPECT_EQ(list.json()["requests"].size(), 1u) << list.body;
  auto none = quote_body();
  none.erase("companyId");
  EXPECT_EQ(call(*server_, "POST", "/api/admin/quotes", none, admin_).json()["error"]["fields"]["companyId"],
            "required");
}

TEST_P(TrainingQuotes, AnExpiredOrRevisedQuoteCannotBeAcceptedAndADeclineKeepsItsReason) {
  const auto first = create_quote(quote_body());
  const long long id = first["id"].get<long long>();
  const auto token = send(id);
  auto revised =
      call(*server_, "POST", "/api/admin/quotes/" + std::to_string(id) + "/revise", json::object(), admin_);
  ASSERT_EQ(revised.status, 201) << revised.body;
  const auto second = revised.json()["quote"];
  EXPECT_EQ(second["number"], first["number"]);
  EXPECT_EQ(second["version"], 2);
  EXPECT_EQ(second["status"], "draft");
  EXPECT_EQ(second["versions"].size(), 2u);
  EXPECT_EQ(accept(id, token).json()["error"]["code"], "quote-revised");
  // The old version stays readable, and says it was replaced.
  EXPECT_EQ(
      server_->get("/api/quotes/" + std::to_string(id) + "?token=" + token).json()["quote"]["replacedById"],
      second["id"]);

  const long long next = second["id"].get<long long>();
  auto edited = quote_body();
  edited["lines"][0]["unitPriceCents"] = 9000;
  auto put = call(*server_, "PUT", "/api/admin/quotes/" + std::to_string(next), edited, admin_);
  ASSERT_EQ(put.status, 200) << put.body;
  EXPECT_EQ(put.json()["quote"]["subtotalCents"], 12 * 9000 + 7500);
  const auto token2 = send(next);
  EXPECT_EQ(call(*server_, "PUT", "/api/admin/quotes/" + std::to_string(next), edited, admin_).status, 409);

  server_->clock().advance(11 * day);  // past its validity
  admin_ = sign_in("admin@secours.example", "admin-password");
  EXPECT_EQ(
      server_->get("/api/quotes/" + std::to_string(next) + "?token=" + token2).json()["quote"]["status"],
      "expired");
  EXPECT_EQ(accept(next, token2).json()["error"]["code"], "quote-expired");
  auto expired = call(*server_, "GET", "/api/admin/quotes?status=expired", nullptr, admin_);
  ASSERT_EQ(expired.status, 200) << expired.body;
  ASSERT_EQ(expired.json()["quotes"].size(), 1u);

  const auto third = create_quote(quote_body());
  const long long declined_id = third["id"].get<long long>();
  const auto token3 = send(declined_id);
  auto declined = call(*server_, "POST", "/api/quotes/" + std::to_string(declined_id) + "/decline",
                       {{"token", token3}, {"reason", "Budget reporté"}});
  ASSERT_EQ(declined.status, 200) << declined.body;
  EXPECT_EQ(declined.json()["quote"]["status"], "declined");
  EXPECT_EQ(declined.json()["quote"]["declineReason"], "Budget reporté");
  EXPECT_EQ(accept(declined_id, token3).json()["error"]["code"], "quote-closed");
}

TEST_P(TrainingQuotes, AQuoteNamesItsBadFields) {
  auto body = quote_body();
  body["lines"] = {{{"description", "Frais"}, {"quantity", 1}, {"unitPriceCents", -5}}};
  body["days"][0]["endsAt"] = "07:00";
  body["validUntil"] = "demain";
  auto refused = call(*server_, "POST", "/api/admin/quotes", body, admin_);
  ASSERT_EQ(refused.status, 400) << refused.body;
  const auto fields = refused.json()["error"]["fields"];
  EXPECT_TRUE(fields.contains("lines[0].unitPriceCents")) << refused.body;
  EXPECT_TRUE(fields.contains("days[0].endsAt")) << refused.body;
  EXPECT_EQ(fields["validUntil"], "invalid-date") << refused.body;
  body = quote_body();
  body["lines"] = {{{"description", "Frais"}, {"quantity", 1}, {"unitPriceCents", 500}}};
  EXPECT_EQ(call(*server_, "POST", "/api/admin/quotes", body, admin_).json()["error"]["fields"]["lines"],
            "course-required");
  EXPECT_EQ(call(*server_, "POST", "/api/admin/quotes", quote_body(), manager_).status, 403);
}

TEST_P(TrainingDelivered, APrivateTrainingIsInvoicedOnceItsRosterIsSigned) {
  const auto josee = instructor("josee@secours.example");
  const auto quote = create_quote(quote_body());
  const long long id = quote["id"].get<long long>();
  auto accepted = accept(id, send(id));
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  EXPECT_TRUE(accepted.json()["quote"]["invoiceNumber"].is_null());
  const long long session = accepted.json()["sessionId"].get<long long>();
  // The office staffs it, the company names an attendee, the class is given.
  auto staffed =
      call(*server_, "GET", "/api/admin/sessions?courseId=" + std::to_string(course_), nullptr, admin_);
  ASSERT_EQ(staffed.status, 200);
  auto body = staffed.json()["sessions"][0];
  json update = {{"days", json::array()},
                 {"location", body["location"]},
                 {"capacity", body["capacity"]},
                 {"instructorIds", {josee.id}}};
  for (const auto& d : body["days"])
    update["days"].push_back({{"startsAt", d["startsAt"]}, {"endsAt", d["endsAt"]}});
  ASSERT_EQ(call(*server_, "PUT", "/api/admin/sessions/" + std::to_string(session), update, admin_).status,
            200);
  EXPECT_EQ(count_of(server_->database(), "SELECT COUNT(*) FROM invoices WHERE company_id = :c", company_),
            0);

  server_->clock().advance(30 * day + 10 * 3600);  // the class's day, 14:00 UTC
  // The class has started: the company still names an attendee, until the roster is signed.
  const auto manager = sign_in("rh@acme.example");
  const auto teams =
      call(*server_, "GET", "/api/companies/" + std::to_string(company_) + "/bookings", nullptr, manager);
  ASSERT_EQ(teams.status, 200) << teams.body;
  const long long team = teams.json()["teamBookings"][0]["id"].get<long long>();
  const auto seats_path = "/api/companies/" + std::to_string(company_) + "/bookings/" + std::to_string(team);
  const auto seats = call(*server_, "GET", seats_path, nullptr, manager);
  ASSERT_EQ(seats.status, 200) << seats.body;
  const long long seat = seats.json()["seats"][0]["id"].get<long long>();
  auto named = call(*server_, "PUT", seats_path + "/seats/" + std::to_string(seat),
                    {{"firstName", "Luc"}, {"lastName", "Gagnon"}, {"email", "luc@acme.example"}}, manager);
  EXPECT_EQ(named.status, 200) << named.body;
  auto signed_roster = finalize(session, sign_in("josee@secours.example", "formateur-123"));
  ASSERT_EQ(signed_roster.status, 200) << signed_roster.body;
  EXPECT_EQ(count_of(server_->database(), "SELECT COUNT(*) FROM invoices WHERE company_id = :c", company_),
            1);
  EXPECT_EQ(call(*server_, "PUT", seats_path + "/seats/" + std::to_string(seat),
                 {{"firstName", "Marie"}, {"lastName", "Roy"}}, sign_in("rh@acme.example"))
                .status,
            409);  // signed: the roster's attendees stay
  auto reread = call(*server_, "GET", "/api/admin/quotes/" + std::to_string(id), nullptr,
                     sign_in("admin@secours.example", "admin-password"));
  EXPECT_TRUE(reread.json()["quote"]["invoiceNumber"].is_string()) << reread.body;
}

SECOURS_ON_BOTH_ENGINES(TrainingQuotes);
SECOURS_ON_BOTH_ENGINES(TrainingDelivered);
