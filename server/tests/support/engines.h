#pragma once

#include <gtest/gtest.h>

#include "support/test_database.h"

// Runs a parameterized suite once per database engine; PostgreSQL cases skip when
// TEST_DATABASE_URL is not set.
#define SECOURS_ON_BOTH_ENGINES(Suite)                                                \
  INSTANTIATE_TEST_SUITE_P(Engines, Suite, ::testing::Values("sqlite", "postgresql"), \
                           [](const ::testing::TestParamInfo<std::string>& info) { return info.param; })

#define SECOURS_SKIP_UNLESS_AVAILABLE(engine) \
  if (!::secours::testing::TestDatabase::available(engine)) GTEST_SKIP() << "TEST_DATABASE_URL not set"
