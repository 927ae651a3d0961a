#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "documents/document.h"

namespace secours::documents {

// [{id, kind, number, issuedAt, totalCents}], as a booking lists its receipts and credit notes.
nlohmann::json documents_json(const std::vector<DocumentSummary>& documents);

}  // namespace secours::documents
