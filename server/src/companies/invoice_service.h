#pragma once

#include <optional>
#include <string>

#include "auth/user.h"
#include "common/paging.h"
#include "companies/company_service.h"
#include "companies/invoice.h"
#include "companies/invoice_repository.h"
#include "companies/statement.h"
#include "core/context.h"

namespace secours::companies {

// A file to download: its name and bytes.
struct FileDownload {
  std::string filename;
  std::string content_type;
  std::string bytes;
};

// Invoices on account, their payments, reminders and statements (issue 26, decision 045). Every method
// owns its transaction; a company's are for its managers and the office (404 to anyone else).
class InvoiceService {
 public:
  explicit InvoiceService(core::Context& context) : context_(context) {}

  Page<Invoice> list(const auth::User& user, long long company_id, invoice_rows::InvoiceFilter filter,
                     const PageRequest& page);
  Invoice get(const auth::User& user, long long company_id, long long invoice_id);
  FileDownload pdf(const auth::User& user, long long company_id, long long invoice_id);
  // The receipt of an invoice paid in full; 404 before.
  FileDownload receipt_pdf(const auth::User& user, long long company_id, long long invoice_id);
  // The statement over [from, to) (YYYY-MM-DD), as "pdf" or "csv". 400 period-too-long past 2,000 invoices.
  FileDownload statement(const auth::User& user, long long company_id, const std::string& from,
                         const std::string& to, const std::string& format);

  // The office's list (every company) and one invoice.
  Page<Invoice> office_list(invoice_rows::InvoiceFilter filter, const PageRequest& page);
  Invoice office_get(long long invoice_id);
  // Money received (or credited) against an open invoice: 409 invoice-paid once paid, 400
  // amount-exceeds-balance past its balance. Paid in full, it becomes paid, its receipt is issued and
  // mailed, and its seats are marked paid.
  Invoice record_payment(long long invoice_id, InvoicePayment payment, long long admin_id);

  // The reminders due now: each open invoice's at its due date, and fifteen days after; each sent once,
  // whatever the instances running this. Returns how many invoices were reminded.
  int send_due_reminders();

 private:
  core::Context& context_;
};

// The office's revenue counts team seats through their invoices (decision 054): the money received on the
// invoices paid in [from, to) (their receipts' totals), and when the first was paid (0: none), read
// through the caller's session.
long long invoice_money_received_between(soci::session& sql, long long from, long long to);
long long first_invoice_paid_at(soci::session& sql);

}  // namespace secours::companies
