#include "http/static_files.h"

#include "http/compression.h"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <optional>
#include <sstream>
#include <unordered_map>

#include "common/url_encoding.h"
#include "http/url.h"

namespace secours::http {

namespace fs = std::filesystem;

namespace {

std::optional<fs::path> safe_relative_path(std::string_view raw_path) {
  fs::path relative;
  std::size_t start = 1;
  while (start <= raw_path.size()) {
    auto slash = raw_path.find('/', start);
    if (slash == std::string_view::npos) slash = raw_path.size();
    auto segment = percent_decode(raw_path.substr(start, slash - start));
    start = slash + 1;
    if (!segment) return std::nullopt;
    if (segment->empty()) continue;
    // No parent or hidden entries, and no separator smuggled in through an escape.
    if (segment->front() == '.' ||
        segment->find_first_of(std::string_view("/\\\0", 3)) != std::string::npos) {
      return std::nullopt;
    }
    relative /= *segment;
  }
  return relative;
}

bool is_compressible(const std::string& type) {
  return type.starts_with("text/") || type.starts_with("application/javascript") ||
         type.starts_with("application/json") || type.starts_with("image/svg+xml") ||
         type.starts_with("application/manifest+json");
}

std::string hex(std::uintmax_t value) {
  std::ostringstream out;
  out << std::hex << value;
  return out.str();
}

}  // namespace

// A file read once is looked at again (size and time: three system calls) at most this often: a new
// build shows within a second, and the site's page and assets, asked many times a second, cost no
// system call in between (perf on `/` under wrk: a tenth of the server's own CPU went to them).
constexpr auto recheck_after = std::chrono::seconds(1);

struct StaticFiles::FileData {
  std::uintmax_t size = 0;
  fs::file_time_type modified;
  std::shared_ptr<const std::string> content;
  std::chrono::steady_clock::time_point checked_at;
};

struct StaticFiles::Cache {
  std::mutex mutex;
  std::unordered_map<std::string, FileData> files;

  // The file's bytes, re-read when its size or time changed; nullopt when it is not a regular file.
  std::optional<FileData> load(const fs::path& path) {
    const auto now = std::chrono::steady_clock::now();
    auto key = path.string();
    {
      std::lock_guard lock(mutex);
      auto it = files.find(key);
      if (it != files.end() && now - it->second.checked_at < recheck_after) return it->second;
    }
    std::error_code error;
    auto status = fs::status(path, error);
    if (error || !fs::is_regular_file(status)) return std::nullopt;
    auto size = fs::file_size(path, error);
    if (error) return std::nullopt;
    auto modified = fs::last_write_time(path, error);
    if (error) return std::nullopt;
    {
      std::lock_guard lock(mutex);
      auto it = files.find(key);
      if (it != files.end() && it->second.size == size && it->second.modified == modified) {
        it->second.checked_at = now;
        return it->second;
      }
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    FileData data{size, modified, std::make_shared<const std::string>(std::move(bytes)), now};
    std::lock_guard lock(mutex);
    files[key] = data;
    return data;
  }
};

StaticFiles::StaticFiles(fs::path root, Options options)
    : options_(options), cache_(std::make_unique<Cache>()) {
  std::error_code error;
  auto canonical = fs::weakly_canonical(root, error);
  root_ = error ? root : canonical;
}

StaticFiles::~StaticFiles() = default;

std::string content_type_for(const fs::path& path) {
  static const std::unordered_map<std::string, std::string> types{
      {".html", "text/html; charset=utf-8"},
      {".js", "application/javascript; charset=utf-8"},
      {".mjs", "application/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json; charset=utf-8"},
      {".webmanifest", "application/manifest+json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".webp", "image/webp"},
      {".gif", "image/gif"},
      {".ico", "image/x-icon"},
      {".woff", "font/woff"},
      {".woff2", "font/woff2"},
      {".txt", "text/plain; charset=utf-8"},
      {".xml", "application/xml; charset=utf-8"},
      {".pdf", "application/pdf"},
      {".map", "application/json; charset=utf-8"},
  };
  auto it = types.find(to_lower(path.extension().string()));
  return it == types.end() ? "application/octet-stream" : it->second;
}

std::shared_ptr<const std::string> StaticFiles::read(const fs::path& relative) const {
  auto data = cache_->load(root_ / relative);
  return data ? data->content : nullptr;
}

std::optional<Response> StaticFiles::serve_file(const Request& request) const {
  auto relative = safe_relative_path(request.path);
  if (!relative) return Response::text(404, "Not found");
  fs::path file = root_ / *relative;
  if (!relative->empty()) {
    if (auto data = cache_->load(file)) return respond(request, file, std::move(*data), false);
  }
  if (!options_.history_fallback) return Response::text(404, "Not found");
  // Page paths get the app shell; missing files with an extension stay 404.
  bool looks_like_file = relative->filename().string().find('.') != std::string::npos;
  if (looks_like_file && request.header("accept").find("text/html") == std::string::npos) {
    return Response::text(404, "Not found");
  }
  return std::nullopt;
}

Response StaticFiles::serve(const Request& request) const {
  if (auto response = serve_file(request)) return std::move(*response);
  auto index = root_ / "index.html";
  auto data = cache_->load(index);
  if (!data) return Response::text(404, "The site has not been built.");
  return respond(request, index, std::move(*data), true);
}

Response StaticFiles::respond(const Request& request, const fs::path& file, FileData data,
                              bool fallback) const {
  auto relative = file.lexically_relative(root_);
  const std::string type = content_type_for(file);
  const bool hashed_asset = !fallback && relative.begin() != relative.end() && *relative.begin() == "assets";
  Response response;
  response.set_header("Content-Type", type);
  response.set_header("Cache-Control", hashed_asset || options_.immutable
                                           ? "public, max-age=31536000, immutable"
                                           : "no-cache");

  std::string encoding;
  if (is_compressible(type)) {
    response.set_header("Vary", "Accept-Encoding");
    const std::string accept_encoding = request.header("accept-encoding");
    for (auto [coding, suffix] : {std::pair{"br", ".br"}, std::pair{"gzip", ".gz"}}) {
      if (!accepts_encoding(accept_encoding, coding)) continue;
      auto variant = cache_->load(fs::path(file.string() + suffix));
      if (variant) {
        data = std::move(*variant);
        encoding = coding;
        break;
      }
    }
  }
  auto ticks = static_cast<std::uintmax_t>(data.modified.time_since_epoch().count());
  std::string etag =
      "\"" + hex(data.size) + "-" + hex(ticks) + (encoding.empty() ? "" : "-" + encoding) + "\"";
  response.set_header("ETag", etag);
  if (!encoding.empty()) response.set_header("Content-Encoding", encoding);

  const std::string if_none_match = request.header("if-none-match");
  if (!if_none_match.empty() && (if_none_match == "*" || if_none_match.find(etag) != std::string::npos)) {
    response.status = 304;
    return response;
  }
  response.body = *data.content;
  return response;
}

}  // namespace secours::http
