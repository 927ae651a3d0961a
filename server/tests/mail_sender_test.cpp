#include <gtest/gtest.h>

#include <sys/resource.h>
#include <unistd.h>

#include <csignal>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/config.h"
#include "mail/sender.h"
#include "support/smtp_sink.h"

namespace mail = secours::mail;
namespace fs = std::filesystem;
using secours::testing::SmtpSink;

namespace {

const std::string mime = "From: a@secours.example\r\nTo: b@example.com\r\nSubject: Test\r\n\r\nBonjour\r\n";

struct TempFolder {
  fs::path path = fs::temp_directory_path() / ("secours_mail_" + std::to_string(::getpid()) + "_" +
                                               std::to_string(reinterpret_cast<std::uintptr_t>(this)));
  ~TempFolder() { fs::remove_all(path); }
};

std::vector<fs::path> files_in(const fs::path& folder) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(folder)) files.push_back(entry.path());
  return files;
}

std::string read(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(file), {});
}

}  // namespace

TEST(SmtpSender, DeliversTheEnvelopeAndTheMessage) {
  SmtpSink sink;
  mail::SmtpSender(sink.url()).send("info@secours.example", "marie@example.com", mime + ".point\r\n");
  auto mails = sink.mails();
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_EQ(mails[0].from, "info@secours.example");
  EXPECT_EQ(mails[0].recipients, std::vector<std::string>{"marie@example.com"});
  EXPECT_EQ(mails[0].data, mime + ".point\r\n");  // a leading dot survives SMTP's dot-stuffing
  EXPECT_EQ(mails[0].user, "");
}

TEST(SmtpSender, LogsInWithTheCredentialsOfTheUrl) {
  SmtpSink sink;
  std::string url = "smtp://relay%40user:s3cret@127.0.0.1:" + std::to_string(sink.port());
  mail::SmtpSender(url).send("info@secours.example", "marie@example.com", mime);
  ASSERT_EQ(sink.mails().size(), 1u);
  EXPECT_EQ(sink.mails()[0].user, "relay@user");
}

TEST(SmtpSender, ThrowsWhenTheRelayRefusesOrIsDown) {
  SmtpSink sink;
  sink.reject_mail(true);
  EXPECT_THROW(mail::SmtpSender(sink.url()).send("a@secours.example", "b@example.com", mime),
               std::runtime_error);
  sink.stop();
  EXPECT_THROW(mail::SmtpSender(sink.url()).send("a@secours.example", "b@example.com", mime),
               std::runtime_error);
  EXPECT_TRUE(sink.mails().empty());
}

// keep_going is asked while the relay says nothing at all, and while it sits on the message's end.
TEST(SmtpSender, AbortsATransferToAHungRelayAsSoonAsItIsToldToStop) {
  using namespace std::chrono_literals;
  for (auto hang : {SmtpSink::Hang::at_greeting, SmtpSink::Hang::after_data}) {
    SmtpSink sink;
    sink.hang(hang);
    auto start = std::chrono::steady_clock::now();
    int asked = 0;
    auto keep_going = [&] {
      ++asked;
      return std::chrono::steady_clock::now() - start < 500ms;
    };
    EXPECT_THROW(mail::SmtpSender(sink.url()).send("a@secours.example", "b@example.com", mime, keep_going),
                 mail::TransferAborted);
    EXPECT_LT(std::chrono::steady_clock::now() - start, 2500ms);  // libcurl asks once a second at worst
    EXPECT_GE(asked, 2);
    EXPECT_EQ(sink.connections(), 1);
    EXPECT_TRUE(sink.mails().empty());
  }
}

TEST(FileSender, RemovesTheTemporaryFilesOfAKilledProcessWhenCreated) {
  TempFolder folder;
  fs::create_directories(folder.path / "outbox");
  std::ofstream(folder.path / "outbox" / ".20250101T000000Z-0-marie@example.com.eml.tmp") << "half a mess";
  std::ofstream(folder.path / "outbox" / "20250101T000000Z-1-marie@example.com.eml") << mime;
  mail::FileSender sender(folder.path / "outbox");
  auto files = files_in(folder.path / "outbox");
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(files[0].extension(), ".eml");
}

TEST(FileSender, WritesEachMessageToItsOwnEmlFile) {
  TempFolder folder;
  mail::FileSender sender(folder.path / "outbox");
  sender.send("a@secours.example", "marie@example.com", mime);
  sender.send("a@secours.example", "marie@example.com", mime + "2");
  sender.send("a@secours.example", "../../etc/passwd", mime);
  auto files = files_in(folder.path / "outbox");
  ASSERT_EQ(files.size(), 3u);  // no temporary file left behind, no message overwritten
  for (const auto& file : files) {
    EXPECT_EQ(file.extension(), ".eml");
    EXPECT_TRUE(read(file).starts_with(mime));
  }
  std::sort(files.begin(), files.end());
  EXPECT_NE(files[0].filename().string().find("-marie@example.com.eml"), std::string::npos);
}

// A full disk, made by the file-size limit (writes past it fail with EFBIG, as with ENOSPC): the message
// is refused, and nothing half-written stays behind for the next start to find.
TEST(FileSender, LeavesNoHalfWrittenFileWhenTheDiskIsFull) {
  TempFolder folder;
  mail::FileSender sender(folder.path / "outbox");
  const std::string large = mime + std::string(64 * 1024, 'x');
  struct rlimit before {};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &before), 0);
  auto previous_handler = std::signal(SIGXFSZ, SIG_IGN);
  struct rlimit tight = before;
  tight.rlim_cur = 4096;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &tight), 0);
  bool refused = false;
  try {
    sender.send("a@secours.example", "marie@example.com", large);
  } catch (const std::exception&) {
    refused = true;
  }
  ::setrlimit(RLIMIT_FSIZE, &before);
  std::signal(SIGXFSZ, previous_handler);
  EXPECT_TRUE(refused);
  EXPECT_TRUE(files_in(folder.path / "outbox").empty());
  sender.send("a@secours.example", "marie@example.com", large);  // space is back
  EXPECT_EQ(files_in(folder.path / "outbox").size(), 1u);
}

TEST(MakeSender, PicksSmtpWhenConfiguredElseFiles) {
  secours::core::Config config;
  config.data_dir = "/tmp/secours-data";
  auto files = mail::make_sender(config);
  auto* file_sender = dynamic_cast<mail::FileSender*>(files.get());
  ASSERT_NE(file_sender, nullptr);
  EXPECT_EQ(file_sender->folder(), fs::path("/tmp/secours-data/outbox"));
  config.smtp_url = "smtp://127.0.0.1:2525";
  EXPECT_NE(dynamic_cast<mail::SmtpSender*>(mail::make_sender(config).get()), nullptr);
}
