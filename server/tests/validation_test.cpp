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

// Every form reads a phone number and a language the same way.
TEST(Validation, PhoneAndLanguageFollowOneRule) {
  const nlohmann::json good{{"phone", " +1 (819) 555-0101 "}, {"language", "en"}},
      bad{{"phone", "819-555-O1O1"}, {"language", "es"}}, absent = nlohmann::json::object();
  Input reads(good);
  EXPECT_EQ(reads.optional_phone("phone"), "+1 (819) 555-0101");
  EXPECT_EQ(reads.language("language"), "en");
  EXPECT_TRUE(reads.errors().empty());
  Input refuses(bad);
  refuses.optional_phone("phone");
  refuses.language("language");
  EXPECT_EQ(refuses.errors().at("phone"), "invalid-phone");
  EXPECT_EQ(refuses.errors().at("language"), "invalid-language");
  Input defaults(absent);
  EXPECT_EQ(defaults.optional_phone("phone"), "");
  EXPECT_EQ(defaults.language("language"), "fr");
  EXPECT_TRUE(defaults.errors().empty());
}
