#include "common/metrics.h"

#include <cstdio>

namespace secours::metrics {

namespace {

// A label value as the text format wants it: backslash, double quote and line feed escaped.
std::string label_value(std::string_view text) {
  std::string escaped;
  escaped.reserve(text.size());
  for (char c : text) {
    if (c == '\\' || c == '"') escaped += '\\';
    if (c == '\n') {
      escaped += "\\n";
      continue;
    }
    escaped += c;
  }
  return escaped;
}

std::string number(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.6g", value);
  return buffer;
}

// The labels of a request series, from its key "METHOD route".
std::string series_labels(const std::string& key) {
  const auto space = key.find(' ');
  return "method=\"" + label_value(key.substr(0, space)) + "\",route=\"" +
         label_value(key.substr(space + 1)) + "\"";
}

void header(std::string& out, const std::string& name, const std::string& type, const std::string& help) {
  out += "# HELP " + name + " " + help + "\n# TYPE " + name + " " + type + "\n";
}

}  // namespace

void Registry::add_request(std::string_view method, std::string_view route, int status, double seconds) {
  std::string key;
  key.reserve(method.size() + 1 + route.size());
  key.append(method).append(" ").append(route);
  std::size_t bucket = 0;
  while (bucket < bucket_count && seconds > latency_buckets[bucket]) ++bucket;
  std::lock_guard lock(mutex_);
  auto& series = requests_[key];
  ++series.by_status[status];
  ++series.buckets[bucket];
  series.seconds_sum += seconds;
  ++series.count;
}

void Registry::add_pool_wait(double seconds) {
  std::lock_guard lock(mutex_);
  ++pool_waits_;
  pool_wait_seconds_ += seconds;
}

void Registry::add_job_run(std::string_view job, double seconds, bool ok, std::string_view error,
                           long long finished_at) {
  std::lock_guard lock(mutex_);
  auto it = jobs_.find(job);
  if (it == jobs_.end()) it = jobs_.emplace(std::string(job), JobStats{}).first;
  auto& stats = it->second;
  ++stats.runs;
  if (!ok) {
    ++stats.failures;
    stats.last_error = error;
    stats.last_failed_at = finished_at;
  }
  stats.last_seconds = seconds;
  stats.last_finished_at = finished_at;
  stats.last_ok = ok;
}

std::map<std::string, JobStats> Registry::jobs() const {
  std::lock_guard lock(mutex_);
  return {jobs_.begin(), jobs_.end()};
}

std::string Registry::exposition(const std::vector<Gauge>& gauges) const {
  std::string out;
  std::lock_guard lock(mutex_);
  header(out, "secours_http_requests_total", "counter",
         "HTTP requests answered, by method, route and status.");
  for (const auto& [key, series] : requests_) {
    const auto labels = series_labels(key);
    for (const auto& [status, count] : series.by_status)
      out += "secours_http_requests_total{" + labels + ",status=\"" + std::to_string(status) + "\"} " +
             std::to_string(count) + "\n";
  }
  header(out, "secours_http_request_duration_seconds", "histogram",
         "Time from reading a request to writing its answer, by method and route.");
  for (const auto& [key, series] : requests_) {
    const auto labels = series_labels(key);
    long long cumulative = 0;
    for (std::size_t i = 0; i <= bucket_count; ++i) {
      cumulative += series.buckets[i];
      const auto bound = i < bucket_count ? number(latency_buckets[i]) : std::string("+Inf");
      out += "secours_http_request_duration_seconds_bucket{" + labels + ",le=\"" + bound + "\"} " +
             std::to_string(cumulative) + "\n";
    }
    out += "secours_http_request_duration_seconds_sum{" + labels + "} " + number(series.seconds_sum) + "\n";
    out +=
        "secours_http_request_duration_seconds_count{" + labels + "} " + std::to_string(series.count) + "\n";
  }
  header(out, "secours_db_pool_waits_total", "counter",
         "Times a thread waited for a free pooled database connection.");
  out += "secours_db_pool_waits_total " + std::to_string(pool_waits_) + "\n";
  header(out, "secours_db_pool_wait_seconds_total", "counter", "Time spent waiting for a pooled connection.");
  out += "secours_db_pool_wait_seconds_total " + number(pool_wait_seconds_) + "\n";
  header(out, "secours_job_runs_total", "counter", "Background job runs on this instance.");
  for (const auto& [job, stats] : jobs_)
    out += "secours_job_runs_total{job=\"" + label_value(job) + "\"} " + std::to_string(stats.runs) + "\n";
  header(out, "secours_job_failures_total", "counter", "Background job runs that failed on this instance.");
  for (const auto& [job, stats] : jobs_)
    out += "secours_job_failures_total{job=\"" + label_value(job) + "\"} " + std::to_string(stats.failures) +
           "\n";
  header(out, "secours_job_last_run_timestamp_seconds", "gauge",
         "When the job's last run ended (Unix time).");
  for (const auto& [job, stats] : jobs_)
    out += "secours_job_last_run_timestamp_seconds{job=\"" + label_value(job) + "\"} " +
           std::to_string(stats.last_finished_at) + "\n";
  std::string last_name;
  for (const auto& gauge : gauges) {
    if (gauge.name != last_name) header(out, gauge.name, "gauge", gauge.help);
    last_name = gauge.name;
    out += gauge.name + (gauge.labels.empty() ? "" : "{" + gauge.labels + "}") + " " + number(gauge.value) +
           "\n";
  }
  return out;
}

void Registry::reset() {
  std::lock_guard lock(mutex_);
  requests_.clear();
  pool_waits_ = 0;
  pool_wait_seconds_ = 0;
  jobs_.clear();
}

Registry& registry() {
  static Registry instance;
  return instance;
}

}  // namespace secours::metrics
