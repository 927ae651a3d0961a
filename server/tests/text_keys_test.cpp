#include <gtest/gtest.h>

#include "common/text_keys.h"
#include "courses/course_input.h"

using namespace secours::courses;
using namespace secours::text;

TEST(CourseTextKeys, SlugsAreLowerCaseAsciiWithoutAccents) {
  EXPECT_EQ(slugify("Soins immédiats en réanimation"), "soins-immediats-en-reanimation");
  EXPECT_EQ(slugify("  Cœur + AVC : RCR / DEA — niveau C!  "), "coeur-avc-rcr-dea-niveau-c");
  EXPECT_EQ(slugify("ÉLÈVES À L'ÉCOLE"), "eleves-a-l-ecole");
}

TEST(CourseTextKeys, SlugsAreNeverEmptyNorANumber) {
  EXPECT_EQ(slugify("!!!"), "cours");
  EXPECT_EQ(slugify("2024"), "cours-2024");
  EXPECT_TRUE(is_valid_slug(slugify("中文")));
}

TEST(CourseTextKeys, LongTitlesLeaveRoomForASuffix) {
  auto slug = slugify(std::string(200, 'a'));
  EXPECT_LE(slug.size() + 3, max_slug_length);
  EXPECT_TRUE(is_valid_slug(slug + "-99"));
}

TEST(CourseTextKeys, ValidSlugsAreDashSeparatedWordsWithALetter) {
  EXPECT_TRUE(is_valid_slug("rcr-dea-niveau-c"));
  EXPECT_FALSE(is_valid_slug("123"));
  EXPECT_FALSE(is_valid_slug("RCR"));
  EXPECT_FALSE(is_valid_slug("rcr--dea"));
  EXPECT_FALSE(is_valid_slug("-rcr"));
  EXPECT_FALSE(is_valid_slug("rcr dea"));
  EXPECT_FALSE(is_valid_slug(""));
}

TEST(CourseTextKeys, CaseFoldingCoversFrenchLetters) {
  EXPECT_EQ(fold_case("ÉTOUFFEMENT Œdème"), "étouffement œdème");
  EXPECT_EQ(search_key("Réanimation Cœur"), "reanimation coeur");
  EXPECT_EQ(utf8_length("Épinéphrine"), 11u);
}

TEST(CourseTextKeys, ImagePathsStayInsideTheSite) {
  EXPECT_TRUE(is_site_image_path("/images/courses/rcr-dea-niveau-c.svg"));
  EXPECT_TRUE(is_site_image_path("/uploads/Ab_3-x.png"));
  EXPECT_FALSE(is_site_image_path("/uploads/../secret"));
  EXPECT_FALSE(is_site_image_path("/etc/passwd"));
  EXPECT_FALSE(is_site_image_path("/images/a b.png"));
  EXPECT_FALSE(is_site_image_path("//evil.example/x.png"));
}
