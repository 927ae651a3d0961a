#include "http/compression.h"

#include <brotli/encode.h>
#include <zlib.h>

#include <cstdlib>
#include <stdexcept>

namespace secours::http {

namespace {

// The API's JSON, the crawlers' files and the rendered pages. Not the CSV export: the site shows its
// download's progress against Content-Length, which must then count the bytes it reads.
bool is_generated_text(const std::string& type) {
  return type.starts_with("application/json") || type.starts_with("application/xml") ||
         type.starts_with("text/plain") || type.starts_with("text/html");
}

}  // namespace

bool accepts_encoding(std::string_view accept_encoding, std::string_view coding) {
  while (!accept_encoding.empty()) {
    auto comma = accept_encoding.find(',');
    std::string_view item = accept_encoding.substr(0, comma);
    accept_encoding =
        comma == std::string_view::npos ? std::string_view{} : accept_encoding.substr(comma + 1);
    auto semicolon = item.find(';');
    std::string_view name = item.substr(0, semicolon);
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    if (name != coding) continue;
    if (semicolon == std::string_view::npos) return true;
    auto q = item.find("q=", semicolon);
    return q == std::string_view::npos || std::strtod(std::string(item.substr(q + 2)).c_str(), nullptr) > 0;
  }
  return false;
}

std::string gzip(std::string_view body) {
  z_stream stream{};
  // 15 window bits + 16: a gzip header and trailer rather than zlib's.
  if (deflateInit2(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    throw std::runtime_error("deflateInit2 failed");
  }
  std::string out(deflateBound(&stream, static_cast<uLong>(body.size())), '\0');
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(body.data()));
  stream.avail_in = static_cast<uInt>(body.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  const int result = deflate(&stream, Z_FINISH);
  deflateEnd(&stream);
  if (result != Z_STREAM_END) throw std::runtime_error("deflate did not finish");
  out.resize(stream.total_out);
  return out;
}

std::string brotli(std::string_view body, int quality) {
  std::string out(BrotliEncoderMaxCompressedSize(body.size()), '\0');
  std::size_t size = out.size();
  if (!BrotliEncoderCompress(quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, body.size(),
                             reinterpret_cast<const std::uint8_t*>(body.data()), &size,
                             reinterpret_cast<std::uint8_t*>(out.data()))) {
    throw std::runtime_error("brotli compression failed");
  }
  out.resize(size);
  return out;
}

std::string_view preferred_encoding(std::string_view accept_encoding) {
  if (accepts_encoding(accept_encoding, "br")) return "br";
  if (accepts_encoding(accept_encoding, "gzip")) return "gzip";
  return {};
}

void vary_on_encoding(Response& response) {
  const std::string* vary = response.find_header("Vary");
  if (!vary) {
    response.set_header("Vary", "Accept-Encoding");
  } else if (vary->find("Accept-Encoding") == std::string::npos) {
    response.set_header("Vary", *vary + ", Accept-Encoding");
  }
}

void compress_if_worthwhile(const Request& request, Response& response) {
  const std::string* type = response.find_header("Content-Type");
  if (!type || !is_generated_text(*type) || response.find_header("Content-Encoding")) return;
  vary_on_encoding(response);
  if (response.body.size() < smallest_worth_compressing) return;
  const std::string_view coding = preferred_encoding(request.header("accept-encoding"));
  if (coding.empty()) return;
  response.body = coding == "br" ? brotli(response.body) : gzip(response.body);
  response.set_header("Content-Encoding", std::string(coding));
}

}  // namespace secours::http
