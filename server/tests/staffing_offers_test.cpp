// Instructors' availability and sessions offered to several of them (issue 44): the office's picker shows
// who is free, qualified and speaks the session's language; the first to accept an offer is staffed and
// the others are told, whatever the races.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "support/class_day_fixture.h"

using namespace secours;
using namespace secours::testing;
using nlohmann::json;

namespace {

class StaffingOffers : public ClassDayFixture {
 protected:
  void SetUp() override {
    ClassDayFixture::SetUp();
    if (IsSkipped()) return;
    auto sql = db::connection(server_->database());
    *sql << "UPDATE courses SET accreditation = 'Croix-Rouge' WHERE id = :c", soci::use(course_);
  }
  void profile(const SignedInInstructor& who, const json& languages, const json& credentials) {
    auto saved = call(*server_, "PUT", "/api/instructor/profile",
                      {{"languages", languages}, {"credentials", credentials}}, who.cookie);
    ASSERT_EQ(saved.status, 200) << saved.body;
  }
  json candidates(long long session) {
    auto listed =
        call(*server_, "GET", "/api/admin/sessions/" + std::to_string(session) + "/instructor-candidates",
             nullptr, admin_);
    EXPECT_EQ(listed.status, 200) << listed.body;
    return listed.json()["candidates"];
  }
  static json by_id(const json& list, long long id) {
    for (const auto& item : list)
      if (item["id"] == id) return item;
    return nullptr;
  }
  long long offer_id(const SignedInInstructor& who) {
    auto offers = call(*server_, "GET", "/api/instructor/offers", nullptr, who.cookie);
    EXPECT_EQ(offers.status, 200) << offers.body;
    return offers.json()["offers"].empty() ? 0 : offers.json()["offers"][0]["id"].get<long long>();
  }
};

}  // namespace

TEST_P(StaffingOffers, ThePickerShowsWhoIsFreeQualifiedAndSpeaksTheLanguage) {
  const auto josee = instructor("josee@secours.example");
  const auto marc = instructor("marc@secours.example", "Marc", "Tremblay");
  profile(josee, {"fr"}, {{{"body", "Croix-Rouge"}, {"number", "CR-1"}, {"expiresOn", "2099-12-31"}}});
  profile(marc, {"en"}, {{{"body", "Croix-Rouge"}, {"number", "CR-2"}, {"expiresOn", "2000-01-01"}}});
  const auto session = scheduled(session_body(10, 10, {}));
  // Days off around the session's day (whatever the hour in Quebec when the test runs).
  const auto from = quebec_date(server_->clock().now() + 9 * 86400);
  const auto to = quebec_date(server_->clock().now() + 11 * 86400);
  auto off = call(
      *server_, "PUT", "/api/instructor/availability",
      {{"weekly", json::array()}, {"timeOff", {{{"startsOn", from}, {"endsOn", to}, {"note", "Congé"}}}}},
      marc.cookie);
  ASSERT_EQ(off.status, 200) << off.body;
  EXPECT_EQ(off.json()["availability"]["timeOff"][0]["note"], "Congé");

  const auto list = candidates(session);
  const auto j = by_id(list, josee.id), m = by_id(list, marc.id);
  ASSERT_FALSE(j.is_null());
  ASSERT_FALSE(m.is_null());
  EXPECT_TRUE(j["free"].get<bool>());
  EXPECT_TRUE(j["qualified"].get<bool>());
  EXPECT_TRUE(j["speaksLanguage"].get<bool>());
  EXPECT_FALSE(m["free"].get<bool>());
  EXPECT_EQ(m["unavailableReason"], "time-off");
  EXPECT_FALSE(m["qualified"].get<bool>());  // his number had expired
  EXPECT_FALSE(m["speaksLanguage"].get<bool>());
  EXPECT_EQ(list[0]["id"], josee.id);  // the fittest first

  // Weekly hours that do not cover the session's day: outside his hours (and no longer off).
  auto hours = call(*server_, "PUT", "/api/instructor/availability",
                    {{"weekly", {{{"weekday", 1}, {"startsAt", "18:00"}, {"endsAt", "21:00"}}}},
                     {"timeOff", json::array()}},
                    marc.cookie);
  ASSERT_EQ(hours.status, 200) << hours.body;
  EXPECT_EQ(by_id(candidates(session), marc.id)["unavailableReason"], "outside-hours");
}

TEST_P(StaffingOffers, AvailabilityNamesItsBadFields) {
  const auto josee = instructor("josee@secours.example");
  auto refused = call(*server_, "PUT", "/api/instructor/availability",
                      {{"weekly",
                        {{{"weekday", 8}, {"startsAt", "10:00"}, {"endsAt", "09:00"}},
                         {{"weekday", 2}, {"startsAt", "25:00"}, {"endsAt", "09:00"}}}},
                       {"timeOff", {{{"startsOn", "2027-01-10"}, {"endsOn", "2027-01-09"}}}}},
                      josee.cookie);
  ASSERT_EQ(refused.status, 400) << refused.body;
  const auto fields = refused.json()["error"]["fields"];
  EXPECT_TRUE(fields.contains("weekly[0].weekday")) << refused.body;
  EXPECT_EQ(fields["weekly[1].startsAt"], "invalid-time") << refused.body;
  EXPECT_EQ(fields["timeOff[0].endsOn"], "before-start") << refused.body;
  EXPECT_EQ(call(*server_, "GET", "/api/instructor/availability", nullptr, admin_).status, 403);
}

TEST_P(StaffingOffers, TheFirstToAcceptIsStaffedAndTheOthersAreTold) {
  const auto josee = instructor("josee@secours.example");
  const auto marc = instructor("marc@secours.example", "Marc", "Tremblay");
  const auto session = scheduled(session_body(10, 10, {}));
  auto offered = call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session) + "/offers",
                      {{"instructorIds", {josee.id, marc.id}}}, admin_);
  ASSERT_EQ(offered.status, 201) << offered.body;
  EXPECT_EQ(offered.json()["offers"].size(), 2u);
  int with_calendar = 0;
  for (const auto& mail : outbox(server_->database()))
    if (mail.subject.find("Séance offerte") != std::string::npos)
      for (const auto& attachment : mail.attachments)
        with_calendar += attachment.content.find("BEGIN:VEVENT") != std::string::npos ? 1 : 0;
  EXPECT_EQ(with_calendar, 2);

  // Both accept at once: one is staffed, the other hears it was taken.
  const long long josee_offer = offer_id(josee), marc_offer = offer_id(marc);
  ASSERT_NE(josee_offer, 0);
  ASSERT_NE(marc_offer, 0);
  std::atomic<int> staffed{0}, taken{0};
  std::vector<std::thread> answers;
  for (const auto& [cookie, offer] :
       {std::pair{josee.cookie, josee_offer}, std::pair{marc.cookie, marc_offer}}) {
    answers.emplace_back([&, cookie, offer] {
      auto answer = call(*server_, "POST", "/api/instructor/offers/" + std::to_string(offer) + "/accept",
                         json::object(), cookie);
      if (answer.status == 200) ++staffed;
      if (answer.status == 409 && answer.json()["error"]["code"] == "offer-taken") ++taken;
    });
  }
  for (auto& answer : answers) answer.join();
  EXPECT_EQ(staffed, 1);
  EXPECT_EQ(taken, 1);
  EXPECT_EQ(count_of(server_->database(), "SELECT COUNT(*) FROM session_instructors WHERE session_id = :s",
                     session),
            1);
  int told = 0;
  for (const auto& mail : outbox(server_->database()))
    told += mail.subject.find("Séance attribuée") != std::string::npos ? 1 : 0;
  EXPECT_EQ(told, 1);
  // Someone else's offer is not theirs to answer.
  EXPECT_EQ(call(*server_, "POST", "/api/instructor/offers/" + std::to_string(josee_offer) + "/decline",
                 json::object(), marc.cookie)
                .status,
            404);
}

SECOURS_ON_BOTH_ENGINES(StaffingOffers);
