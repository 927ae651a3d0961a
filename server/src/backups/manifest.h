#pragma once

#include <map>
#include <string>
#include <vector>

namespace secours::backups {

// One file of an archive as the manifest records it.
struct ManifestMember {
  std::string name;
  unsigned long long bytes = 0;
  std::string sha256;
};

// What an archive holds (manifest.json, written after its members): the version and schema that wrote
// it, the rows of each table in the copy, and each member's size and SHA-256.
struct Manifest {
  std::string version;
  long long created_at = 0;
  std::string engine;  // "sqlite" or "postgresql"
  int schema_version = 0;
  std::map<std::string, long long> tables;
  std::vector<ManifestMember> members;

  long long rows(const std::string& table) const;
};

// The archive's fixed member names.
inline constexpr const char* manifest_name = "manifest.json";
inline constexpr const char* manifest_checksum_name = "manifest.sha256";
inline constexpr const char* sqlite_member = "database.sqlite";
inline constexpr const char* postgres_member = "database.pgdump";
inline constexpr const char* uploads_prefix = "uploads/";

std::string manifest_json(const Manifest& manifest);
// Throws ArchiveError when `text` is not a Secours backup manifest.
Manifest parse_manifest(const std::string& text);

}  // namespace secours::backups
