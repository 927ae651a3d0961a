// A booking's receipts and credit notes: issuing the receipt of its payment, and the parts of
// BookingService (declared in booking_service.h) that read or resend them.
#include "bookings/booking_documents.h"

#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/booking_service.h"
#include "common/errors.h"
#include "db/transaction.h"
#include "documents/document_service.h"

namespace secours::bookings {

namespace {

// The booking's document `document_id`; one of another booking answers like a missing one.
documents::Document document_of(soci::session& sql, long long booking_id, long long document_id) {
  auto document = documents::find_document(sql, document_id);
  if (!document || document->sale.booking_id != booking_id) {
    throw errors::NotFound("not-found", "No such document.");
  }
  return *document;
}

}  // namespace

documents::Document issue_receipt(soci::session& sql, const core::Config& config, const Booking& booking,
                                  long long now) {
  documents::Sale sale;
  sale.booking_id = booking.id;
  sale.booking_reference = booking.reference;
  sale.buyer_name = booking.first_name + " " + booking.last_name;
  sale.language = booking.language;
  sale.course_title_fr = booking.course_title_fr;
  sale.course_title_en = booking.course_title_en;
  if (booking.session_id != 0) {
    sale.session_starts_at = booking.session_starts_at;
    sale.session_ends_at = booking.session_ends_at;
    sale.session_location = booking.session_location;
  }
  sale.payment_method = booking.payment_method;
  sale.amounts = booking.amounts;
  sale.promo_code = booking.promo_code;
  sale.discount_cents = booking.discount_cents;
  return documents::issue_receipt(sql, config, sale, now);
}

documents::PdfFile BookingService::document_pdf(long long id, long long document_id,
                                                const std::optional<auth::User>& user,
                                                const std::string& token) {
  auto booking = get(id, user, token);
  std::optional<documents::Document> document;
  {
    auto sql = db::connection(context_.database);
    document = document_of(*sql, booking.id, document_id);
  }
  return documents::pdf_file(*document);  // drawn after the connection went back to the pool
}

void BookingService::resend_document(long long id, long long document_id, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto booking = booking_rows::find(sql, id);
  if (!booking) throw errors::NotFound("not-found", "No such booking.");
  auto document = document_of(sql, id, document_id);
  BookingMails(sql, context_.config, now).document_again(*booking, document);
  booking_rows::add_event(sql, id, admin_id, "document-resent", document.number, now);
  tx.commit();
}

}  // namespace secours::bookings
