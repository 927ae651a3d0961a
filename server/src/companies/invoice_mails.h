#pragma once

#include <string>
#include <vector>

#include "companies/company.h"
#include "companies/invoice.h"
#include "core/config.h"
#include "db/session_fwd.h"

namespace secours::companies {

// The mails about a company's invoices, in the company's language (French unless "en"), to its billing
// address and its managers (company_rows::billing_recipients); queued in the caller's transaction.

// To an address invited to manage the company by `inviter` (their name): how to accept (sign in or sign up
// with that address, proven).
void queue_manager_invitation_mail(soci::session& sql, const core::Config& config, const std::string& to,
                                   const std::string& company_name, const std::string& inviter,
                                   const std::string& language, long long now);
// To the company's managers: the office approved (or withdrew) paying its team bookings by invoice.
void queue_credit_decision_mails(soci::session& sql, const core::Config& config, const Company& company,
                                 const std::vector<std::string>& recipients, long long now);
// The new invoice, its PDF attached, with the link to the company's invoices on the site.
void queue_invoice_issued_mails(soci::session& sql, const core::Config& config, const Invoice& invoice,
                                const std::vector<std::string>& recipients, long long now);
// Paid in full: the receipt, its PDF attached.
void queue_invoice_paid_mails(soci::session& sql, const core::Config& config, const Invoice& invoice,
                              const std::vector<std::string>& recipients, long long now);
// A reminder of an unpaid invoice: `stage` 1 on its due date, 2 fifteen days after; its PDF attached.
void queue_invoice_reminder_mails(soci::session& sql, const core::Config& config, const Invoice& invoice,
                                  int stage, const std::vector<std::string>& recipients, long long now);

}  // namespace secours::companies
