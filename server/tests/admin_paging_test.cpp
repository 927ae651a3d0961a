// The paging contract of the office's lists (issue 25), on a seeded history, on both engines.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <map>
#include <set>
#include <sstream>

#include "common/quebec_time.h"
#include "db/list_sql.h"
#include "db/statements.h"
#include "seed/demo.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

class AdminPaging : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    secours::seed::seed_demo(server_->database(), server_->config(), {10'000, 2'000}, server_->clock().now());
    admin_ = sign_in_admin(*server_);
  }
  json get(const std::string& path) {
    auto answer = call(*server_, "GET", path, nullptr, admin_);
    EXPECT_EQ(answer.status, 200) << path << " " << answer.body;
    return answer.json();
  }
  std::vector<long long> ids(const std::string& query) {
    soci::session sql(server_->database().pool());
    return secours::db::select_integers(sql, query);
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
};

// Every booking that existed when the office started paging comes exactly once, newest first, while
// customers keep booking between two pages.
TEST_P(AdminPaging, EveryBookingOnceWhileBookingsArriveBetweenPages) {
  const auto before = ids("SELECT id FROM bookings");
  ASSERT_EQ(before.size(), 10'000u);
  auto course = insert_course(*server_, "paging", 10000);
  auto session = insert_session(*server_, course, 500);

  std::set<long long> seen;
  std::string cursor;
  int pages = 0;
  do {
    auto page = get("/api/admin/bookings?limit=200" + (cursor.empty() ? "" : "&cursor=" + cursor));
    EXPECT_LE(page["bookings"].size(), 200u);
    for (const auto& booking : page["bookings"]) {
      const long long id = booking["id"].get<long long>();
      EXPECT_TRUE(seen.insert(id).second) << "booking " << id << " twice";
    }
    if (pages == 0) {
      // Counted on the first page: unfiltered, every status exactly, from the tallies kept with each
      // change (decision 061), the seeded rows' included; their total is every booking.
      ASSERT_TRUE(page["counts"].is_object()) << page["counts"];
      EXPECT_TRUE(page["counts"]["exact"].get<bool>());
      long long sum = 0;
      for (std::string status : {"pending", "approved", "rejected", "cancelled"}) {
        const auto exact =
            static_cast<long long>(ids("SELECT id FROM bookings WHERE status = '" + status + "'").size());
        EXPECT_EQ(page["counts"][status].get<long long>(), exact) << status;
        sum += exact;
      }
      EXPECT_EQ(page["counts"]["total"].get<long long>(), sum);
    } else {
      EXPECT_TRUE(page["counts"].is_null());  // the next pages keep the first one's
    }
    // Customers book between the first pages: newer than every row listed, so never in a later page.
    if (pages < 3) {
      auto booked = post_booking(
          *server_,
          booking_request(course, session, "interac", "between" + std::to_string(pages) + "@example.com"));
      ASSERT_EQ(booked.status, 201) << booked.body;
    }
    ++pages;
    cursor = page["nextCursor"].is_null() ? "" : page["nextCursor"].get<std::string>();
  } while (!cursor.empty() && pages < 100);
  EXPECT_EQ(pages, 50);
  for (long long id : before) EXPECT_TRUE(seen.count(id)) << "booking " << id << " missed";
  EXPECT_EQ(seen.size(), before.size());

  // Filters page the same way: every pending Interac booking once.
  const auto pending = ids("SELECT id FROM bookings WHERE status = 'pending' AND payment_method = 'interac'");
  std::set<long long> filtered;
  cursor.clear();
  do {
    auto page = get("/api/admin/bookings?status=pending&method=interac&limit=37" +
                    (cursor.empty() ? "" : "&cursor=" + cursor));
    for (const auto& booking : page["bookings"]) {
      EXPECT_EQ(booking["status"], "pending");
      EXPECT_TRUE(filtered.insert(booking["id"].get<long long>()).second);
    }
    cursor = page["nextCursor"].is_null() ? "" : page["nextCursor"].get<std::string>();
  } while (!cursor.empty());
  EXPECT_EQ(filtered.size(), pending.size());
  for (long long id : pending) EXPECT_TRUE(filtered.count(id));
}

TEST_P(AdminPaging, StudentsComeOnceAndSearchFindsByTheStartOfAWord) {
  const auto before = ids("SELECT id FROM users WHERE role = 'student' AND active = 1");
  std::set<long long> seen;
  std::string cursor;
  do {
    auto page = get("/api/admin/students?limit=200" + (cursor.empty() ? "" : "&cursor=" + cursor));
    EXPECT_LE(page["students"].size(), 200u);
    for (const auto& student : page["students"])
      EXPECT_TRUE(seen.insert(student["id"].get<long long>()).second);
    cursor = page["nextCursor"].is_null() ? "" : page["nextCursor"].get<std::string>();
  } while (!cursor.empty());
  EXPECT_EQ(seen.size(), before.size());

  // "eric" finds Éric; every student found has a word starting so.
  auto found = get("/api/admin/students?q=ERIC&limit=50");
  ASSERT_FALSE(found["students"].empty());
  for (const auto& student : found["students"]) {
    EXPECT_EQ(student["firstName"], "Éric") << student.dump();
  }
  auto booking = get("/api/admin/bookings?limit=1")["bookings"][0];
  const auto reference = booking["reference"].get<std::string>();
  auto by_reference = get("/api/admin/bookings?q=" + reference.substr(0, 8));  // "SEC-" and 4 of its 6
  bool listed = false;
  for (const auto& row : by_reference["bookings"]) listed = listed || row["id"] == booking["id"];
  EXPECT_TRUE(listed);
  EXPECT_LT(by_reference["counts"]["total"].get<long long>(), 100);  // not every "SEC-"
}

// Whatever leads a search (a word of one term read in the list's order, a word of several terms read
// and sorted, the bookings read in order and checked), its pages hold every match once, newest first:
// the same rows as the words' index says, with the filters (decision 040).
TEST_P(AdminPaging, SearchesPageEveryMatchOnceInTheListsOrderWhateverLeads) {
  // Two years to one year ago, booking dates as the office types them (Quebec days).
  const long long now = server_->clock().now();
  const auto from_day = secours::quebec_date(now - 730 * 86400),
             to_day = secours::quebec_date(now - 365 * 86400);
  const auto dates = " AND b.created_at >= " + std::to_string(secours::montreal_midnight(from_day)) +
                     " AND b.created_at < " +
                     std::to_string(secours::montreal_midnight(secours::add_days(to_day, 1)));
  for (const auto& [words, filter] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"tremblay"}, ""},
           {{"tremblay"}, "&status=approved&method=card"},
           {{"e"}, ""},  // several terms (emma, eric, exemple…), read and sorted
           {{"emma", "tremblay"}, ""},
           {{"e", "g"}, "&status=approved"},
           {{"tremblay"}, "&from=" + from_day + "&to=" + to_day},
       }) {
    std::string q, truth = "SELECT b.id FROM bookings b WHERE 1 = 1";
    for (const auto& word : words) {
      q += (q.empty() ? "" : "%20") + word;
      std::string end = word;
      end.back() = static_cast<char>(end.back() + 1);
      truth += " AND b.id IN (SELECT booking_id FROM booking_search_terms WHERE term >= '" + word +
               "' AND term < '" + end + "')";
    }
    if (filter.find("card") != std::string::npos) truth += " AND b.payment_method = 'card'";
    if (filter.find("from=") != std::string::npos) truth += dates;
    const auto any_status = truth;  // the counts are by status, whatever the filter's
    if (filter.find("approved") != std::string::npos) truth += " AND b.status = 'approved'";
    const auto expected = ids(truth + " ORDER BY b.created_at DESC, b.id DESC");
    ASSERT_GT(expected.size(), 14u) << q << filter;  // more than two pages
    std::vector<long long> listed;
    std::string cursor;
    const auto limit = std::to_string(std::min<std::size_t>(200, expected.size() / 8 + 1));  // about 8 pages
    do {
      auto page = get("/api/admin/bookings?limit=" + limit + "&q=" + q + filter +
                      (cursor.empty() ? "" : "&cursor=" + cursor));
      for (const auto& booking : page["bookings"]) listed.push_back(booking["id"].get<long long>());
      if (cursor.empty()) {
        // A count given is right: exact below the limit, the limit at or above it; null when unknown.
        // The total adds up exact counts only: a count at the limit is a lower bound (decision 061).
        EXPECT_FALSE(page["counts"]["exact"].get<bool>());
        bool bounded = false;
        for (std::string status : {"pending", "approved", "rejected", "cancelled"}) {
          const auto& count = page["counts"][status];
          bounded = bounded || count.is_null() || count.get<long long>() >= 1000;
        }
        if (bounded) {
          EXPECT_TRUE(page["counts"]["total"].is_null()) << q << filter << page["counts"];
        }
        for (std::string status : {"pending", "approved", "rejected", "cancelled"}) {
          const auto& count = page["counts"][status];
          if (count.is_null()) continue;
          const auto exact = ids(any_status + " AND b.status = '" + status + "'").size();
          EXPECT_EQ(count.get<long long>(), std::min<long long>(static_cast<long long>(exact), 1000))
              << q << filter << " " << status;
        }
      }
      cursor = page["nextCursor"].is_null() ? "" : page["nextCursor"].get<std::string>();
    } while (!cursor.empty() && listed.size() < 20'000);
    EXPECT_EQ(listed, expected) << q << filter;
  }
}

// A word rarer than every status leads each status's count: one reading of its rows counts them all,
// exactly (the grouped count of decision 043).
TEST_P(AdminPaging, ARareWordsCountsByStatusAreExact) {
  soci::session sql(server_->database().pool());
  std::map<std::string, long long> marked;
  for (std::string status : {"pending", "approved", "rejected", "cancelled"}) {
    const auto some = ids("SELECT id FROM bookings WHERE status = '" + status + "' ORDER BY id LIMIT " +
                          std::to_string(5 + 3 * marked.size()));
    for (long long id : some) {
      sql << "INSERT INTO booking_search_terms (term, created_at, booking_id) "
             "SELECT 'zebulon', created_at, id FROM bookings WHERE id = " +
                 std::to_string(id);
    }
    marked[status] = static_cast<long long>(some.size());
  }
  for (const std::string filter : {"", "&method=card"}) {
    auto page = get("/api/admin/bookings?limit=5&q=zebulon" + filter);
    for (const auto& [status, rows] : marked) {
      const auto exact =
          ids("SELECT b.id FROM bookings b JOIN booking_search_terms t ON t.booking_id = b.id AND t.term = "
              "'zebulon' WHERE b.status = '" +
              status + "'" + (filter.empty() ? "" : " AND b.payment_method = 'card'"))
              .size();
      ASSERT_TRUE(page["counts"][status].is_number()) << status << filter << page["counts"];
      EXPECT_EQ(page["counts"][status].get<long long>(), static_cast<long long>(exact)) << status << filter;
      if (filter.empty()) {
        EXPECT_EQ(static_cast<long long>(exact), rows);
      }
    }
  }
}

// The word that leads a search is (nearly) the rarest, whatever the order the words were typed in and
// however common the others: an email's number beside "exemple" (every email) and "ca" leads, not them.
TEST_P(AdminPaging, TheRarestWordLeadsASearch) {
  soci::session sql(server_->database().pool());
  std::string email;
  sql << "SELECT u.email FROM bookings b JOIN users u ON u.id = b.user_id ORDER BY b.id LIMIT 1",
      soci::into(email);  // first.last.number@exemple.ca
  const auto number = email.substr(email.rfind('.', email.find('@')) + 1,
                                   email.find('@') - email.rfind('.', email.find('@')) - 1);
  ASSERT_FALSE(number.empty()) << email;
  auto true_rows = [&sql](const std::string& word) {
    std::string end = word;
    end.back() = static_cast<char>(end.back() + 1);
    long long rows = 0;
    sql << "SELECT COUNT(*) FROM booking_search_terms WHERE term >= '" + word + "' AND term < '" + end + "'",
        soci::into(rows);
    return rows;
  };
  for (const auto& words : std::vector<std::vector<std::string>>{{"exemple", number},
                                                                 {number.substr(0, 2), "exemple"},
                                                                 {"exemple", "ca", number},
                                                                 {"e", "tremblay"},
                                                                 {"tremblay", "e"},
                                                                 {"exemple", "emma"}}) {
    const auto plan = secours::db::plan_word_search(sql, "booking_search_terms", words);
    ASSERT_TRUE(plan.words_lead()) << words[0];
    long long fewest = true_rows(words[0]);
    for (const auto& word : words) fewest = std::min(fewest, true_rows(word));
    EXPECT_LE(true_rows(words[static_cast<std::size_t>(plan.rarest)]), 4 * fewest)
        << words[static_cast<std::size_t>(plan.rarest)] << " leads " << words[0] << " " << words[1];
  }
}

TEST_P(AdminPaging, RefusesABadLimitOrCursor) {
  for (const auto& [query, field, reason] :
       {std::tuple<std::string, std::string, std::string>{"limit=0", "limit", "out-of-range"},
        {"limit=201", "limit", "out-of-range"},
        {"limit=ten", "limit", "invalid-number"},
        {"cursor=k1.zz", "cursor", "invalid-cursor"},
        {"cursor=%27%3B--", "cursor", "invalid-cursor"},
        {"courseId=-3", "courseId", "invalid-number"},
        {"from=2026-13-01", "from", "invalid-date"},
        {"paymentStatus=lost", "paymentStatus", "invalid-choice"}}) {
    auto answer = call(*server_, "GET", "/api/admin/bookings?" + query, nullptr, admin_);
    EXPECT_EQ(answer.status, 400) << query;
    EXPECT_EQ(answer.json()["error"]["fields"][field], reason) << query << " " << answer.body;
  }
  auto students = call(*server_, "GET", "/api/admin/students?cursor=nope", nullptr, admin_);
  EXPECT_EQ(students.status, 400);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/bookings?limit=50", nullptr, "").status, 401);
}

// The list's export: every booking of the filter, one line each, in more than one page of the export.
TEST_P(AdminPaging, TheBookingsExportHoldsEveryBookingOfTheFilter) {
  const auto approved_card =
      ids("SELECT id FROM bookings WHERE status = 'approved' AND payment_method = 'card' ORDER BY id");
  ASSERT_GT(approved_card.size(), 500u);  // more than a page of the export
  auto answer = call(*server_, "GET", "/api/admin/exports/bookings.csv?status=approved&method=card&lang=en",
                     nullptr, admin_);
  ASSERT_EQ(answer.status, 200) << answer.body;
  EXPECT_NE(answer.header("content-disposition").find("bookings-"), std::string::npos);
  std::istringstream lines(answer.body);
  std::string line;
  std::getline(lines, line);
  EXPECT_NE(line.find("Booking,Booked on,Customer"), std::string::npos) << line;
  std::set<std::string> references;
  while (std::getline(lines, line)) {
    EXPECT_NE(line.find(",Card,"), std::string::npos) << line;
    EXPECT_NE(line.find(",Approved,"), std::string::npos) << line;
    EXPECT_TRUE(references.insert(line.substr(0, line.find(','))).second) << line;
  }
  EXPECT_EQ(references.size(), approved_card.size());
  auto refused = call(*server_, "GET", "/api/admin/exports/bookings.csv?lang=de", nullptr, admin_);
  EXPECT_EQ(refused.status, 400);
  EXPECT_EQ(refused.json()["error"]["fields"]["lang"], "invalid-choice");
}

SECOURS_ON_BOTH_ENGINES(AdminPaging);
