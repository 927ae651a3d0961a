#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "support/api_helpers.h"
#include "support/engines.h"

namespace secours::testing {

// A server with a signed-up manager, and the calls that set up their company (companies_test.cpp,
// company_tools_test.cpp).
class Companies : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    manager_ = sign_up(*server_, "gestion@acme.example");
  }
  nlohmann::json company_body(const std::string& name = "Acme Québec inc.") {
    return {{"name", name},
            {"address", "12 rue Principale, Gatineau (Québec) J8X 1A1"},
            {"billingEmail", "comptes@acme.example"}};
  }
  long long create_company(const std::string& cookie, const std::string& name = "Acme Québec inc.") {
    auto created = call(*server_, "POST", "/api/companies", company_body(name), cookie);
    EXPECT_EQ(created.status, 201) << created.body;
    return created.json()["company"]["id"].get<long long>();
  }
  long long add_workplace(long long company, const nlohmann::json& body) {
    auto added =
        call(*server_, "POST", "/api/companies/" + std::to_string(company) + "/workplaces", body, manager_);
    EXPECT_EQ(added.status, 201) << added.body;
    return added.json()["workplace"]["id"].get<long long>();
  }
  long long add_employee(long long company, const nlohmann::json& body) {
    auto added =
        call(*server_, "POST", "/api/companies/" + std::to_string(company) + "/employees", body, manager_);
    EXPECT_EQ(added.status, 201) << added.body;
    return added.json()["employee"]["id"].get<long long>();
  }

  std::unique_ptr<TestServer> server_;
  std::string manager_;
};

}  // namespace secours::testing
