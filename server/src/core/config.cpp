#include "core/config.h"

#include <arpa/inet.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <vector>

namespace secours::core {

namespace {

long long parse_integer(const std::string& name, const std::string& value, long long min, long long max) {
  long long parsed = 0;
  auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), parsed);
  if (error != std::errc{} || end != value.data() + value.size() || parsed < min || parsed > max) {
    throw ConfigError(name + " must be an integer from " + std::to_string(min) + " to " +
                      std::to_string(max) + " (got '" + value + "')");
  }
  return parsed;
}

bool is_ip_address(const std::string& value) {
  unsigned char buffer[16];
  return inet_pton(AF_INET, value.c_str(), buffer) == 1 || inet_pton(AF_INET6, value.c_str(), buffer) == 1;
}

// A tax registration number as Revenu Québec issues it: `digits` digits, the program's two letters
// and a four-digit reference number, e.g. 123456789 RT0001 (the space is optional); `example` is the
// default, shown in the error.
std::string tax_number(const std::string& name, const std::string& given, std::size_t digits,
                       const std::string& program, const std::string& example) {
  std::string value = given;
  value.erase(std::remove(value.begin(), value.end(), ' '), value.end());
  auto all_digits = [](const std::string& text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  bool valid = value.size() == digits + 6 && all_digits(value.substr(0, digits)) &&
               value.substr(digits, 2) == program && all_digits(value.substr(digits + 2));
  if (!valid) {
    throw ConfigError(name + " must be " + std::to_string(digits) + " digits, " + program +
                      " and 4 digits, e.g. " + example + " (got '" + given + "')");
  }
  return value.substr(0, digits) + " " + value.substr(digits);
}

// A key set alone would take bookings that can never be paid or confirmed: all three, or none.
template <typename ValueOf>
void read_stripe(const ValueOf& value_of, Config& config) {
  const std::pair<const char*, const char*> keys[] = {
      {"STRIPE_SECRET_KEY", "sk_"}, {"STRIPE_PUBLISHABLE_KEY", "pk_"}, {"STRIPE_WEBHOOK_SECRET", "whsec_"}};
  std::string* targets[] = {&config.stripe_secret_key, &config.stripe_publishable_key,
                            &config.stripe_webhook_secret};
  int present = 0;
  for (std::size_t i = 0; i < 3; ++i) {
    auto value = value_of(keys[i].first);
    if (!value) continue;
    bool restricted = i == 0 && value->starts_with("rk_");  // a restricted key works as well
    if (!value->starts_with(keys[i].second) && !restricted) {
      throw ConfigError(std::string(keys[i].first) + " must start with " + keys[i].second);
    }
    *targets[i] = *value;
    ++present;
  }
  if (present != 0 && present != 3) {
    throw ConfigError(
        "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together");
  }
  if (auto base = value_of("STRIPE_API_BASE")) {
    if (!base->starts_with("https://") && !base->starts_with("http://")) {
      throw ConfigError("STRIPE_API_BASE must start with https:// or http:// (got '" + *base + "')");
    }
    while (base->ends_with("/")) base->pop_back();
    config.stripe_api_base = *base;
  }
}

template <typename ValueOf>
void read_backups(const ValueOf& value_of, Config& config) {
  if (auto dir = value_of("BACKUP_DIR")) config.backup_dir = *dir;
  if (auto hour = value_of("BACKUP_HOUR"))
    config.backup_hour = static_cast<int>(parse_integer("BACKUP_HOUR", *hour, 0, 23));
  if (auto days = value_of("BACKUP_KEEP_DAYS"))
    config.backup_keep_days = static_cast<int>(parse_integer("BACKUP_KEEP_DAYS", *days, 1, 3650));
  if (auto months = value_of("BACKUP_KEEP_MONTHS"))
    config.backup_keep_months = static_cast<int>(parse_integer("BACKUP_KEEP_MONTHS", *months, 0, 1200));
  if (auto token = value_of("METRICS_TOKEN")) {
    if (token->size() < 16) throw ConfigError("METRICS_TOKEN must have at least 16 characters");
    config.metrics_token = *token;
  }
}

}  // namespace

const std::vector<ConfigVariable>& config_variables() {
  static const std::vector<ConfigVariable> variables{
      {"PORT", "TCP port to listen on (default 8080; 0 picks a free port)"},
      {"HOST", "address to listen on (default 0.0.0.0)"},
      {"DATABASE_URL", "sqlite:PATH (default sqlite:data/secours.db) or postgresql://user:pass@host/db"},
      {"WEB_ROOT", "folder of the built site (default web/dist)"},
      {"PUBLIC_URL",
       "public address of the site, e.g. https://secours.example (default http://localhost:PORT)"},
      {"LOG_LEVEL", "trace, debug, info, warn, error or off (default info)"},
      {"DATA_DIR", "folder for uploads and the mail outbox files (default data)"},
      {"IO_THREADS", "threads reading and writing connections and answering from memory (default 2)"},
      {"WORKER_THREADS", "threads running handlers and database work (default 4)"},
      {"DB_POOL_SIZE", "database connections kept open (default: WORKER_THREADS)"},
      {"TRUST_PROXY",
       "1 when behind a reverse proxy: the client address comes from X-Forwarded-For (default 0)"},
      {"TRUSTED_PROXIES",
       "with TRUST_PROXY=1, how many proxies append to X-Forwarded-For: the client is that many "
       "entries from the right (default 1)"},
      {"IDLE_TIMEOUT", "seconds a connection may wait for a request before it is closed (default 5)"},
      {"MAX_CONNECTIONS",
       "open connections at most; the oldest idle ones are closed first (default 10000, held below the "
       "open-file limit)"},
      {"MAX_CONNECTIONS_PER_ADDRESS",
       "open connections per client address, 0 for no cap (default 256; 0 with TRUST_PROXY=1)"},
      {"SMTP_URL",
       "smtp://user:pass@host:587 or smtps://…; unset: mails are written to DATA_DIR/outbox/*.eml"},
      {"MAIL_FROM", "sender of outgoing mail (default Formations Secours Outaouais <info@secours.example>)"},
      {"COMPANY_NAME", "the company's name, signing every mail (default Formations Secours Outaouais)"},
      {"COMPANY_ADDRESS", "postal address in the footer of every mail (default: none)"},
      {"COMPANY_PHONE", "telephone number in the footer of every mail (default 819 555-0142)"},
      {"COMPANY_EMAIL",
       "the office's address: receives a copy of each booking, shown in the footer of every mail (default "
       "info@secours.example)"},
      {"GST_NUMBER",
       "the company's GST/HST registration number, printed on receipts and credit notes (9 digits, RT and 4 "
       "digits; default 123456789 RT0001, a placeholder)"},
      {"QST_NUMBER",
       "the company's QST registration number, printed on receipts and credit notes (10 digits, TQ and 4 "
       "digits; default 1234567890 TQ0001, a placeholder)"},
      {"CANCELLATION_DEADLINE_HOURS",
       "customers cancel or move a booking themselves until this many hours before its session starts "
       "(0 to 720; default 48); afterwards they call the office"},
      {"INVOICE_TERMS_DAYS",
       "a company's invoice is due this many days after it is issued (0 to 120; default 30, net 30)"},
      {"PRIVATE_INVOICE_WHEN",
       "a company's training at its premises is invoiced when its quote is accepted (accepted, the "
       "default) or once the class's roster is signed (delivered)"},
      {"INVOICE_PAYMENT_INSTRUCTIONS_FR",
       "how a company pays an invoice, in French, on the invoice, its mails and the company's page: the "
       "Interac address, the bank account for a transfer, the cheque's payee (default: Interac to "
       "COMPANY_EMAIL or a cheque to COMPANY_NAME)"},
      {"INVOICE_PAYMENT_INSTRUCTIONS_EN", "the same in English (default: the French text when it is set)"},
      {"PRIVACY_OFFICER_NAME",
       "the person in charge of the protection of personal information, published on /privacy as Law 25 "
       "requires (default Marie Gagnon, a placeholder)"},
      {"PRIVACY_OFFICER_TITLE", "their title (default Directrice générale)"},
      {"PRIVACY_OFFICER_TITLE_EN", "their title in English (default Executive Director)"},
      {"PRIVACY_OFFICER_EMAIL", "their address, on /privacy (default confidentialite@secours.example)"},
      {"SPECIAL_REQUESTS_RETENTION_DAYS",
       "a booking's special requests (which may be medical notes) are erased this many days after its "
       "session (1 to 365; default 30)"},
      {"UNPROVEN_ACCOUNT_DAYS",
       "an account whose address was never proven, and that holds no booking, certificate or company, is "
       "removed after this many days (1 to 365; default 30)"},
      {"MAIL_BODY_RETENTION_DAYS",
       "a sent mail's body is erased this many days after sending; its subject, recipient and time stay "
       "(1 to 3650; default 90)"},
      {"STRIPE_SECRET_KEY",
       "Stripe secret key (sk_…); unset: card payments are off, Interac and cash remain"},
      {"STRIPE_PUBLISHABLE_KEY",
       "Stripe publishable key (pk_…) given to the browser; set with the secret key"},
      {"STRIPE_WEBHOOK_SECRET", "signing secret (whsec_…) of the /api/webhooks/stripe endpoint"},
      {"STRIPE_API_BASE", "Stripe API address (default https://api.stripe.com; tests point it at a fake)"},
      {"BACKUP_DIR",
       "folder of the daily backup archives (unset: no scheduled backup; `secours backup` still works)"},
      {"BACKUP_HOUR", "hour of the daily backup, Quebec time (0 to 23; default 3)"},
      {"BACKUP_KEEP_DAYS", "daily archives kept for this many days (1 to 3650; default 14)"},
      {"BACKUP_KEEP_MONTHS",
       "the first archive of each month kept for this many months (0 to 1200; default 12)"},
      {"METRICS_TOKEN",
       "bearer token that opens GET /metrics to other addresses than loopback (at least 16 characters; "
       "unset: loopback only)"},
  };
  return variables;
}

Config load_config(const EnvLookup& lookup) {
  Config config;
  auto value_of = [&](const char* name) -> std::optional<std::string> {
    auto value = lookup(name);
    if (value && value->empty()) return std::nullopt;
    return value;
  };
  if (auto port = value_of("PORT"))
    config.port = static_cast<std::uint16_t>(parse_integer("PORT", *port, 0, 65535));
  if (auto host = value_of("HOST")) {
    if (!is_ip_address(*host))
      throw ConfigError("HOST must be an IPv4 or IPv6 address (got '" + *host + "')");
    config.host = *host;
  }
  if (auto url = value_of("DATABASE_URL")) {
    bool sqlite = url->starts_with("sqlite:") && url->size() > 7 && *url != "sqlite::memory:";
    bool postgres = url->starts_with("postgresql://") || url->starts_with("postgres://");
    if (!sqlite && !postgres) {
      throw ConfigError("DATABASE_URL must be sqlite:PATH or postgresql://… (got '" + *url + "')");
    }
    config.database_url = *url;
  }
  if (auto root = value_of("WEB_ROOT")) {
    if (!std::filesystem::is_directory(*root)) {
      throw ConfigError("WEB_ROOT must be an existing folder (got '" + *root + "')");
    }
    config.web_root = *root;
  }
  if (auto level = value_of("LOG_LEVEL")) {
    static const std::vector<std::string> levels{"trace", "debug", "info", "warn", "error", "off"};
    if (std::find(levels.begin(), levels.end(), *level) == levels.end()) {
      throw ConfigError("LOG_LEVEL must be one of trace, debug, info, warn, error, off (got '" + *level +
                        "')");
    }
    config.log_level = *level;
  }
  if (auto dir = value_of("DATA_DIR")) config.data_dir = *dir;
  if (auto threads = value_of("IO_THREADS")) {
    config.io_threads = static_cast<int>(parse_integer("IO_THREADS", *threads, 1, 64));
  }
  if (auto threads = value_of("WORKER_THREADS")) {
    config.worker_threads = static_cast<int>(parse_integer("WORKER_THREADS", *threads, 1, 256));
  }
  config.db_pool_size = config.worker_threads;
  if (auto pool = value_of("DB_POOL_SIZE")) {
    config.db_pool_size = static_cast<int>(parse_integer("DB_POOL_SIZE", *pool, 1, 256));
  }
  if (auto refresh = value_of("FIGURES_REFRESH_SECONDS")) {
    config.figures_refresh_seconds = parse_integer("FIGURES_REFRESH_SECONDS", *refresh, 0, 86400);
  }
  if (auto approve = value_of("BOOKINGS_APPROVE_ON_PAYMENT")) {
    if (*approve != "0" && *approve != "1")
      throw ConfigError("BOOKINGS_APPROVE_ON_PAYMENT must be 0 or 1 (got '" + *approve + "')");
    config.approve_on_payment = *approve == "1";
  }
  if (auto late = value_of("LATE_OFFLINE_PAYMENTS")) {
    if (*late != "refuse" && *late != "class-day")
      throw ConfigError("LATE_OFFLINE_PAYMENTS must be refuse or class-day (got '" + *late + "')");
    config.refuse_late_offline_payments = *late == "refuse";
  }
  if (auto days = value_of("REMINDER_DAYS_BEFORE")) {
    config.reminder_days_before = static_cast<int>(parse_integer("REMINDER_DAYS_BEFORE", *days, 0, 30));
  }
  if (auto hours = value_of("WAITLIST_OFFER_HOURS")) {
    config.waitlist_offer_hours = static_cast<int>(parse_integer("WAITLIST_OFFER_HOURS", *hours, 1, 168));
  }
  if (auto trust = value_of("TRUST_PROXY")) {
    if (*trust != "0" && *trust != "1")
      throw ConfigError("TRUST_PROXY must be 0 or 1 (got '" + *trust + "')");
    config.trust_proxy = *trust == "1";
  }
  if (auto hops = value_of("TRUSTED_PROXIES")) {
    config.trusted_proxies = static_cast<int>(parse_integer("TRUSTED_PROXIES", *hops, 1, 10));
  }
  if (auto idle = value_of("IDLE_TIMEOUT")) {
    config.idle_timeout_seconds = static_cast<int>(parse_integer("IDLE_TIMEOUT", *idle, 1, 300));
  }
  if (auto total = value_of("MAX_CONNECTIONS")) {
    config.max_connections = static_cast<int>(parse_integer("MAX_CONNECTIONS", *total, 16, 1000000));
  }
  // Behind a proxy every connection comes from the proxy's address; the proxy limits clients.
  if (config.trust_proxy) config.max_connections_per_address = 0;
  if (auto per_address = value_of("MAX_CONNECTIONS_PER_ADDRESS")) {
    config.max_connections_per_address =
        static_cast<int>(parse_integer("MAX_CONNECTIONS_PER_ADDRESS", *per_address, 0, 1000000));
  }
  if (auto smtp = value_of("SMTP_URL")) {
    if (!smtp->starts_with("smtp://") && !smtp->starts_with("smtps://")) {
      throw ConfigError("SMTP_URL must start with smtp:// or smtps:// (got '" + *smtp + "')");
    }
    config.smtp_url = *smtp;
  }
  if (auto from = value_of("MAIL_FROM")) {
    if (from->find('@') == std::string::npos) throw ConfigError("MAIL_FROM must contain an email address");
    config.mail_from = *from;
  }
  if (auto company = value_of("COMPANY_EMAIL")) {
    if (company->find('@') == std::string::npos) throw ConfigError("COMPANY_EMAIL must be an email address");
    config.company_email = *company;
  }
  if (auto name = value_of("COMPANY_NAME")) config.company_name = *name;
  if (auto address = value_of("COMPANY_ADDRESS")) config.company_address = *address;
  if (auto phone = value_of("COMPANY_PHONE")) config.company_phone = *phone;
  if (auto gst = value_of("GST_NUMBER"))
    config.gst_number = tax_number("GST_NUMBER", *gst, 9, "RT", config.gst_number);
  if (auto qst = value_of("QST_NUMBER"))
    config.qst_number = tax_number("QST_NUMBER", *qst, 10, "TQ", config.qst_number);
  if (auto days = value_of("INVOICE_TERMS_DAYS")) {
    config.invoice_terms_days = static_cast<int>(parse_integer("INVOICE_TERMS_DAYS", *days, 0, 120));
  }
  if (auto when = value_of("PRIVATE_INVOICE_WHEN")) {
    if (*when != "accepted" && *when != "delivered")
      throw ConfigError("PRIVATE_INVOICE_WHEN must be accepted or delivered (got '" + *when + "')");
    config.invoice_private_training_on_acceptance = *when == "accepted";
  }
  if (auto hours = value_of("CANCELLATION_DEADLINE_HOURS")) {
    config.cancellation_deadline_hours =
        static_cast<int>(parse_integer("CANCELLATION_DEADLINE_HOURS", *hours, 0, 720));
  }
  if (auto name = value_of("PRIVACY_OFFICER_NAME")) config.privacy_officer_name = *name;
  if (auto title = value_of("PRIVACY_OFFICER_TITLE")) config.privacy_officer_title = *title;
  if (auto title = value_of("PRIVACY_OFFICER_TITLE_EN")) config.privacy_officer_title_en = *title;
  if (auto text = value_of("INVOICE_PAYMENT_INSTRUCTIONS_FR")) config.invoice_payment_instructions_fr = *text;
  if (auto text = value_of("INVOICE_PAYMENT_INSTRUCTIONS_EN")) config.invoice_payment_instructions_en = *text;
  if (auto email = value_of("PRIVACY_OFFICER_EMAIL")) {
    if (email->find('@') == std::string::npos)
      throw ConfigError("PRIVACY_OFFICER_EMAIL must be an email address");
    config.privacy_officer_email = *email;
  }
  if (auto days = value_of("SPECIAL_REQUESTS_RETENTION_DAYS")) {
    config.special_requests_retention_days =
        static_cast<int>(parse_integer("SPECIAL_REQUESTS_RETENTION_DAYS", *days, 1, 365));
  }
  if (auto days = value_of("UNPROVEN_ACCOUNT_DAYS")) {
    config.unproven_account_days = static_cast<int>(parse_integer("UNPROVEN_ACCOUNT_DAYS", *days, 1, 365));
  }
  if (auto days = value_of("MAIL_BODY_RETENTION_DAYS")) {
    config.mail_body_retention_days =
        static_cast<int>(parse_integer("MAIL_BODY_RETENTION_DAYS", *days, 1, 3650));
  }
  read_stripe(value_of, config);
  read_backups(value_of, config);
  config.public_url = "http://localhost:" + std::to_string(config.port);
  if (auto url = value_of("PUBLIC_URL")) {
    if (!(url->starts_with("http://") || url->starts_with("https://")) || url->size() < 10) {
      throw ConfigError("PUBLIC_URL must start with http:// or https:// (got '" + *url + "')");
    }
    while (url->ends_with("/")) url->pop_back();
    config.public_url = *url;
  }
  return config;
}

EnvLookup process_environment() {
  return [](const std::string& name) -> std::optional<std::string> {
    const char* value = std::getenv(name.c_str());
    if (value == nullptr) return std::nullopt;
    return std::string(value);
  };
}

}  // namespace secours::core
