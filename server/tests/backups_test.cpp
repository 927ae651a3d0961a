// Backups that restore (issue 43, decision 062): a consistent archive taken while bookings are written,
// checked member by member, refused when damaged, restored only into an empty place, and the daily run
// once whatever the instances.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <thread>

#include "backups/archive.h"
#include "backups/backup_files.h"
#include "backups/backup_service.h"
#include "backups/database_tools.h"
#include "common/quebec_time.h"
#include "db/snapshot.h"
#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"

using namespace secours;
using namespace secours::testing;
namespace fs = std::filesystem;

namespace {

fs::path fresh_folder(const std::string& name) {
  auto folder = fs::temp_directory_path() / ("secours-backups-" + name + "-" + std::to_string(::getpid()) +
                                             "-" + std::to_string(std::rand()));
  fs::remove_all(folder);
  fs::create_directories(folder);
  return folder;
}

std::string read_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void set_clock(Clock& clock, long long at) { clock.advance(at - clock.now()); }

void write_file(const fs::path& file, const std::string& bytes) {
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary | std::ios::trunc) << bytes;
}

// The message verify_backup gives for the archive, or "" when it verifies.
std::string verify_error(const fs::path& archive) {
  try {
    backups::verify_backup(archive.string());
    return "";
  } catch (const backups::ArchiveError& error) {
    return error.what();
  }
}

}  // namespace

class Backups : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    folder_ = fresh_folder(GetParam());
    data_ = folder_ / "data";
    server_ = std::make_unique<TestServer>(GetParam(), [this](core::Config& config) {
      config.trust_proxy = true;
      config.data_dir = data_.string();
      config.backup_dir = (folder_ / "archives").string();
    });
    write_file(data_ / "uploads" / "ab" / "photo.jpg", std::string("\xff\xd8\xff photo", 9));
    write_file(data_ / "uploads" / "logo.png", "\x89PNG logo");
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 100000);
  }
  void TearDown() override {
    server_.reset();
    std::error_code ignored;
    fs::remove_all(folder_, ignored);
  }
  core::Context context() { return core::Context{server_->config(), server_->database(), server_->clock()}; }
  long long book_one(int i) {
    auto booked = post_booking(
        *server_, booking_request(course_, session_, "cash", "b" + std::to_string(i) + "@example.com"), "",
        "203.0." + std::to_string(i / 250) + "." + std::to_string(i % 250 + 1));
    EXPECT_EQ(booked.status, 201) << booked.body;
    return booked.status == 201 ? booked.json()["booking"]["id"].get<long long>() : 0;
  }
  fs::path backup(const std::string& name) {
    auto ctx = context();
    return backups::backup_now(ctx, (folder_ / name).string(), false).file;
  }

  fs::path folder_, data_;
  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
};

// Writers book as fast as they can before, during and after the backup: the restored database holds
// every booking acknowledged (201) before the backup started, and its seat count matches its bookings.
TEST_P(Backups, AnArchiveTakenWhileBookingsAreWrittenRestoresEveryAcknowledgedBooking) {
  std::mutex mutex;
  std::vector<long long> acknowledged;
  std::atomic<bool> stop{false};
  std::atomic<int> next{0};
  auto writer = [&] {
    while (!stop) {
      const auto id = book_one(next++);
      std::lock_guard lock(mutex);
      if (id) acknowledged.push_back(id);
    }
  };
  std::thread first(writer), second(writer);
  std::vector<long long> before;
  while (before.size() < 20) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    std::lock_guard lock(mutex);
    before = acknowledged;
  }
  const auto archive = backup("during.tar");
  stop = true;
  first.join();
  second.join();
  ASSERT_GE(before.size(), 20u);

  const auto manifest = backups::verify_backup(archive.string());
  EXPECT_EQ(manifest.engine, GetParam());
  EXPECT_GE(manifest.rows("bookings"), static_cast<long long>(before.size()));
  EXPECT_EQ(manifest.members.size(), 3u);  // the database and two uploads

  // Into an empty place: a new database and a new DATA_DIR.
  TestDatabase target(GetParam());
  core::Config config = server_->config();
  config.database_url = target.url();
  config.data_dir = (folder_ / "restored-data").string();
  const auto restored = backups::restore_backup(config, archive.string(), false);
  EXPECT_EQ(restored.rows("bookings"), manifest.rows("bookings"));
  EXPECT_EQ(read_file(folder_ / "restored-data" / "uploads" / "logo.png"), "\x89PNG logo");
  EXPECT_EQ(read_file(folder_ / "restored-data" / "uploads" / "ab" / "photo.jpg"),
            std::string("\xff\xd8\xff photo", 9));

  auto database = target.open(1, /*migrated=*/true);
  soci::session sql(database->pool());
  std::set<long long> ids;
  long long id = 0;
  soci::statement rows = (sql.prepare << "SELECT id FROM bookings", soci::into(id));
  rows.execute();
  while (rows.fetch()) ids.insert(id);
  EXPECT_EQ(static_cast<long long>(ids.size()), manifest.rows("bookings"));
  for (const auto acknowledged_id : before) EXPECT_TRUE(ids.contains(acknowledged_id)) << acknowledged_id;
  long long seats = 0, held = 0;
  sql << "SELECT seats_taken FROM course_sessions WHERE id = :id", soci::use(session_), soci::into(seats);
  sql << "SELECT COUNT(*) FROM bookings WHERE session_id = :id AND seat_held = 1", soci::use(session_),
      soci::into(held);
  EXPECT_EQ(seats, held);
  EXPECT_GT(seats, 0);
}

// A byte changed anywhere (a member's content, a header, padding, the manifest, the end), a cut, or a
// file that is no Secours archive: refused, with what failed.
TEST_P(Backups, ADamagedTruncatedOrForeignArchiveIsRefusedNamingWhatFailed) {
  book_one(1);
  const auto archive = backup("good.tar");
  ASSERT_EQ(verify_error(archive), "");
  const auto bytes = read_file(archive);
  const auto manifest_at = bytes.find("\"format\": \"secours-backup\"");
  ASSERT_NE(manifest_at, std::string::npos);
  const std::vector<std::pair<std::size_t, std::string>> flips = {
      {600, "database"},          // inside the database copy
      {10, "header"},             // the first member's header (its name)
      {124 + 5, "header"},        // its size field
      {manifest_at + 40, ""},     // the manifest's text
      {bytes.size() - 3, "end"},  // the archive's end
  };
  for (const auto& [offset, expected] : flips) {
    auto damaged = bytes;
    damaged[offset] = static_cast<char>(damaged[offset] ^ 0x20);
    const auto file = folder_ / ("flip-" + std::to_string(offset) + ".tar");
    write_file(file, damaged);
    const auto error = verify_error(file);
    EXPECT_NE(error, "") << "a byte flipped at " << offset << " was not seen";
    if (!expected.empty()) {
      EXPECT_NE(error.find(expected), std::string::npos) << offset << ": " << error;
    }
  }
  // Padding after a small member: the uploads are a few bytes each.
  const auto logo = bytes.find("\x89PNG logo");
  ASSERT_NE(logo, std::string::npos);
  auto padded = bytes;
  padded[logo + 20] = 'x';
  write_file(folder_ / "padding.tar", padded);
  EXPECT_NE(verify_error(folder_ / "padding.tar").find("padding"), std::string::npos);

  write_file(folder_ / "cut.tar", bytes.substr(0, bytes.size() / 2));
  EXPECT_NE(verify_error(folder_ / "cut.tar").find("truncated"), std::string::npos)
      << verify_error(folder_ / "cut.tar");
  write_file(folder_ / "foreign.tar", std::string(4096, 'A'));
  EXPECT_NE(verify_error(folder_ / "foreign.tar").find("not a tar archive"), std::string::npos);
  write_file(folder_ / "empty.tar", std::string(1024, '\0'));
  EXPECT_NE(verify_error(folder_ / "empty.tar").find("no manifest"), std::string::npos);
  // Nothing is left beside the archives by a failed verification.
  for (const auto& entry : fs::directory_iterator(folder_))
    EXPECT_EQ(entry.path().filename().string().find(".verify-"), std::string::npos) << entry.path();

  // A damaged archive restores nothing.
  TestDatabase target(GetParam());
  core::Config config = server_->config();
  config.database_url = target.url();
  config.data_dir = (folder_ / "restored-data").string();
  EXPECT_THROW(backups::restore_backup(config, (folder_ / ("flip-600.tar")).string(), false),
               backups::ArchiveError);
  EXPECT_FALSE(backups::database_has_tables(target.url()));
  EXPECT_FALSE(fs::exists(folder_ / "restored-data" / "uploads" / "logo.png"));
}

// A database with tables or uploads in place: refused unless --force, which replaces them.
TEST_P(Backups, RestoreRefusesAPlaceThatHoldsDataUnlessForced) {
  book_one(1);
  const auto archive = backup("one.tar");
  book_one(2);
  // The server's own database holds two bookings now; the archive one. (The test server stays up: its
  // idle connections hold no lock, and its PostgreSQL database would go with it.)
  core::Config config = server_->config();
  try {
    backups::restore_backup(config, archive.string(), false);
    ADD_FAILURE() << "restored over a database with tables";
  } catch (const backups::ArchiveError& error) {
    EXPECT_NE(std::string(error.what()).find("not empty"), std::string::npos) << error.what();
  }
  EXPECT_EQ(backups::restore_backup(config, archive.string(), true).rows("bookings"), 1);
  const auto counts = backups::table_counts_at(config.database_url);
  EXPECT_EQ(counts.at("bookings"), 1);
}

// The other engine's archive is refused by its name before anything is written.
TEST_P(Backups, RestoreRefusesAnArchiveOfTheOtherEngine) {
  const auto archive = backup("engine.tar");
  core::Config config = server_->config();
  const std::string other = GetParam() == "sqlite" ? "postgresql" : "sqlite";
  if (!TestDatabase::available(other)) GTEST_SKIP() << "TEST_DATABASE_URL not set";
  TestDatabase target(other);
  config.database_url = target.url();
  config.data_dir = (folder_ / "other").string();
  try {
    backups::restore_backup(config, archive.string(), false);
    ADD_FAILURE() << "restored across engines";
  } catch (const backups::ArchiveError& error) {
    EXPECT_NE(std::string(error.what()).find("same engine"), std::string::npos) << error.what();
  }
}

// Two instances ask every few minutes: one archive a day, verified, recorded once; before the hour, none.
TEST_P(Backups, TheDailyBackupRunsOnceADayWhateverTheInstancesAndKeepsWhatItShould) {
  book_one(1);
  SecondInstance second(*server_);
  auto& clock = server_->clock();
  const auto today = quebec_date(clock.now());
  const long long midnight = montreal_midnight(today);
  set_clock(clock, midnight + 2 * 3600);  // 02:00, before BACKUP_HOUR (3)
  auto first_context = context();
  core::Context second_context{server_->config(), second.database(), clock};
  backups::run_scheduled_backups(first_context);
  EXPECT_FALSE(fs::exists(folder_ / "archives"));

  set_clock(clock, midnight + 3 * 3600 + 60);
  std::thread a([&] { backups::run_scheduled_backups(first_context); });
  std::thread b([&] { backups::run_scheduled_backups(second_context); });
  a.join();
  b.join();
  backups::run_scheduled_backups(first_context);
  const auto archive = folder_ / "archives" / backups::archive_name(today);
  ASSERT_TRUE(fs::exists(archive));
  EXPECT_EQ(verify_error(archive), "");
  auto runs = backups::recent_backups(first_context, 10);
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_EQ(runs[0].day, today);
  EXPECT_TRUE(runs[0].verified);
  EXPECT_EQ(runs[0].bytes, static_cast<long long>(fs::file_size(archive)));

  // Twenty days on, with the defaults (14 days, 12 months): the first archive stays as its month's first.
  for (int day = 1; day <= 20; ++day) {
    set_clock(clock, montreal_midnight(add_days(today, day)) + 4 * 3600);
    backups::run_scheduled_backups(day % 2 ? first_context : second_context);
  }
  std::set<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder_ / "archives"))
    names.insert(entry.path().filename());
  // The last 14 days' archives, and the first of each month seen (today's month, and the next one's 1st).
  std::set<std::string> expected;
  for (int day = 7; day <= 20; ++day) expected.insert(backups::archive_name(add_days(today, day)));
  for (int day = 0; day <= 20; ++day) {
    const auto date = add_days(today, day);
    if (day == 0 || date.ends_with("-01")) expected.insert(backups::archive_name(date));
  }
  EXPECT_EQ(names, expected);
  EXPECT_TRUE(fs::exists(archive)) << "the month's first archive is kept";
  EXPECT_EQ(backups::recent_backups(first_context, 50).size(), 21u);
}

// A backup that cannot be written: recorded with its error, and the office is mailed once; then, with no
// verified archive for 26 hours, told once a day.
TEST_P(Backups, AFailedOrMissingBackupIsMailedToTheOffice) {
  write_file(folder_ / "archives", "a file where the folder should be");
  auto& clock = server_->clock();
  const auto today = quebec_date(clock.now());
  set_clock(clock, montreal_midnight(today) + 5 * 3600);
  auto ctx = context();
  backups::run_scheduled_backups(ctx);
  backups::run_scheduled_backups(ctx);
  auto runs = backups::recent_backups(ctx, 10);
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_FALSE(runs[0].verified);
  EXPECT_NE(runs[0].error, "");
  auto mails = [&](const std::string& subject) {
    soci::session sql(server_->database().pool());
    long long count = 0;
    const std::string pattern = "%" + subject + "%";
    sql << "SELECT COUNT(*) FROM mail_outbox WHERE recipient = :r AND subject LIKE :s",
        soci::use(server_->config().company_email), soci::use(pattern), soci::into(count);
    return count;
  };
  EXPECT_EQ(mails("La sauvegarde a échoué"), 1);
  EXPECT_EQ(mails("Aucune sauvegarde"), 0);
  // 27 hours later (the next day's run fails too): told that none succeeded, once that day.
  clock.advance(27 * 3600);
  backups::run_scheduled_backups(ctx);
  backups::run_scheduled_backups(ctx);
  EXPECT_EQ(mails("La sauvegarde a échoué"), 2);
  EXPECT_EQ(mails("Aucune sauvegarde"), 1);
}

SECOURS_ON_BOTH_ENGINES(Backups);

TEST(BackupFiles, KeepsTheLastDaysAndEachMonthsFirst) {
  std::vector<std::string> names;
  for (int day = 0; day < 120; ++day) names.push_back(backups::archive_name(add_days("2026-08-01", day)));
  names.push_back("notes.txt");
  const auto removed = backups::archives_to_remove(names, "2026-11-28", 7, 2);
  std::set<std::string> kept(names.begin(), names.end());
  for (const auto& name : removed) kept.erase(name);
  kept.erase("notes.txt");
  std::set<std::string> expected = {"secours-2026-10-01.tar", "secours-2026-11-01.tar"};
  for (int day = 0; day < 7; ++day) expected.insert(backups::archive_name(add_days("2026-11-28", -day)));
  EXPECT_EQ(kept, expected);
}
