#include <gtest/gtest.h>

#include <ctime>
#include <regex>

#include "common/quebec_time.h"
#include "mail/calendar.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

std::string utc_compact(const std::string& iso) {
  std::time_t time = static_cast<std::time_t>(*secours::parse_iso8601(iso));
  std::tm parts{};
  gmtime_r(&time, &parts);
  char buffer[20];
  std::strftime(buffer, sizeof buffer, "%Y%m%dT%H%M%SZ", &parts);
  return buffer;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

class BookingMails : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
  }
  json book(const json& body) {
    auto result = post_booking(*server_, body);
    EXPECT_EQ(result.status, 201) << result.body;
    return result.json()["booking"];
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
};

TEST_P(BookingMails, TellsTheCustomerInFrenchHowToPayByInteracWithTaxesAndACalendarFile) {
  auto booking = book(booking_request(course_, session_, "interac", "julie@example.com", "fr"));
  auto mails = outbox(server_->database());
  ASSERT_EQ(mails.size(), 2u);
  const auto& customer = mails[0];
  EXPECT_EQ(customer.recipient, "julie@example.com");
  EXPECT_EQ(customer.subject, "Votre réservation " + booking["reference"].get<std::string>());
  for (const char* line : {"Prix\u00a0: 100,00\u00a0$", "TPS (5\u00a0%)\u00a0: 5,00\u00a0$",
                           "TVQ (9,975\u00a0%)\u00a0: 9,98\u00a0$", "Total\u00a0: 114,98\u00a0$",
                           "Paiement\u00a0: Virement Interac", "Formation\u00a0: Secourisme rcr"}) {
    EXPECT_TRUE(contains(customer.text, line)) << line << "\n" << customer.text;
  }
  EXPECT_TRUE(contains(customer.text, booking["interacReference"].get<std::string>()));
  EXPECT_TRUE(
      contains(customer.text, "virement Interac de 114,98\u00a0$ à " + server_->config().company_email));
  EXPECT_TRUE(contains(customer.html, "<html lang=\"fr\">"));

  ASSERT_EQ(customer.attachments.size(), 1u);
  const auto& ics = customer.attachments[0];
  EXPECT_EQ(ics.filename, "formation.ics");
  EXPECT_TRUE(ics.content_type.starts_with("text/calendar"));
  EXPECT_TRUE(ics.content.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"));
  EXPECT_TRUE(ics.content.ends_with("END:VEVENT\r\nEND:VCALENDAR\r\n"));
  EXPECT_TRUE(contains(ics.content, "\r\nUID:booking-" + std::to_string(booking["id"].get<long long>()) +
                                        "@secours.example\r\n"));
  EXPECT_TRUE(std::regex_search(ics.content, std::regex("\r\nDTSTAMP:\\d{8}T\\d{6}Z\r\n")));
  EXPECT_TRUE(contains(ics.content, "\r\nDTSTART:" + utc_compact(booking["session"]["startsAt"]) + "\r\n"));
  EXPECT_TRUE(contains(ics.content, "\r\nDTEND:" + utc_compact(booking["session"]["endsAt"]) + "\r\n"));
  EXPECT_TRUE(contains(ics.content, "\r\nSUMMARY:Secourisme rcr\r\n"));
  EXPECT_TRUE(contains(ics.content, "\r\nLOCATION:123\\, rue Principale\\, Gatineau\r\n"));
  EXPECT_FALSE(std::regex_search(ics.content, std::regex("[^\r]\n")));  // no bare line feed

  const auto& office = mails[1];
  EXPECT_EQ(office.recipient, server_->config().company_email);
  EXPECT_TRUE(office.subject.starts_with("Nouvelle réservation " + booking["reference"].get<std::string>()));
  EXPECT_TRUE(contains(office.text, "Julie Bérubé"));
  EXPECT_TRUE(contains(office.text, "Code Interac\u00a0: " + booking["interacReference"].get<std::string>()));
  EXPECT_TRUE(contains(office.text, server_->config().public_url + "/admin/bookings"));
}

TEST_P(BookingMails, TellsAnEnglishCustomerToPayCashAtTheOfficeFiveBusinessDaysAhead) {
  auto booking = book(booking_request(course_, session_, "cash", "ann@example.com", "en"));
  auto customer = outbox(server_->database())[0];
  EXPECT_EQ(customer.subject, "Your booking " + booking["reference"].get<std::string>());
  for (const char* line : {"Price: $100.00", "GST (5%): $5.00", "QST (9.975%): $9.98", "Total: $114.98",
                           "Payment: Cash", "Course: First aid rcr", "at least 5 business days before",
                           "Office hours: Monday to Friday, 3:30 p.m. to 6:30 p.m."}) {
    EXPECT_TRUE(contains(customer.text, line)) << line << "\n" << customer.text;
  }
  auto session_date = booking["session"]["startsAt"].get<std::string>().substr(0, 10);
  auto deadline = secours::working_days_before(session_date, 5);
  static const char* const months[] = {"January", "February", "March",     "April",   "May",      "June",
                                       "July",    "August",   "September", "October", "November", "December"};
  std::string month = months[std::stoi(deadline.substr(5, 2)) - 1];
  EXPECT_TRUE(contains(customer.text, month + " " + std::to_string(std::stoi(deadline.substr(8, 2))) + ", " +
                                          deadline.substr(0, 4)))
      << deadline << "\n"
      << customer.text;
  ASSERT_EQ(customer.attachments.size(), 1u);
  EXPECT_EQ(customer.attachments[0].filename, "course.ics");
  EXPECT_TRUE(contains(customer.html, "<html lang=\"en\">"));
  // The office reads French.
  EXPECT_TRUE(outbox(server_->database())[1].subject.starts_with("Nouvelle réservation"));
}

TEST_P(BookingMails, ABookingOnRequestHasNoCalendarFileAndEscapesWhatCustomersTyped) {
  auto on_request = insert_course(*server_, "sur-demande", 5000);
  auto body = booking_request(on_request, 0, "cash", "ann@example.com", "en");
  body["preferredDate"] = "2099-06-01";
  body["specialRequests"] = "<b>wheelchair</b> & ramp";
  book(body);
  auto mails = outbox(server_->database());
  EXPECT_TRUE(mails[0].attachments.empty());
  EXPECT_TRUE(contains(mails[0].text, "Date: On request — preferred date: Monday, June 1, 2099"));
  EXPECT_TRUE(contains(mails[1].text, "<b>wheelchair</b> & ramp"));
  EXPECT_TRUE(contains(mails[1].html, "&lt;b&gt;wheelchair&lt;/b&gt; &amp; ramp"));
  EXPECT_FALSE(contains(mails[1].html, "<b>wheelchair"));
}

TEST_P(BookingMails, ABookingOnRequestWithoutADateSaysTheDateIsToBeConfirmed) {
  auto on_request = insert_course(*server_, "sur-demande", 5000);
  book(booking_request(on_request, 0, "cash", "lea@example.com", "fr"));
  auto english = booking_request(on_request, 0, "interac", "ann@example.com", "en");
  book(english);
  auto mails = outbox(server_->database());
  ASSERT_EQ(mails.size(), 4u);
  EXPECT_TRUE(contains(mails[0].text, "Date\u00a0: Sur demande — date à confirmer")) << mails[0].text;
  EXPECT_TRUE(contains(mails[0].text, "date de la formation (nous vous confirmerons la date)."))
      << mails[0].text;
  EXPECT_TRUE(contains(mails[1].text, "Sur demande — date à confirmer")) << mails[1].text;
  EXPECT_TRUE(contains(mails[2].text, "Date: On request — date to be confirmed")) << mails[2].text;
  EXPECT_FALSE(contains(mails[0].text + mails[1].text + mails[2].text + mails[3].text, "souhaitée"));
}

TEST_P(BookingMails, TheConfirmationLinksToTheBookingsPageWithItsTokenToManageOrCancelIt) {
  auto created =
      post_booking(*server_, booking_request(course_, session_, "interac", "julie@example.com", "fr"));
  ASSERT_EQ(created.status, 201);
  auto id = std::to_string(created.json()["booking"]["id"].get<long long>());
  auto token = created.json()["accessToken"].get<std::string>();
  auto customer = outbox(server_->database())[0];
  const std::string url = server_->config().public_url + "/bookingsuccess?booking=" + id + "&token=" + token;
  EXPECT_TRUE(contains(customer.text, "Gérer ou annuler ma réservation\u00a0: " + url)) << customer.text;
  EXPECT_TRUE(contains(customer.html, "href=\"" + server_->config().public_url +
                                          "/bookingsuccess?booking=" + id + "&amp;token=" + token + "\""));
  EXPECT_TRUE(contains(customer.text, "jusqu’à 48\u00a0heures avant la formation")) << customer.text;
  EXPECT_FALSE(contains(outbox(server_->database())[1].text, token));  // never in the office's copy

  // The mailed link opens the booking, as the page will.
  std::smatch match;
  ASSERT_TRUE(std::regex_search(customer.text, match,
                                std::regex("bookingsuccess\\?booking=(\\d+)&token=([A-Za-z0-9_-]+)")));
  EXPECT_EQ(server_->get("/api/bookings/" + match[1].str() + "?token=" + match[2].str()).status, 200);

  auto english = post_booking(*server_, booking_request(course_, session_, "cash", "ann@example.com", "en"));
  auto english_mail = outbox(server_->database())[2];
  EXPECT_TRUE(contains(
      english_mail.text,
      "Manage or cancel my booking: " + server_->config().public_url +
          "/bookingsuccess?booking=" + std::to_string(english.json()["booking"]["id"].get<long long>()) +
          "&token=" + english.json()["accessToken"].get<std::string>()));
  EXPECT_TRUE(
      contains(english_mail.text, "cancel your booking or move it to another date up to 48 hours before"));

  auto on_request = insert_course(*server_, "sur-demande", 5000);
  book(booking_request(on_request, 0, "cash", "lea@example.com", "fr"));
  EXPECT_TRUE(contains(outbox(server_->database())[4].text, "tant que nous n’en avons pas fixé la date"));
}

SECOURS_ON_BOTH_ENGINES(BookingMails);

TEST(BookingCalendar, FoldsLongLinesWithoutSplittingCharactersAndEscapesText) {
  secours::mail::CalendarEvent event;
  event.uid = "booking-1@secours.example";
  event.stamp = 1796479200;
  event.days = {{1796479200, 1796479200 + 7 * 3600}};
  event.summary = std::string(70, 'e') + "éééé; premiers soins, niveau C";
  event.location = "Salle 2\nGatineau";
  auto ics = secours::mail::calendar_file(event);
  std::size_t start = 0;
  while (start < ics.size()) {
    auto end = ics.find("\r\n", start);
    ASSERT_NE(end, std::string::npos);
    EXPECT_LE(end - start, 75u) << ics.substr(start, end - start);
    auto first = static_cast<unsigned char>(ics[start == 0 ? 0 : start]);
    EXPECT_FALSE(first >= 0x80 && first < 0xC0) << "a line starts inside a character";
    start = end + 2;
  }
  std::string unfolded = std::regex_replace(ics, std::regex("\r\n "), "");
  EXPECT_TRUE(
      contains(unfolded, "SUMMARY:" + std::string(70, 'e') + "éééé\\; premiers soins\\, niveau C\r\n"));
  EXPECT_TRUE(contains(unfolded, "LOCATION:Salle 2\\nGatineau\r\n"));
  EXPECT_TRUE(contains(unfolded, "DTSTART:20261205T140000Z\r\nDTEND:20261205T210000Z\r\n"));
}

TEST(BookingCalendar, AChangeNamesTheOfficeAsOrganizerAndTheCustomerAsAnAttendeeWhoAccepted) {
  secours::mail::CalendarEvent event;
  event.method = secours::mail::CalendarMethod::request;
  event.uid = "booking-1@secours.example";
  event.sequence = 3;
  event.stamp = 1796479200;
  event.days = {{1796479200, 1796479200 + 7 * 3600}};
  event.organizer_name = "Formations Secours Outaouais";
  event.organizer_email = "info@secours.example";
  event.attendee_name = "Julie \"JB\" Bérubé";
  event.attendee_email = "julie@example.com";
  auto ics = std::regex_replace(secours::mail::calendar_file(event), std::regex("\r\n "), "");
  EXPECT_TRUE(contains(ics, "\r\nMETHOD:REQUEST\r\n"));
  EXPECT_TRUE(contains(ics, "\r\nSEQUENCE:3\r\n"));
  EXPECT_TRUE(
      contains(ics, "\r\nORGANIZER;CN=\"Formations Secours Outaouais\":mailto:info@secours.example\r\n"));
  EXPECT_TRUE(
      contains(ics,
               "\r\nATTENDEE;CN=\"Julie JB Bérubé\";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:"
               "mailto:julie@example.com\r\n"))
      << ics;
  EXPECT_FALSE(contains(ics, "STATUS:"));

  event.method = secours::mail::CalendarMethod::cancel;
  EXPECT_TRUE(contains(secours::mail::calendar_file(event), "\r\nSTATUS:CANCELLED\r\n"));
  event.method = secours::mail::CalendarMethod::publish;
  EXPECT_FALSE(contains(secours::mail::calendar_file(event), "ORGANIZER"));
}

// Issue 41: a session over two days is two events, the first keeping the booking's UID.
TEST(BookingCalendar, ASessionOverSeveralDaysIsOneEventADay) {
  secours::mail::CalendarEvent event;
  event.uid = "booking-1@secours.example";
  event.stamp = 1796479200;
  event.days = {{1796479200, 1796479200 + 8 * 3600},
                {1796479200 + 2 * 86400, 1796479200 + 2 * 86400 + 8 * 3600}};
  auto ics = secours::mail::calendar_file(event);
  EXPECT_TRUE(contains(ics, "\r\nUID:booking-1@secours.example\r\n"));
  EXPECT_TRUE(contains(ics, "\r\nUID:booking-1@secours.example-2\r\n"));
  EXPECT_TRUE(contains(ics, "DTSTART:20261205T140000Z\r\nDTEND:20261205T220000Z\r\n"));
  EXPECT_TRUE(contains(ics, "DTSTART:20261207T140000Z\r\nDTEND:20261207T220000Z\r\n"));
  std::size_t events = 0;
  for (auto at = ics.find("BEGIN:VEVENT"); at != std::string::npos; at = ics.find("BEGIN:VEVENT", at + 1))
    ++events;
  EXPECT_EQ(events, 2u);
}
