#include <utility>

#include "support/http_client.h"

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace secours::testing {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;

std::string HttpResult::header(const std::string& name) const {
  std::string lower;
  for (char c : name) lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  auto it = headers.find(lower);
  return it == headers.end() ? "" : it->second;
}

HttpResult http_request(std::uint16_t port, const std::string& method, const std::string& target,
                        const std::string& body, const std::map<std::string, std::string>& headers) {
  asio::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  bhttp::request<bhttp::string_body> request(bhttp::string_to_verb(method), target, 11);
  request.set(bhttp::field::host, "127.0.0.1:" + std::to_string(port));
  bool has_content_type = false;
  for (const auto& [name, value] : headers) {
    request.set(name, value);
    if (beast::iequals(name, "content-type")) has_content_type = true;
  }
  if (!body.empty() && !has_content_type) request.set(bhttp::field::content_type, "application/json");
  request.body() = body;
  request.prepare_payload();
  bhttp::write(stream, request);

  beast::flat_buffer buffer;
  bhttp::response_parser<bhttp::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  if (method == "HEAD") parser.skip(true);
  bhttp::read(stream, buffer, parser);
  auto& response = parser.get();
  HttpResult result;
  result.status = static_cast<int>(response.result_int());
  for (const auto& field : response) {
    std::string name(field.name_string());
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    auto [it, inserted] = result.headers.emplace(name, std::string(field.value()));
    if (!inserted) it->second += "\n" + std::string(field.value());
  }
  result.body = response.body();
  beast::error_code ignored;
  stream.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  return result;
}

}  // namespace secours::testing
