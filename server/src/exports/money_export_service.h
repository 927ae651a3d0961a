#pragma once

#include <string>

#include "core/context.h"
#include "exports/csv_spool.h"

namespace secours::exports {

// What an admin asks for: the money movements of the Quebec dates [from, to], both YYYY-MM-DD.
struct MoneyExportRequest {
  std::string from, to;
  std::string language = "fr";  // fr: French headings, ';' and decimal comma; en: English, ',' and '.'
};

// The accountant's export (docs/decisions/024-money-export.md): one row per money movement, that is
// per receipt (a payment) and per credit note (a refund, negative), as issued. Throws ValidationError
// for missing or malformed dates, a range that ends before it starts, or one longer than ten years.
CsvFile export_money(core::Context& context, const MoneyExportRequest& request);

}  // namespace secours::exports
