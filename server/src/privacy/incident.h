#pragma once

#include <optional>
#include <string>

namespace secours::privacy {

// An entry of the register of confidentiality incidents (Law 25, art. 3.8 and its regulation): what
// happened, to whom and to what data, the risk of serious injury assessed, and who was told when.
struct IncidentFields {
  std::string occurred_on, discovered_on;  // YYYY-MM-DD
  std::string description, people_concerned, data_concerned;
  bool serious_risk = false;
  std::string risk_assessment, measures;
  std::optional<std::string> commission_notified_on, people_notified_on;  // YYYY-MM-DD
};

struct Incident : IncidentFields {
  long long id = 0;
  std::string recorded_by;  // the admin's email
  long long created_at = 0, updated_at = 0;
};

}  // namespace secours::privacy
