#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bookings/booking_status.h"
#include "common/enum_names.h"

namespace secours::rosters {

// An attendee's check-in and the skills test's result, as the instructor records them (issue 29).
enum class Attendance { present, absent, late };
inline constexpr EnumNames<Attendance, 3> attendance_names{{"present", "absent", "late"}};
enum class Result { passed, remediation, failed, no_show };
inline constexpr EnumNames<Result, 4> result_names{{"passed", "remediation", "failed", "no-show"}};

// How the roster's screen and a person's data name them, in French or in English.
inline const char* attendance_label(Attendance attendance, bool french) {
  switch (attendance) {
    case Attendance::present:
      return french ? "Présent" : "Present";
    case Attendance::late:
      return french ? "En retard" : "Late";
    case Attendance::absent:
      break;
  }
  return "Absent";
}
inline const char* result_label(Result result, bool french) {
  switch (result) {
    case Result::passed:
      return french ? "Réussi" : "Passed";
    case Result::remediation:
      return french ? "Reprise nécessaire" : "Remediation needed";
    case Result::failed:
      return french ? "Échoué" : "Failed";
    case Result::no_show:
      break;
  }
  return french ? "Absent au test" : "No-show at test";
}

// What is recorded of one attendee (a booking of the session). `version` counts the changes.
struct RosterEntry {
  std::optional<Attendance> attendance{};  // on the session's first day
  // On each later day of a session over several (issue 41): day 2 first; shorter when not recorded.
  std::vector<std::optional<Attendance>> later_days{};
  std::optional<Result> result{};
  std::string note{};
  int version = 0;

  // On day `position` (1: the first).
  std::optional<Attendance> on_day(std::size_t position) const {
    if (position <= 1) return attendance;
    return position - 2 < later_days.size() ? later_days[position - 2] : std::nullopt;
  }
  void set_day(std::size_t position, std::optional<Attendance> value) {
    if (position <= 1) {
      attendance = value;
      return;
    }
    if (later_days.size() < position - 1) later_days.resize(position - 1);
    later_days[position - 2] = value;
    while (!later_days.empty() && !later_days.back()) later_days.pop_back();
  }
  bool same_values(const RosterEntry& other) const {
    return attendance == other.attendance && later_days == other.later_days && result == other.result &&
           note == other.note;
  }
  // A result of the test needs the attendee there (present or late) on each of the session's `days`;
  // no-show does not.
  bool consistent(std::size_t days) const {
    if (!result || *result == Result::no_show) return true;
    for (std::size_t day = 1; day <= days; ++day) {
      const auto there = on_day(day);
      if (there != Attendance::present && there != Attendance::late) return false;
    }
    return true;
  }
};

// One line of the roster: the booking's attendee and what the instructor recorded.
struct RosterAttendee {
  long long booking_id = 0;
  std::string reference{};
  std::string first_name{}, last_name{}, email{}, phone{};
  std::string company{};  // the employer that booked the seat, or empty
  bookings::BookingStatus booking_status = bookings::BookingStatus::pending;
  bookings::PaymentStatus payment_status = bookings::PaymentStatus::awaiting_payment;
  std::string special_requests{};
  std::string language = "fr";
  long long user_id = 0;  // 0: no account joined yet
  RosterEntry entry{};
  std::string credential_id{};  // its certificate's number, or empty
  long long session_days = 1;   // how many days its session has (issue 41)

  std::string name() const { return first_name + " " + last_name; }
  bool paid() const { return payment_status == bookings::PaymentStatus::paid; }
};

// What a roster holds about one booking, as its attendee's data export shows it (privacy/).
struct RecordedEntry {
  long long booking_id = 0;
  long long session_id = 0;  // the session it was recorded on
  long long session_starts_at = 0;
  long long session_days = 1;  // how many days that session has
  RosterEntry entry{};
  long long updated_at = 0;
};

struct Reopening {
  long long at = 0;
  std::string by{};
  std::string reason{};
};

// The roster's state: open, or finalized (signed) by an instructor; the office's reopenings.
struct RosterState {
  long long finalized_at = 0;  // 0: open
  std::string finalized_by{};  // their name
  long long finalized_by_id = 0;
  std::string signature{};
  std::vector<Reopening> reopenings{};

  bool finalized() const { return finalized_at != 0; }
};

// A change the instructor sends: each field absent when unchanged.
struct EntryChange {
  // The check-in of each day it sets (1: the first), nullopt clearing it (issue 41: a session over
  // several days is checked in each day).
  std::map<int, std::optional<Attendance>> days{};
  bool sets_result = false;
  std::optional<Result> result{};
  std::optional<std::string> note{};
  std::optional<int> version{};  // the version the device last saw
};

// What a finalized roster issued, and whom it left out and why ("unpaid", "not-passed", "no-result").
struct IssuedCertificate {
  long long booking_id = 0;
  std::string name{};
  std::string credential_id{};
};
struct LeftOut {
  long long booking_id = 0;
  std::string name{};
  std::string reason{};
  std::optional<Result> result{};
};
struct Finalized {
  RosterState state{};
  std::vector<IssuedCertificate> certificates{};
  std::vector<LeftOut> left_out{};
};

}  // namespace secours::rosters
