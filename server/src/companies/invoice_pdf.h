#pragma once

#include <string>

#include "companies/invoice.h"

namespace secours::companies {

// An invoice as a PDF (issue 26): the French original, then an English copy when the company's language
// is English. Pages follow one another when the lines do not fit on one.
std::string render_invoice_pdf(const Invoice& invoice);
// The receipt of an invoice paid in full: the same lines, the payments received, and the stamp.
std::string render_invoice_receipt_pdf(const Invoice& invoice);

}  // namespace secours::companies
