#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace secours::core {

// A configuration value that cannot be used; the message names the variable.
class ConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Config {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  std::string database_url = "sqlite:data/secours.db";
  std::string web_root = "web/dist";
  std::string public_url;  // defaults to http://localhost:PORT
  std::string log_level = "info";
  std::string data_dir = "data";
  // Two: public reads and files answered from memory keep both cores of a small machine busy.
  int io_threads = 2;
  int worker_threads = 4;
  int db_pool_size = 4;
  // Seconds between two counts of the whole history's figures (figures/figures.h); 0: counted at each
  // request (the tests).
  long long figures_refresh_seconds = 60;
  bool trust_proxy = false;  // take the client address from X-Forwarded-For
  int trusted_proxies = 1;   // proxies in front that append to X-Forwarded-For (with trust_proxy)
  // Connection limits (see http::ServerOptions).
  int idle_timeout_seconds = 5;
  int max_connections = 10000;
  int max_connections_per_address = 256;  // 0: none (the default behind a trusted proxy)
  std::string smtp_url;  // smtp://host:port or smtps://…; empty: mails are written as .eml files
  std::string mail_from = "Formations Secours Outaouais <info@secours.example>";
  // The company, as its mails sign: the office's address also receives the copies of bookings.
  std::string company_name = "Formations Secours Outaouais";
  std::string company_address;  // empty: the mails show no postal address
  std::string company_phone = "819 555-0142";
  std::string company_email = "info@secours.example";
  // Its sales-tax registration numbers, printed on every receipt and credit note.
  std::string gst_number = "123456789 RT0001";
  std::string qst_number = "1234567890 TQ0001";
  // Customers cancel or move a booking themselves until this many hours before its session starts.
  int cancellation_deadline_hours = 48;
  // Paid means confirmed (issue 41): a pending booking whose payment is recorded is approved at once;
  // false (BOOKINGS_APPROVE_ON_PAYMENT=0) keeps the office's manual approval.
  bool approve_on_payment = true;
  // A cash or Interac booking made after its method's deadline (decision 058): false (class-day, the
  // default) accepts it and tells the customer to pay on the first day, before the class; true
  // (LATE_OFFLINE_PAYMENTS=refuse) refuses that method for that session, with the reason.
  bool refuse_late_offline_payments = false;
  // Attendees get a reminder of their class this many days before it (0: no reminders).
  int reminder_days_before = 2;
  // A seat offered to the next person of a waiting list is held this many hours for them (less when the
  // session is near).
  int waitlist_offer_hours = 24;
  // A company's invoice is due this many days after it is issued (net 30).
  int invoice_terms_days = 30;
  // A company's private training (issue 44) is invoiced when its quote is accepted (true,
  // PRIVATE_INVOICE_WHEN=accepted) or once its roster is signed (false, =delivered).
  bool invoice_private_training_on_acceptance = true;
  // How a company pays an invoice (issue 42): printed on the invoice, its mails and the company's page.
  // Empty: Interac to company_email or a cheque to company_name (companies::invoice_payment_instructions).
  std::string invoice_payment_instructions_fr;
  std::string invoice_payment_instructions_en;
  // The person in charge of the protection of personal information, published on /privacy (Law 25).
  std::string privacy_officer_name = "Marie Gagnon";
  std::string privacy_officer_title = "Directrice générale";
  std::string privacy_officer_title_en = "Executive Director";  // on the English pages
  std::string privacy_officer_email = "confidentialite@secours.example";
  // Retention (issue 27): special requests (medical notes) erased this many days after their session,
  // accounts never proven removed after this many days, mail bodies erased this many days after sending.
  int special_requests_retention_days = 30;
  int unproven_account_days = 30;
  int mail_body_retention_days = 90;
  // Card payments: all three keys or none (then the site offers Interac and cash only).
  std::string stripe_secret_key;
  std::string stripe_publishable_key;
  std::string stripe_webhook_secret;
  std::string stripe_api_base = "https://api.stripe.com";
  // Daily backups (issue 43): archives written to backup_dir (empty: none) at backup_hour, Quebec time,
  // once whatever the instances; the daily ones of the last backup_keep_days days and the first of each
  // of the last backup_keep_months months are kept.
  std::string backup_dir;
  int backup_hour = 3;
  int backup_keep_days = 14;
  int backup_keep_months = 12;
  // GET /metrics answers loopback callers, and others that send "Authorization: Bearer <token>".
  std::string metrics_token;

  bool https() const { return public_url.starts_with("https://"); }
  bool card_payments() const { return !stripe_secret_key.empty(); }
};

// Every environment variable the server reads, with its meaning, for --help.
struct ConfigVariable {
  const char* name;
  const char* description;
};
const std::vector<ConfigVariable>& config_variables();

using EnvLookup = std::function<std::optional<std::string>(const std::string& name)>;

// Reads and validates the configuration; throws ConfigError naming the first bad variable.
Config load_config(const EnvLookup& lookup);
EnvLookup process_environment();

}  // namespace secours::core
