#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/csv.h"
#include "common/paging.h"
#include "core/context.h"

namespace secours::exports {

struct CsvFile {
  std::string filename;
  std::string path;  // a spooled file (common/spool_file.h), sent and removed by the server
};

// The lines of the page of rows after `after` (all from the start when nullopt), and where the next
// page starts; nullopt there once this page was the last.
struct CsvPage {
  std::string lines;
  std::optional<Keyset> next;
};
using CsvPageReader = std::function<CsvPage(const std::optional<Keyset>& after)>;

// An export written to disk a page of rows at a time and sent from there (decision 038): the byte
// order mark, the headings, then each page. A disk that refuses is a 503 storage-unavailable.
CsvFile spool_csv(core::Context& context, std::string filename, const std::vector<std::string>& headings,
                  csv::Dialect dialect, const CsvPageReader& read_page);

}  // namespace secours::exports
