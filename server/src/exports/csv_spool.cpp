#include "exports/csv_spool.h"

#include <spdlog/spdlog.h>

#include "common/errors.h"
#include "common/spool_file.h"

namespace secours::exports {

CsvFile spool_csv(core::Context& context, std::string filename, const std::vector<std::string>& headings,
                  csv::Dialect dialect, const CsvPageReader& read_page) {
  std::optional<SpoolFile> spool;
  try {
    spool.emplace(context.config.data_dir + "/spool");
    spool->write(csv::utf8_bom);
    std::vector<std::string> cells;
    for (const auto& heading : headings) cells.push_back(csv::text_cell(heading, dialect));
    spool->write(csv::line(cells, dialect));
    std::optional<Keyset> after;
    do {
      auto page = read_page(after);
      spool->write(page.lines);
      after = page.next;
    } while (after);
    return {std::move(filename), spool->release()};
  } catch (const std::runtime_error& error) {
    if (dynamic_cast<const errors::HttpError*>(&error)) throw;
    spdlog::error("{}: {}", filename, error.what());
    throw errors::ServiceUnavailable("storage-unavailable",
                                     "The export could not be written; try again later.");
  }
}

}  // namespace secours::exports
