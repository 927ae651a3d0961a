#include <gtest/gtest.h>

#include "common/quebec_time.h"

using secours::montreal_iso8601;
using secours::parse_iso8601;
using secours::working_days_before;

TEST(ScheduleTime, ReadsAndWritesSessionTimesWithTheirOffset) {
  auto winter = parse_iso8601("2026-12-05T09:00:00-05:00");
  ASSERT_TRUE(winter);
  EXPECT_EQ(*winter, 1796479200);  // 2026-12-05T14:00:00Z
  EXPECT_EQ(montreal_iso8601(*winter), "2026-12-05T09:00:00-05:00");
  EXPECT_EQ(parse_iso8601("2026-12-05T14:00Z"), winter);
  EXPECT_EQ(parse_iso8601("2026-12-05T15:30:00+01:30"), winter);
  EXPECT_EQ(montreal_iso8601(*parse_iso8601("2026-07-01T14:00:00Z")), "2026-07-01T10:00:00-04:00");
}

TEST(ScheduleTime, FollowsMontrealDaylightSavingTimeChanges) {
  // 2026: summer time from March 8 2:00 to November 1 2:00, local time.
  EXPECT_EQ(montreal_iso8601(*parse_iso8601("2026-03-08T06:59:59Z")), "2026-03-08T01:59:59-05:00");
  EXPECT_EQ(montreal_iso8601(*parse_iso8601("2026-03-08T07:00:00Z")), "2026-03-08T03:00:00-04:00");
  EXPECT_EQ(montreal_iso8601(*parse_iso8601("2026-11-01T05:59:59Z")), "2026-11-01T01:59:59-04:00");
  EXPECT_EQ(montreal_iso8601(*parse_iso8601("2026-11-01T06:00:00Z")), "2026-11-01T01:00:00-05:00");
}

TEST(ScheduleTime, RefusesTimesWithoutOffsetOrOutOfRange) {
  for (const char* text :
       {"", "2026-12-05", "2026-12-05T09:00:00", "2026-12-05 09:00:00Z", "2026-02-30T09:00Z",
        "2026-12-05T24:00Z", "2026-12-05T09:60Z", "2026-12-05T09:00:00+5", "2026-12-05T09:00:00-05:00x",
        "2026-12-05T9:00:00Z", "tomorrow"}) {
    EXPECT_FALSE(parse_iso8601(text)) << text;
  }
}

TEST(ScheduleTime, CountsWorkingDaysBackSkippingWeekends) {
  EXPECT_EQ(working_days_before("2026-12-07", 5), "2026-11-30");  // Monday → the Monday before
  EXPECT_EQ(working_days_before("2026-12-05", 5), "2026-11-30");  // Saturday
  EXPECT_EQ(working_days_before("2026-12-10", 5), "2026-12-03");  // Thursday → Thursday
  EXPECT_EQ(working_days_before("2027-01-04", 1), "2027-01-01");  // across a year, Monday → Friday
}

TEST(ScheduleTime, FindsMontrealMidnightOnBothSidesOfTheTimeChanges) {
  EXPECT_EQ(secours::montreal_midnight("2026-12-01"), *parse_iso8601("2026-12-01T00:00:00-05:00"));
  EXPECT_EQ(secours::montreal_midnight("2026-07-01"), *parse_iso8601("2026-07-01T00:00:00-04:00"));
  EXPECT_EQ(secours::montreal_midnight("2026-03-08"), *parse_iso8601("2026-03-08T00:00:00-05:00"));
  EXPECT_EQ(secours::montreal_midnight("2026-11-01"), *parse_iso8601("2026-11-01T00:00:00-04:00"));
  EXPECT_EQ(secours::montreal_midnight("2026-11-02"), *parse_iso8601("2026-11-02T00:00:00-05:00"));
  EXPECT_EQ(secours::add_days("2026-03-01", -1), "2026-02-28");
  EXPECT_EQ(secours::add_days("2028-02-28", 1), "2028-02-29");
  EXPECT_EQ(secours::add_days("2026-12-28", 7), "2027-01-04");
}
