#include <gtest/gtest.h>

#include "common/validation.h"

using secours::validation::Input;

TEST(Validation, MaxLengthIsInCharactersLikeTheApiSays) {
  std::string accented;
  for (int i = 0; i < 250; ++i) accented += "xé";  // 750 bytes, 500 characters
  const nlohmann::json fitting{{"note", accented}}, longer{{"note", accented + "é"}};
  Input fits(fitting);
  EXPECT_EQ(fits.optional_text("note", 500), accented);
  EXPECT_FALSE(fits.failed("note"));
  Input too_long(longer);
  too_long.optional_text("note", 500);
  EXPECT_TRUE(too_long.failed("note"));
}
