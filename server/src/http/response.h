#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace secours::http {

// A response built by handlers; the Beast session turns it into bytes. Headers are a list because
// Set-Cookie may repeat.
struct Response {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  // Instead of `body`: a file the server sends and then removes (a large export written to disk
  // rather than kept in memory, see common/spool_file.h).
  std::string body_file;

  // Replaces any header with the same (case-insensitive) name.
  void set_header(std::string_view name, std::string value);
  // Adds a header even if one with that name exists (Set-Cookie).
  void add_header(std::string name, std::string value);
  const std::string* find_header(std::string_view name) const;

  static Response text(int status, std::string body, std::string content_type = "text/plain; charset=utf-8");
  static Response no_content();
  // A private file the browser saves rather than shows (a receipt, a certificate, an export); never
  // cached, since it is one person's.
  static Response download(std::string body, std::string content_type, const std::string& filename);
  // The same, of a spooled file that the server sends and removes.
  static Response download_file(std::string path, std::string content_type, const std::string& filename);
};

}  // namespace secours::http
