#include "bookings/booking_mail_parts.h"

#include "common/display_format.h"
#include "mail/calendar.h"
#include "schedule/session_json.h"

namespace secours::bookings {

using mail::calendar_file;
using mail::calendar_method_names;
using mail::CalendarEvent;
using mail::Company;
using mail::Layout;
using mail::Message;
using mail::Wording;

namespace {

std::string method_name(payments::PaymentMethod method, const Wording& t) {
  switch (method) {
    case payments::PaymentMethod::card:
      return t("Credit card", "Carte de crédit");
    case payments::PaymentMethod::interac:
      return t("Interac e-Transfer", "Virement Interac");
    case payments::PaymentMethod::invoice:
      return t("On the company's invoice", "Sur la facture de l’entreprise");
    case payments::PaymentMethod::cash:
      break;
  }
  return t("Cash", "Comptant");
}

}  // namespace

Layout customer_layout(const Booking& booking, const std::string& subject) {
  Layout layout;
  layout.language = Wording(booking.language).language();
  layout.subject = subject;
  layout.greeting = mail::greeting(booking.first_name, booking.language);
  return layout;
}

std::string when(const Booking& booking, const std::string& language) {
  Wording t(language);
  // A session over several days (issue 41): each day with its hours.
  if (dated(booking) && booking.session_days.size() > 1)
    return schedule::days_text(booking.session_days, language);
  if (dated(booking))
    return format_session_time(booking.session_starts_at, booking.session_ends_at, language);
  if (booking.preferred_date.empty())
    return t("On request — date to be confirmed", "Sur demande — date à confirmer");
  return t("On request — preferred date: ", "Sur demande — date souhaitée\u00a0: ") +
         format_date(booking.preferred_date, language);
}

void add_course_rows(Layout& layout, const Booking& booking) {
  Wording t(layout.language);
  layout.summary.push_back({t("Reference", "Référence"), booking.reference});
  layout.summary.push_back({t("Course", "Formation"), booking.course_title(layout.language)});
  layout.summary.push_back({t("Date", "Date"), when(booking, layout.language)});
  if (dated(booking) && !booking.session_location.empty()) {
    layout.summary.push_back({t("Location", "Lieu"), booking.session_location});
  }
  // Minimum enrolment (issue 44): the session is to be confirmed, and when.
  if (booking.session_decision_at != 0) {
    const auto minimum = std::to_string(booking.session_minimum_seats);
    layout.summary.push_back(
        {t("To be confirmed", "À confirmer"),
         t("the session takes place if at least " + minimum + " people book; we confirm it by " +
               format_moment(booking.session_decision_at, "en"),
           "la séance a lieu si au moins " + minimum +
               " personnes sont inscrites\u00a0; nous la confirmons au "
               "plus tard le " +
               format_moment(booking.session_decision_at, "fr"))});
  }
}

void add_amount_rows(Layout& layout, const Booking& booking) {
  Wording t(layout.language);
  const auto& amounts = booking.amounts;
  if (booking.discount_cents != 0) {
    layout.summary.push_back(
        {t("Regular price", "Prix courant"),
         format_money(amounts.subtotal_cents + booking.discount_cents, layout.language)});
    layout.summary.push_back({t("Promo code ", "Code promo ") + booking.promo_code,
                              "−" + format_money(booking.discount_cents, layout.language)});
  }
  layout.summary.push_back({t("Price", "Prix"), format_money(amounts.subtotal_cents, layout.language)});
  layout.summary.push_back(
      {t("GST (5%)", "TPS (5\u00a0%)"), format_money(amounts.gst_cents, layout.language)});
  layout.summary.push_back(
      {t("QST (9.975%)", "TVQ (9,975\u00a0%)"), format_money(amounts.qst_cents, layout.language)});
  layout.summary.push_back({t("Total", "Total"), format_money(amounts.total_cents, layout.language)});
  layout.summary.push_back({t("Payment", "Paiement"), method_name(booking.payment_method, t)});
}

Layout office_layout(const Booking& booking, const std::string& subject, const std::string& before,
                     const std::string& admin_url) {
  Layout layout;
  layout.subject = subject;
  layout.greeting = "Bonjour,";
  layout.before = {before};
  add_course_rows(layout, booking);
  layout.summary.push_back({"Client", booking.first_name + " " + booking.last_name});
  layout.summary.push_back({"Courriel", booking.email});
  layout.summary.push_back({"Téléphone", booking.phone.empty() ? "—" : booking.phone});
  layout.link_label = "Voir les réservations";
  layout.link_url = admin_url;
  return layout;
}

mail::Attachment calendar_attachment(const Booking& booking, const Company& company,
                                     const CalendarChange& change) {
  Wording t(booking.language);
  CalendarEvent event;
  event.method = change.method;
  event.uid = "booking-" + std::to_string(booking.id) + company.email.substr(company.email.find('@'));
  event.sequence = change.sequence;
  event.stamp = change.stamp;
  for (const auto& day : booking.session_days) event.days.push_back({day.starts_at, day.ends_at});
  if (event.days.empty()) event.days.push_back({booking.session_starts_at, booking.session_ends_at});
  event.summary = booking.course_title(booking.language);
  event.location = booking.session_location;
  event.description = t("Booking ", "Réservation ") + booking.reference + " — " + company.name;
  event.organizer_name = company.name;
  event.organizer_email = company.email;
  event.attendee_name = booking.first_name + " " + booking.last_name;
  event.attendee_email = booking.email;
  return {t("course.ics", "formation.ics"),
          "text/calendar; charset=utf-8; method=" + calendar_method_names.text(change.method),
          calendar_file(event)};
}

mail::Message render_with_calendar(const Booking& booking, const mail::Layout& layout, const Company& company,
                                   const CalendarChange& change) {
  auto message = mail::render(booking.email, layout, company);
  message.attachments.push_back(calendar_attachment(booking, company, change));
  return message;
}

Message sorry_mail(const Booking& booking, const Company& company, const std::string& subject,
                   const std::string& sorry, const std::string& refund, const std::string& reply) {
  auto layout = customer_layout(booking, subject);
  layout.before = {sorry};
  add_course_rows(layout, booking);
  if (booking.payment_status == PaymentStatus::paid) layout.after.push_back(refund);
  layout.after.push_back(reply);
  return mail::render(booking.email, layout, company);
}

}  // namespace secours::bookings
