#pragma once

#include <algorithm>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/enum_names.h"

namespace secours::companies {

// Where a workplace is, in the regulation's sense: its sector sets how many first-aiders a shift needs.
enum class Sector { establishment, construction, forestry };
inline constexpr EnumNames<Sector, 3> sector_names{{"establishment", "construction", "forestry"}};

// An employer that books seats for its workers (issue 26).
struct Company {
  long long id = 0;
  std::string name;
  std::string address;
  std::string billing_email;
  std::string neq;             // Quebec enterprise number (10 digits) or empty
  std::string purchase_order;  // the buyer's reference, printed on its invoices, or empty
  std::string language = "fr";
  bool credit_approved = false;  // the office lets it pay on invoice
  long long created_at = 0;
};

// A company as one of its managers takes part in it (what their data's export lists, Law 25).
struct Membership {
  Company company;
  long long since = 0;      // when they became its manager
  bool created_it = false;  // they created it
};

// An account managing the company.
struct Manager {
  long long user_id = 0;
  std::string first_name, last_name, email;
  long long since = 0;
};

// Its managers, and the addresses invited that no account proved yet (address, when).
struct Managers {
  std::vector<Manager> managers;
  std::vector<std::pair<std::string, long long>> invitations;
};

struct Workplace {
  long long id = 0;
  long long company_id = 0;
  std::string name;
  std::string address;
  Sector sector = Sector::establishment;
  std::vector<int> shifts;  // the workers assigned to each shift, in order
  long long created_at = 0;
  // The day it closed (YYYY-MM-DD): kept in the history, no longer in the compliance nor offered.
  std::optional<std::string> closed_on;
};

struct Employee {
  long long id = 0;
  long long company_id = 0;
  std::optional<long long> workplace_id;
  std::optional<int> shift;  // the position of the workplace's shift
  std::string first_name;
  std::string last_name;
  std::string email;            // optional
  std::string employee_number;  // the employer's own number for them, optional
  long long created_at = 0;
  // The day they left (YYYY-MM-DD): kept in the history and on past invoices, no longer counted in the
  // compliance nor offered to book.
  std::optional<std::string> left_on;
};

// One shift of a workplace against the regulation: the first-aiders it needs and those it has.
struct ShiftCompliance {
  int workers = 0;
  int required = 0;
  int certified = 0;      // employees of the shift holding a valid first-aid certificate of ours
  int expiring_soon = 0;  // of those, whose certificate expires within 90 days
  int booked = 0;         // others of the shift with a seat booked in a first-aid class still to end
  // First-aiders still to find: neither certified nor booked (the one rule the page and "book the missing
  // seats" read).
  int missing() const { return std::max(0, required - certified - booked); }
};

struct WorkplaceCompliance {
  Workplace workplace;
  std::vector<ShiftCompliance> shifts;
};

// The next session of a workplace first-aid course with a free seat: where "book the missing seats" goes.
struct FirstAidSession {
  long long session_id = 0, course_id = 0;
  long long starts_at = 0;
  int seats_left = 0;
};

// Who the notice to post names: each shift's first-aiders ("Prénom Nom") and their certificate's expiry.
struct FirstAider {
  std::string name;
  std::string expires_on;  // YYYY-MM-DD
};
struct FirstAidersNotice {
  std::string company_name;
  Workplace workplace;
  std::vector<ShiftCompliance> shifts;
  std::vector<std::vector<FirstAider>> first_aiders;  // by shift
  long long issued_at = 0;
};

}  // namespace secours::companies
