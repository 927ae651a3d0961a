#include "figures/figures.h"

#include "db/transaction.h"
#include "figures/figures_repository.h"

namespace secours::figures {

namespace {

// Past this many refresh periods, kept figures are stale: the background task has stopped (one
// instance, just started, or failing) and a page counts them itself rather than show old ones.
constexpr long long stale_periods = 5;

Figures count_and_keep(core::Context& context, const std::string& set, const Count& count) {
  const long long now = context.clock.now();
  Figures figures;
  {
    // Counted outside the write (SQLite: a write transaction would hold every other writer meanwhile).
    auto sql = db::connection(context.database);
    figures = count(*sql, now);
  }
  db::Transaction tx(context.database);
  figure_rows::keep(tx.sql(), set, figures, now);
  tx.commit();
  return figures;
}

}  // namespace

Figures read(core::Context& context, const std::string& set, const Count& count) {
  const long long period = context.config.figures_refresh_seconds;
  if (period == 0) {
    auto sql = db::connection(context.database);
    return count(*sql, context.clock.now());
  }
  {
    auto sql = db::connection(context.database);
    auto kept = figure_rows::kept(*sql, set);
    if (kept && context.clock.now() - kept->computed_at < stale_periods * period) return kept->values;
  }
  return count_and_keep(context, set, count);
}

void refresh(core::Context& context, const std::string& set, const Count& count) {
  const long long period = context.config.figures_refresh_seconds;
  if (period == 0) return;
  {
    auto sql = db::connection(context.database);
    auto kept = figure_rows::kept(*sql, set);
    // A little before a period, so that a tick every period always finds its own figures due.
    if (kept && context.clock.now() - kept->computed_at < period - period / 10) return;
  }
  count_and_keep(context, set, count);
}

}  // namespace secours::figures
