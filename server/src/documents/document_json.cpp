#include "documents/document_json.h"

#include "common/time_format.h"

namespace secours::documents {

nlohmann::json documents_json(const std::vector<DocumentSummary>& documents) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& document : documents) {
    list.push_back({{"id", document.id},
                    {"kind", document.kind},
                    {"number", document.number},
                    {"issuedAt", iso8601(document.issued_at)},
                    {"totalCents", document.total_cents}});
  }
  return list;
}

}  // namespace secours::documents
