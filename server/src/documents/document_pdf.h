#pragma once

#include <string>

#include "documents/document.h"

namespace secours::documents {

// The receipt or credit note on A4 pages through the shared PDF layout (common/pdf.h): a French page,
// then the same page in English when the sale was made in English.
std::string render_document_pdf(const Document& document);

}  // namespace secours::documents
