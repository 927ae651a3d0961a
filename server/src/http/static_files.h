#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "http/request.h"
#include "http/response.h"

namespace secours::http {

// Serves the built site from a web root: hashed assets cached for a year, index.html revalidated,
// history fallback to index.html for page paths, precompressed .br/.gz variants, ETag and 304.
// A path that would leave the web root, in any spelling, is answered 404.
class StaticFiles {
 public:
  struct Options {
    bool history_fallback = true;  // false: a missing file is 404 whatever the path looks like
    bool immutable = false;        // true: every file is cached for a year (its name is never reused)
  };

  explicit StaticFiles(std::filesystem::path root) : StaticFiles(std::move(root), Options{}) {}
  StaticFiles(std::filesystem::path root, Options options);
  ~StaticFiles();

  Response serve(const Request& request) const;
  // The file the request names, or nullopt for a page path that the history fallback would answer
  // with index.html (the application renders those itself: seo/site_page).
  std::optional<Response> serve_file(const Request& request) const;
  // The bytes of a file under the root (e.g. "index.html"), read through the same cache; nullptr
  // when it is missing.
  std::shared_ptr<const std::string> read(const std::filesystem::path& relative) const;

 private:
  struct Cache;
  struct FileData;
  // The answer for a file already read through the cache (each read checks the disk once).
  Response respond(const Request& request, const std::filesystem::path& file, FileData data,
                   bool fallback) const;
  std::filesystem::path root_;
  Options options_;
  std::unique_ptr<Cache> cache_;
};

// Content type for a file name, from its extension.
std::string content_type_for(const std::filesystem::path& path);

}  // namespace secours::http
