#include "backups/manifest.h"

#include <nlohmann/json.hpp>

#include "backups/archive.h"

namespace secours::backups {

namespace {
constexpr const char* format_name = "secours-backup";
constexpr int format_version = 1;
}  // namespace

long long Manifest::rows(const std::string& table) const {
  auto it = tables.find(table);
  return it == tables.end() ? 0 : it->second;
}

std::string manifest_json(const Manifest& manifest) {
  nlohmann::json members = nlohmann::json::array();
  for (const auto& member : manifest.members)
    members.push_back({{"name", member.name}, {"bytes", member.bytes}, {"sha256", member.sha256}});
  nlohmann::json json = {{"format", format_name},       {"formatVersion", format_version},
                         {"version", manifest.version}, {"createdAt", manifest.created_at},
                         {"engine", manifest.engine},   {"schemaVersion", manifest.schema_version},
                         {"tables", manifest.tables},   {"members", members}};
  return json.dump(2) + "\n";
}

Manifest parse_manifest(const std::string& text) {
  auto json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded() || !json.is_object() || json.value("format", "") != format_name)
    throw ArchiveError("not a Secours backup (its manifest.json is not one)");
  if (json.value("formatVersion", 0) != format_version)
    throw ArchiveError("a backup of an unknown format version " +
                       json.value("formatVersion", nlohmann::json()).dump());
  try {
    Manifest manifest;
    manifest.version = json.at("version").get<std::string>();
    manifest.created_at = json.at("createdAt").get<long long>();
    manifest.engine = json.at("engine").get<std::string>();
    manifest.schema_version = json.at("schemaVersion").get<int>();
    manifest.tables = json.at("tables").get<std::map<std::string, long long>>();
    for (const auto& member : json.at("members"))
      manifest.members.push_back({member.at("name").get<std::string>(),
                                  member.at("bytes").get<unsigned long long>(),
                                  member.at("sha256").get<std::string>()});
    if (manifest.engine != "sqlite" && manifest.engine != "postgresql")
      throw ArchiveError("a backup of an unknown database engine " + manifest.engine);
    return manifest;
  } catch (const nlohmann::json::exception& error) {
    throw ArchiveError(std::string("a damaged manifest.json: ") + error.what());
  }
}

}  // namespace secours::backups
