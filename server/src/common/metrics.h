#pragma once

#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace secours::metrics {

// A background job's runs on this instance, as GET /metrics and the office's system page show them.
struct JobStats {
  long long runs = 0;
  long long failures = 0;
  double last_seconds = 0;         // how long the last run took
  long long last_finished_at = 0;  // Unix seconds; 0: never ran here
  bool last_ok = true;
  std::string last_error;        // the last failed run's message, kept after later good runs
  long long last_failed_at = 0;  // Unix seconds of that failure; 0: none
};

// One gauge a caller reads at exposition time (the outbox's depth, the last backup's age…).
struct Gauge {
  std::string name;
  std::string help;
  double value = 0;
  std::string labels;  // e.g. state="failed"; empty for none
};

// The process's counters (decision 062): the HTTP server adds each answered request, the connection
// pool each wait for a free connection, PeriodicTask each job run. Cheap enough to be written on every
// request (one mutex, no allocation once a route has been seen); read by GET /metrics.
class Registry {
 public:
  // Upper bounds, in seconds, of the latency histogram's buckets (+Inf is implicit).
  static constexpr double latency_buckets[] = {0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};
  static constexpr std::size_t bucket_count = std::size(latency_buckets);

  // `route`: the router's pattern (e.g. /api/courses/{id}) or a fixed category, never a raw path, so
  // that the series stay few.
  void add_request(std::string_view method, std::string_view route, int status, double seconds);
  void add_pool_wait(double seconds);
  void add_job_run(std::string_view job, double seconds, bool ok, std::string_view error,
                   long long finished_at);

  std::map<std::string, JobStats> jobs() const;
  // The Prometheus text format (version 0.0.4) of everything above, then `gauges`.
  std::string exposition(const std::vector<Gauge>& gauges) const;
  // Forgets everything (tests).
  void reset();

 private:
  struct RouteSeries {
    std::map<int, long long> by_status;
    long long buckets[bucket_count + 1] = {};  // non-cumulative; the last is +Inf
    double seconds_sum = 0;
    long long count = 0;
  };
  mutable std::mutex mutex_;
  std::map<std::string, RouteSeries, std::less<>> requests_;  // by "METHOD route"
  long long pool_waits_ = 0;
  double pool_wait_seconds_ = 0;
  std::map<std::string, JobStats, std::less<>> jobs_;
};

// The process-wide registry.
Registry& registry();

}  // namespace secours::metrics
