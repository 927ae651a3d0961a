#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>

#include "app/app.h"
#include "support/test_server.h"

namespace {

// METHOD path pairs documented in api/openapi.yaml (paths at two spaces, methods at four): the API and
// the two files made for crawlers.
std::set<std::string> documented_operations() {
  std::ifstream in(SECOURS_OPENAPI_PATH);
  EXPECT_TRUE(in) << "cannot read " << SECOURS_OPENAPI_PATH;
  std::set<std::string> operations;
  std::regex path_line(R"(^  (/\S*):\s*$)");
  std::regex method_line(R"(^    (get|post|put|patch|delete):\s*$)");
  std::string line, current;
  std::smatch match;
  while (std::getline(in, line)) {
    if (std::regex_match(line, match, path_line)) {
      current = match[1];
    } else if (!current.empty() && std::regex_match(line, match, method_line)) {
      std::string method = match[1];
      for (auto& c : method) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      operations.insert(method + " " + current);
    } else if (!line.empty() && line[0] != ' ') {
      current.clear();
    }
  }
  return operations;
}

}  // namespace

TEST(OpenApi, DocumentsEveryRouteTheServerHasAndNoOther) {
  secours::testing::TestServer server("sqlite");
  auto documented = documented_operations();
  std::set<std::string> served;
  for (const auto& route : server.app().router().routes()) served.insert(route.method + " " + route.pattern);
  for (const auto& operation : served)
    EXPECT_TRUE(documented.contains(operation)) << "undocumented: " << operation;
  for (const auto& operation : documented)
    EXPECT_TRUE(served.contains(operation)) << "not served: " << operation;
}
