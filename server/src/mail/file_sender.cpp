#include <ctime>
#include <fstream>
#include <stdexcept>

#include "mail/sender.h"

namespace secours::mail {

namespace {

// The recipient goes into a file name: keep only characters that are safe there.
std::string file_safe(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    bool safe = std::isalnum(c) || c == '@' || c == '.' || c == '-' || c == '_' || c == '+';
    out.push_back(safe ? static_cast<char>(c) : '_');
  }
  return out.empty() ? "unknown" : out;
}

std::string utc_stamp() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y%m%dT%H%M%SZ", &utc);
  return buffer;
}

}  // namespace

FileSender::FileSender(std::filesystem::path folder) : folder_(std::move(folder)) {
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder_, error)) {
    if (entry.path().filename().string().ends_with(".eml.tmp")) std::filesystem::remove(entry.path(), error);
  }
}

void FileSender::transfer(const std::string&, const std::string& to, const std::string& mime,
                          const KeepGoing&) {
  std::filesystem::create_directories(folder_);
  std::string name = utc_stamp() + "-" + std::to_string(sequence_++) + "-" + file_safe(to) + ".eml";
  auto final_path = folder_ / name;
  auto temporary_path = folder_ / ("." + name + ".tmp");
  std::ofstream file(temporary_path, std::ios::binary | std::ios::trunc);
  file << mime;
  file.close();
  std::error_code error;
  if (file) std::filesystem::rename(temporary_path, final_path, error);
  if (!file || error) {
    // A full disk: nothing half-written stays behind; the message stays queued and is written again.
    std::filesystem::remove(temporary_path, error);
    throw std::runtime_error("cannot write " + final_path.string());
  }
}

}  // namespace secours::mail
