#pragma once

#include <string>

namespace secours::backups {

// One archive written (or attempted), as the office's system page lists it.
struct BackupRun {
  long long id = 0;
  std::string day;  // the Quebec day of a scheduled run; empty for `secours backup`
  long long started_at = 0;
  long long finished_at = 0;  // 0: still running, or stopped (killed) before it ended
  std::string file;
  long long bytes = 0;
  bool verified = false;
  std::string error;
};

}  // namespace secours::backups
