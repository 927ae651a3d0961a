#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "companies/company.h"
#include "companies/invoice.h"
#include "core/config.h"
#include "db/session_fwd.h"
#include "schedule/session.h"

namespace secours::companies {

// What the training at the employer's (issue 44, training/) asks of companies, inside the caller's
// transaction: who may see a company's private session, its seats booked for the company to name, and
// its invoice on the quote's lines.

// The company, unknown (nullopt) or not.
std::optional<Company> find_company(soci::session& sql, long long company_id);
// True when `user` manages the company or is the office.
bool may_act_for(soci::session& sql, const auth::User& user, long long company_id);
// The company when `user` manages it or is the office; 404 not-found otherwise.
Company company_for(soci::session& sql, const auth::User& user, long long company_id);

// A company the office registers for a training request from someone whose company the site does not know
// yet: its billing address the request's, that address invited to manage it (mailed), as a manager
// invites. The company's id.
long long register_company_for_training(soci::session& sql, const core::Config& config, Company company,
                                        const std::string& manager_email, const auth::User& admin,
                                        long long now);

// The private session's `seats` seats for the company, each to be named by its managers (a team booking
// on invoice, seats costing nothing each: the training is invoiced on its quote's lines). The team
// booking's id.
long long book_private_training(soci::session& sql, const core::Config& config, const Company& company,
                                const schedule::CourseSession& session, int seats, long long booked_by,
                                long long now);

// One line of a private training's invoice.
struct PrivateInvoiceLine {
  std::string description;
  int quantity = 1;
  long long unit_price_cents = 0;
};
// The invoice of a private training (its team booking's), its lines the quote's, taxed once on their sum,
// due in the company's terms; mailed to the company's billing address and managers.
Invoice invoice_private_training(soci::session& sql, const core::Config& config, long long team_booking_id,
                                 const std::vector<PrivateInvoiceLine>& lines,
                                 const std::string& purchase_order, long long now);
// The private session's team booking (0: none) and, when already invoiced, its invoice's id.
struct PrivateTrainingBilling {
  long long team_booking_id = 0;
  long long invoice_id = 0;
  std::string invoice_number;
};
PrivateTrainingBilling private_training_billing(soci::session& sql, long long team_booking_id);

}  // namespace secours::companies
