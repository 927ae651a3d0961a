#pragma once

#include <cstdint>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace secours::testing {

struct HttpResult {
  int status = 0;
  std::map<std::string, std::string> headers;  // lower-case names
  std::string body;

  std::string header(const std::string& name) const;
  nlohmann::json json() const { return nlohmann::json::parse(body); }
};

// A blocking HTTP/1.1 client for tests: one connection per call.
HttpResult http_request(std::uint16_t port, const std::string& method, const std::string& target,
                        const std::string& body = "", const std::map<std::string, std::string>& headers = {});

}  // namespace secours::testing
