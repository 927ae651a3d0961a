#pragma once

#include <string>
#include <utility>
#include <vector>

namespace secours {

// What a program run to its end said: its exit status (-1 when it could not start or was killed by a
// signal) and the last 4 KiB of its standard error.
struct ProcessResult {
  int exit_code = -1;
  std::string errors;
};

// Runs `argv[0]` (looked up in PATH) with `argv` and the current environment plus `extra_env`, its
// standard input and output on /dev/null, and waits for it (pg_dump and pg_restore for the backups).
ProcessResult run_process(const std::vector<std::string>& argv,
                          const std::vector<std::pair<std::string, std::string>>& extra_env = {});

// True when `program` is found in PATH and is executable.
bool program_available(const std::string& program);

}  // namespace secours
