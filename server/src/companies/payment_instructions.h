#pragma once

#include <string>

#include "core/config.h"

namespace secours::companies {

// How a company pays its invoices, in `language` (issue 42): INVOICE_PAYMENT_INSTRUCTIONS_FR/_EN (the
// English falls back to the French text, whose account numbers are the same), else an Interac transfer to
// the office's address or a cheque to the company's name. Read from the configuration when shown: an
// invoice downloaded again says where to pay today.
std::string invoice_payment_instructions(const core::Config& config, const std::string& language);

}  // namespace secours::companies
