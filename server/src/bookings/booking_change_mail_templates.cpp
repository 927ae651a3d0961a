// The mails of a cancellation or a move (declared in booking_mail_templates.h).
#include "bookings/booking_mail_parts.h"
#include "bookings/booking_mail_templates.h"

namespace secours::bookings {

using mail::Company;
using mail::Message;
using mail::Wording;

Message team_seat_cancelled_mail(const Booking& booking, const Company& company,
                                 const std::string& company_name, int sequence, long long stamp) {
  Wording t(booking.language);
  auto layout = customer_layout(booking, t("Seat cancelled — ", "Place annulée — ") + booking.reference);
  layout.before = {t(company_name + " has cancelled your seat in this course:",
                     company_name + " a annulé votre place à cette formation\u00a0:")};
  add_course_rows(layout, booking);
  layout.after = {t("For any question, please ask your employer (" + company_name + ").",
                    "Pour toute question, adressez-vous à votre employeur (" + company_name + ")."),
                  t("The attached file removes the course from your calendar.",
                    "Le fichier joint retire la formation de votre agenda.")};
  return render_with_calendar(booking, layout, company, {CalendarMethod::cancel, sequence, stamp});
}

Message booking_cancelled_mail(const Booking& booking, const Company& company, bool by_customer, int sequence,
                               long long stamp) {
  Wording t(booking.language);
  auto layout =
      customer_layout(booking, t("Booking cancelled — ", "Réservation annulée — ") + booking.reference);
  layout.before = {by_customer ? t("As you asked, your booking below is cancelled.",
                                   "Comme vous l’avez demandé, votre réservation ci-dessous est annulée.")
                               : t("We are sorry: we have had to cancel your booking below.",
                                   "Nous sommes désolés\u00a0: nous avons dû annuler votre réservation "
                                   "ci-dessous.")};
  add_course_rows(layout, booking);
  if (booking.payment_status == PaymentStatus::paid) {
    // The policy of refund_for_customer_cancellation: a card is refunded at once, the rest by the office.
    layout.after.push_back(by_customer && booking.payment_method == payments::PaymentMethod::card
                               ? t("Your payment is refunded in full to your card, automatically (allow 5 to "
                                   "10 business days).",
                                   "Votre paiement vous est remboursé en entier sur votre carte, "
                                   "automatiquement (comptez de 5 à 10 jours ouvrables).")
                               : t("We will contact you to refund your payment in full.",
                                   "Nous communiquerons avec vous pour vous rembourser en entier."));
  }
  layout.after.push_back(t("To book another date, visit our website or call us.",
                           "Pour réserver une autre date, visitez notre site ou appelez-nous."));
  if (dated(booking)) {
    layout.after.push_back(t("The attached file removes the course from your calendar.",
                             "Le fichier joint retire la formation de votre agenda."));
  }
  if (!dated(booking)) return mail::render(booking.email, layout, company);
  return render_with_calendar(booking, layout, company, {CalendarMethod::cancel, sequence, stamp});
}

Message office_booking_cancelled_mail(const Booking& booking, const Company& company,
                                      const std::string& admin_url) {
  auto layout = office_layout(booking, "Annulation " + booking.reference + " — " + booking.course_title("fr"),
                              "Le client a annulé sa réservation\u00a0; sa place est libérée.", admin_url);
  add_amount_rows(layout, booking);
  if (booking.refund_needed && booking.payment_method == payments::PaymentMethod::card) {
    layout.after = {
        "Cette réservation était payée par carte\u00a0: le remboursement complet est demandé à Stripe "
        "automatiquement. S’il échoue, la réservation reste signalée «\u00a0Remboursement requis\u00a0»."};
  } else if (booking.refund_needed) {
    layout.after = {
        "Cette réservation était payée\u00a0: remboursez le client, puis notez le remboursement sur la page "
        "de la réservation."};
  }
  return mail::render(company.email, layout, company);
}

Message booking_moved_mail(const Booking& before, const Booking& after, const Company& company, int sequence,
                           long long stamp) {
  Wording t(after.language);
  auto layout = customer_layout(
      after, t("New date for your booking ", "Nouvelle date pour votre réservation ") + after.reference);
  layout.before = {t("Your booking is moved to the session below.",
                     "Votre réservation est reportée à la séance ci-dessous.")};
  add_course_rows(layout, after);
  layout.summary.push_back({t("Previous date", "Date précédente"), when(before, layout.language)});
  layout.after = {t("The attached file updates the course in your calendar.",
                    "Le fichier joint met à jour la formation dans votre agenda."),
                  t("If this date does not suit you, reply to this email or call us.",
                    "Si cette date ne vous convient pas, répondez à ce courriel ou appelez-nous.")};
  return render_with_calendar(after, layout, company, {CalendarMethod::request, sequence, stamp});
}

Message office_booking_moved_mail(const Booking& before, const Booking& after, const Company& company,
                                  const std::string& admin_url) {
  auto layout = office_layout(
      after, "Changement de date " + after.reference + " — " + after.course_title("fr"),
      "Le client a reporté sa réservation à la séance ci-dessous\u00a0; sa place à la date précédente est "
      "libérée.",
      admin_url);
  layout.summary.push_back({"Date précédente", when(before, "fr")});
  return mail::render(company.email, layout, company);
}

}  // namespace secours::bookings
