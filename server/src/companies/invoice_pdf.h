#pragma once

#include <string>

#include "companies/invoice.h"
#include "core/config.h"

namespace secours::companies {

// An invoice as a PDF (issue 26): the French original, then an English copy when the company's language
// is English. Pages follow one another when the lines do not fit on one. Under its totals, how to pay it
// (invoice_payment_instructions, in each copy's language).
std::string render_invoice_pdf(const Invoice& invoice, const core::Config& config);
// The receipt of an invoice paid in full: the same lines, the payments received, and the stamp.
std::string render_invoice_receipt_pdf(const Invoice& invoice);

}  // namespace secours::companies
