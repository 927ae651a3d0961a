#include "companies/private_training_service.h"

#include "bookings/team_seats_service.h"
#include "common/display_format.h"
#include "common/errors.h"
#include "common/validation.h"
#include "companies/company_access.h"
#include "companies/company_repository.h"
#include "companies/invoice_mails.h"
#include "companies/invoice_repository.h"
#include "companies/invoice_settlement.h"
#include "schedule/session_service.h"

namespace secours::companies {

std::optional<Company> find_company(soci::session& sql, long long company_id) {
  return company_rows::find(sql, company_id);
}

bool may_act_for(soci::session& sql, const auth::User& user, long long company_id) {
  return user.is_admin() || company_rows::is_manager(sql, company_id, user.id);
}

Company company_for(soci::session& sql, const auth::User& user, long long company_id) {
  return accessible_company(sql, user, company_id);
}

long long register_company_for_training(soci::session& sql, const core::Config& config, Company company,
                                        const std::string& manager_email, const auth::User& admin,
                                        long long now) {
  company.created_at = now;
  const long long id = company_rows::insert(sql, company, admin.id);
  const auto key = validation::lower(manager_email);
  if (company_rows::invite(sql, id, key, admin.id, now))
    queue_manager_invitation_mail(sql, config, key, company.name, config.company_name, company.language, now);
  return id;
}

long long book_private_training(soci::session& sql, const core::Config& config, const Company& company,
                                const schedule::CourseSession& session, int seats, long long booked_by,
                                long long now) {
  TeamBooking team;
  team.company_id = company.id;
  team.session_id = session.id;
  team.course_id = session.course_id;
  team.payment_method = TeamPayment::invoice;
  team.created_by = booked_by;
  team.created_at = now;
  team.id = invoice_rows::insert_team_booking(sql, team);
  bookings::TeamSeats booked;
  booked.team_booking_id = team.id;
  booked.session_id = session.id;
  booked.course_id = session.course_id;
  booked.payment_method = payments::PaymentMethod::invoice;
  booked.language = company.language;
  booked.company_name = company.name;
  booked.booked_by = booked_by;
  booked.attendees.resize(static_cast<std::size_t>(seats));  // each named later by the managers
  booked.private_company_id = company.id;
  bookings::book_team_seats(sql, config, booked, now);
  return team.id;
}

Invoice invoice_private_training(soci::session& sql, const core::Config& config, long long team_booking_id,
                                 const std::vector<PrivateInvoiceLine>& lines,
                                 const std::string& purchase_order, long long now) {
  const auto team = invoice_rows::find_team_booking_by_id(sql, team_booking_id);
  if (!team) throw std::logic_error("no team booking " + std::to_string(team_booking_id));
  const auto company = *company_rows::find(sql, team->company_id);
  const auto session = *schedule::find_session(sql, team->session_id);
  auto invoice = invoice_to(config, company, team->id, session, config.invoice_terms_days, now);
  if (!purchase_order.empty()) invoice.purchase_order = purchase_order;
  for (const auto& line : lines) {
    InvoiceLine invoiced;
    invoiced.attendee_name = line.quantity == 1
                                 ? line.description
                                 : line.description + " — " + std::to_string(line.quantity) + " × " +
                                       format_money(line.unit_price_cents, company.language);
    invoiced.amounts.subtotal_cents = invoiced.amounts.total_cents = line.unit_price_cents * line.quantity;
    invoice.lines.push_back(std::move(invoiced));
  }
  number_and_store(sql, invoice, now);
  queue_invoice_issued_mails(sql, config, invoice, company_rows::billing_recipients(sql, company.id), now);
  return invoice;
}

PrivateTrainingBilling private_training_billing(soci::session& sql, long long team_booking_id) {
  PrivateTrainingBilling billing;
  const auto team = invoice_rows::find_team_booking_by_id(sql, team_booking_id);
  if (!team) return billing;
  billing.team_booking_id = team->id;
  billing.invoice_id = team->invoice_id;
  billing.invoice_number = team->invoice_number;
  return billing;
}

}  // namespace secours::companies
