#include "backups/backup_service.h"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>

#include "backups/archive.h"
#include "backups/backup_repository.h"
#include "backups/database_tools.h"
#include "common/crypto.h"
#include "common/sha256_stream.h"
#include "core/version.h"
#include "db/migrations.h"
#include "db/snapshot.h"
#include "db/transaction.h"

namespace secours::backups {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t largest_manifest = 16u << 20;

// Removes a file or folder when it goes out of scope, unless kept.
class Scratch {
 public:
  explicit Scratch(fs::path path) : path_(std::move(path)) {}
  ~Scratch() {
    if (path_.empty()) return;
    std::error_code error;
    fs::remove_all(path_, error);
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  const fs::path& path() const { return path_; }
  void keep() { path_.clear(); }

 private:
  fs::path path_;
};

fs::path beside(const fs::path& file, const std::string& suffix) {
  return fs::path(file.string() + suffix + crypto::random_token(6));
}

// The uploads, as (name in the archive, file), sorted: regular files only.
std::vector<std::pair<std::string, fs::path>> upload_files(const fs::path& folder) {
  std::vector<std::pair<std::string, fs::path>> files;
  std::error_code error;
  if (!fs::is_directory(folder, error)) return files;
  for (auto it = fs::recursive_directory_iterator(folder, error);
       !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    if (!it->is_regular_file(error) || it->is_symlink(error)) continue;
    files.emplace_back(uploads_prefix + fs::relative(it->path(), folder).generic_string(), it->path());
  }
  if (error) throw ArchiveError("cannot list " + folder.string() + ": " + error.message());
  std::sort(files.begin(), files.end());
  return files;
}

bool folder_has_files(const fs::path& folder) {
  std::error_code error;
  return fs::is_directory(folder, error) && !fs::is_empty(folder, error);
}

// Reads a whole archive, hashing every member, writing each to the file `destination` names for it
// ("" for none), and checks it against its manifest: see verify_backup.
Manifest read_and_check(const std::string& archive,
                        const std::function<fs::path(const std::string&)>& destination) {
  ArchiveReader reader(archive);
  std::string manifest_text, manifest_checksum;
  std::map<std::string, ManifestMember> seen;
  bool ended = false;
  while (auto member = reader.next()) {
    if (ended) throw ArchiveError("a member after the manifest's checksum: " + member->name);
    if (seen.contains(member->name) || (member->name == manifest_name && !manifest_text.empty()))
      throw ArchiveError("the member " + member->name + " is in the archive twice");
    if (member->name == manifest_name || member->name == manifest_checksum_name) {
      if (member->size > largest_manifest) throw ArchiveError("an oversized " + member->name);
      std::string& text = member->name == manifest_name ? manifest_text : manifest_checksum;
      reader.read([&text](const char* data, std::size_t size) { text.append(data, size); });
      ended = member->name == manifest_checksum_name;
      continue;
    }
    const auto target = destination(member->name);
    std::ofstream out;
    if (!target.empty()) {
      fs::create_directories(target.parent_path());
      out.open(target, std::ios::binary | std::ios::trunc);
      if (!out) throw ArchiveError("cannot write " + target.string());
    }
    crypto::Sha256Stream sha;
    reader.read([&](const char* data, std::size_t size) {
      sha.update(data, size);
      if (out.is_open() && !out.write(data, static_cast<std::streamsize>(size)))
        throw ArchiveError("cannot write " + target.string() + " (is the disk full?)");
    });
    if (out.is_open()) {
      out.close();
      if (!out) throw ArchiveError("cannot write " + target.string() + " (is the disk full?)");
    }
    seen[member->name] = {member->name, member->size, sha.hex()};
  }
  if (manifest_text.empty()) throw ArchiveError("not a Secours backup: it has no manifest.json");
  if (!ended) throw ArchiveError("the archive is incomplete: its manifest.sha256 is missing");
  std::string expected = manifest_checksum;
  while (!expected.empty() && (expected.back() == '\n' || expected.back() == ' ')) expected.pop_back();
  crypto::Sha256Stream manifest_sha;
  manifest_sha.update(manifest_text.data(), manifest_text.size());
  if (manifest_sha.hex() != expected)
    throw ArchiveError("manifest.json is damaged: its checksum does not match");
  auto manifest = parse_manifest(manifest_text);
  for (const auto& member : manifest.members) {
    auto it = seen.find(member.name);
    if (it == seen.end()) throw ArchiveError(member.name + " is missing from the archive");
    if (it->second.bytes != member.bytes || it->second.sha256 != member.sha256)
      throw ArchiveError(member.name + " is damaged: its SHA-256 does not match the manifest");
    seen.erase(it);
  }
  if (!seen.empty()) throw ArchiveError(seen.begin()->first + " is in the archive but not in its manifest");
  return manifest;
}

std::string database_member(const Manifest& manifest) {
  return manifest.engine == "sqlite" ? sqlite_member : postgres_member;
}

// The copy's integrity, schema version and rows per table, against the manifest.
void check_sqlite_copy(const Manifest& manifest, const fs::path& file) {
  auto sql = db::open_sqlite_file(file.string());
  const auto integrity = db::sqlite_integrity_check(*sql);
  if (integrity != "ok") throw ArchiveError("the database copy fails SQLite's integrity check: " + integrity);
  if (db::schema_version(*sql) != manifest.schema_version)
    throw ArchiveError("the database copy's schema version differs from the manifest's");
  const auto counts = db::table_counts(*sql);
  if (counts != manifest.tables) {
    for (const auto& [table, rows] : manifest.tables)
      if (!counts.contains(table) || counts.at(table) != rows)
        throw ArchiveError("the database copy's table " + table + " has " +
                           std::to_string(counts.contains(table) ? counts.at(table) : 0) +
                           " rows, the manifest says " + std::to_string(rows));
    throw ArchiveError("the database copy has tables the manifest does not list");
  }
}

void check_copy(const Manifest& manifest, const fs::path& database_file) {
  if (manifest.engine == "sqlite") return check_sqlite_copy(manifest, database_file);
  pg_list(database_file.string());
}

}  // namespace

BackupResult write_backup(db::Database& database, const core::Config& config, const std::string& output,
                          long long now) {
  const auto started = std::chrono::steady_clock::now();
  const fs::path target = fs::absolute(output);
  if (fs::exists(target)) throw ArchiveError(target.string() + " exists already");
  if (!target.parent_path().empty()) fs::create_directories(target.parent_path());
  Scratch partial(beside(target, ".partial-"));
  Scratch copy(beside(target, ".database-"));

  Manifest manifest;
  manifest.version = core::version();
  manifest.created_at = now;
  manifest.engine = database.engine_name();
  if (database.engine() == db::Engine::sqlite) {
    db::sqlite_copy_into(database, copy.path().string());
    auto sql = db::open_sqlite_file(copy.path().string());
    manifest.schema_version = db::schema_version(*sql);
    manifest.tables = db::table_counts(*sql);
  } else {
    db::with_exported_snapshot(database, [&](soci::session& sql, const std::string& snapshot) {
      manifest.schema_version = db::schema_version(sql);
      manifest.tables = db::table_counts(sql);
      pg_dump(config.database_url, snapshot, copy.path().string());
    });
  }

  ArchiveWriter writer(partial.path().string());
  const auto member = database_member(manifest);
  const auto copy_bytes = fs::file_size(copy.path());
  manifest.members.push_back({member, copy_bytes, writer.add_file(member, copy.path().string(), now)});
  fs::remove(copy.path());
  for (const auto& [name, file] : upload_files(fs::path(config.data_dir) / "uploads")) {
    const auto bytes = fs::file_size(file);
    manifest.members.push_back({name, bytes, writer.add_file(name, file.string(), now)});
  }
  const auto text = manifest_json(manifest);
  writer.add_bytes(manifest_name, text, now);
  writer.add_bytes(manifest_checksum_name, crypto::sha256_hex(text) + "\n", now);
  writer.finish();
  fs::rename(partial.path(), target);
  partial.keep();
  sync_folder(target.parent_path().string());

  BackupResult result;
  result.file = target.string();
  result.bytes = fs::file_size(target);
  result.manifest = std::move(manifest);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

Manifest verify_backup(const std::string& archive) {
  const fs::path file = fs::absolute(archive);
  if (!fs::is_regular_file(file)) throw ArchiveError("no archive at " + file.string());
  Scratch staging(beside(file, ".verify-"));
  fs::create_directories(staging.path());
  const auto database_file = staging.path() / "database";
  auto manifest = read_and_check(file.string(), [&](const std::string& name) -> fs::path {
    return name == sqlite_member || name == postgres_member ? database_file : fs::path();
  });
  check_copy(manifest, database_file);
  return manifest;
}

Manifest restore_backup(const core::Config& config, const std::string& archive, bool force) {
  const fs::path file = fs::absolute(archive);
  if (!fs::is_regular_file(file)) throw ArchiveError("no archive at " + file.string());
  const bool sqlite = is_sqlite_url(config.database_url);
  const std::string engine = sqlite ? "sqlite" : "postgresql";
  const fs::path uploads = fs::absolute(fs::path(config.data_dir) / "uploads");

  // Refused before anything is read: a place that holds data.
  if (!force) {
    if (database_has_tables(config.database_url))
      throw ArchiveError(
          "the database at DATABASE_URL is not empty: restore into an empty one, or pass --force to "
          "replace it");
    if (folder_has_files(uploads))
      throw ArchiveError(uploads.string() + " is not empty: restore into an empty DATA_DIR, or pass --force");
  }
  const fs::path database_target = sqlite ? fs::absolute(sqlite_path_of(config.database_url)) : fs::path();
  fs::create_directories(uploads.parent_path());
  if (sqlite && !database_target.parent_path().empty()) fs::create_directories(database_target.parent_path());
  Scratch staging(beside(sqlite ? database_target : uploads, ".restore-"));
  fs::create_directories(staging.path());
  const auto database_file = staging.path() / "database";
  const auto staged_uploads = staging.path() / "uploads";
  fs::create_directories(staged_uploads);
  auto manifest = read_and_check(file.string(), [&](const std::string& name) -> fs::path {
    if (name == sqlite_member || name == postgres_member) {
      if ((name == sqlite_member) != sqlite)
        throw ArchiveError("this archive holds a " + std::string(sqlite ? "PostgreSQL" : "SQLite") +
                           " database and DATABASE_URL is " + engine + ": restore it with the same engine");
      return database_file;
    }
    if (name.starts_with(uploads_prefix))
      return staged_uploads / name.substr(std::string(uploads_prefix).size());
    throw ArchiveError("an unexpected member " + name);
  });
  const int latest = db::embedded_migrations().back().version;
  if (manifest.schema_version > latest)
    throw ArchiveError("this archive was made by a newer version (schema " +
                       std::to_string(manifest.schema_version) + ", this one knows " +
                       std::to_string(latest) + "): upgrade secours first");
  check_copy(manifest, database_file);

  if (sqlite) {
    // The replaced database's write-ahead log must not be applied to the restored file.
    for (const auto* suffix : {"-wal", "-shm", "-journal"}) fs::remove(database_target.string() + suffix);
    fs::rename(database_file, database_target);
    sync_folder(database_target.parent_path().string());
  } else {
    pg_restore(config.database_url, database_file.string(), force);
    const auto counts = table_counts_at(config.database_url);
    for (const auto& [table, rows] : manifest.tables) {
      auto it = counts.find(table);
      if (it == counts.end() || it->second != rows)
        throw ArchiveError("after pg_restore the table " + table + " does not hold the manifest's " +
                           std::to_string(rows) + " rows");
    }
  }
  // The uploads last: the old folder is moved aside, the restored one put in its place.
  const auto old_uploads = beside(uploads, ".old-");
  if (fs::exists(uploads)) fs::rename(uploads, old_uploads);
  fs::rename(staged_uploads, uploads);
  std::error_code ignored;
  fs::remove_all(old_uploads, ignored);
  return manifest;
}

namespace {

void record_end(core::Context& context, long long id, const std::string& file, unsigned long long bytes,
                bool verified, const std::string& error) {
  db::Transaction tx(context.database);
  finish(tx.sql(), id, context.clock.now(), file, static_cast<long long>(bytes), verified, error);
  tx.commit();
}

}  // namespace

BackupResult backup_now(core::Context& context, const std::string& output, bool verify) {
  const long long now = context.clock.now();
  long long id = 0;
  {
    db::Transaction tx(context.database);
    id = start_manual(tx.sql(), now);
    tx.commit();
  }
  BackupResult result;
  std::string failure;
  try {
    result = write_backup(context.database, context.config, output, now);
    if (verify) verify_backup(result.file);
  } catch (const std::exception& error) {
    failure = error.what();
  }
  record_end(context, id, failure.empty() ? result.file : output, result.bytes, verify && failure.empty(),
             failure);
  if (!failure.empty()) throw ArchiveError(failure);
  return result;
}

std::vector<BackupRun> recent_backups(core::Context& context, int limit) {
  auto sql = db::connection(context.database);
  return recent(*sql, limit);
}

std::optional<long long> last_verified_backup_at(core::Context& context) {
  auto sql = db::connection(context.database);
  return last_verified_at(*sql);
}

}  // namespace secours::backups
