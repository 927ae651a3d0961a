#include "bookings/booking_mail_templates.h"

#include "bookings/ics.h"
#include "common/display_format.h"
#include "common/quebec_time.h"

namespace secours::bookings {

namespace {

using mail::Company;
using mail::Layout;
using mail::Message;
using mail::Wording;

constexpr int cash_notice_working_days = 5;

bool dated(const Booking& booking) { return booking.session_id != 0; }

Layout customer_layout(const Booking& booking, const std::string& subject) {
  Layout layout;
  layout.language = Wording(booking.language).language();
  layout.subject = subject;
  layout.greeting = mail::greeting(booking.first_name, booking.language);
  return layout;
}

std::string when(const Booking& booking, const std::string& language) {
  Wording t(language);
  if (dated(booking))
    return format_session_time(booking.session_starts_at, booking.session_ends_at, language);
  if (booking.preferred_date.empty())
    return t("On request — date to be confirmed", "Sur demande — date à confirmer");
  return t("On request — preferred date: ", "Sur demande — date souhaitée\u00a0: ") +
         format_date(booking.preferred_date, language);
}

std::string method_name(const std::string& method, const Wording& t) {
  if (method == "card") return t("Credit card", "Carte de crédit");
  if (method == "interac") return t("Interac e-Transfer", "Virement Interac");
  return t("Cash", "Comptant");
}

void add_course_rows(Layout& layout, const Booking& booking) {
  Wording t(layout.language);
  layout.summary.push_back({t("Reference", "Référence"), booking.reference});
  layout.summary.push_back({t("Course", "Formation"), booking.course_title(layout.language)});
  layout.summary.push_back({t("Date", "Date"), when(booking, layout.language)});
  if (dated(booking) && !booking.session_location.empty()) {
    layout.summary.push_back({t("Location", "Lieu"), booking.session_location});
  }
}

void add_amount_rows(Layout& layout, const Booking& booking) {
  Wording t(layout.language);
  const auto& amounts = booking.amounts;
  layout.summary.push_back({t("Price", "Prix"), format_money(amounts.subtotal_cents, layout.language)});
  layout.summary.push_back(
      {t("GST (5%)", "TPS (5\u00a0%)"), format_money(amounts.gst_cents, layout.language)});
  layout.summary.push_back(
      {t("QST (9.975%)", "TVQ (9,975\u00a0%)"), format_money(amounts.qst_cents, layout.language)});
  layout.summary.push_back({t("Total", "Total"), format_money(amounts.total_cents, layout.language)});
  layout.summary.push_back({t("Payment", "Paiement"), method_name(booking.payment_method, t)});
}

// The office reads French: the course, then who booked it and how to reach them; a link to the
// admin's bookings page.
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

// How to pay, for a booking not paid yet.
std::vector<std::string> payment_instructions(const Booking& booking, const Company& company) {
  Wording t(booking.language);
  std::string total = format_money(booking.amounts.total_cents, t.language());
  if (booking.payment_method == "interac") {
    std::string code = std::to_string(booking.interac_reference);
    return {t("Please send an Interac e-Transfer of " + total + " to " + company.email +
                  " and write the code " + code + " in the transfer's message.",
              "Veuillez envoyer un virement Interac de " + total + " à " + company.email +
                  " en inscrivant le code " + code + " dans le message du virement."),
            t("We confirm your booking as soon as we have matched your payment.",
              "Nous confirmons votre réservation dès que nous avons associé votre paiement.")};
  }
  if (booking.payment_method == "cash") {
    std::string deadline = t(" (we will confirm the date with you)", " (nous vous confirmerons la date)");
    if (dated(booking)) {
      std::string date = quebec_date(booking.session_starts_at);
      deadline = t(", that is by ", ", soit au plus tard le ") +
                 format_date(working_days_before(date, cash_notice_working_days), t.language());
    }
    return {t("Please pay " + total +
                  " in cash at our office in Gatineau at least 5 business days before the "
                  "course date" +
                  deadline + ".",
              "Veuillez payer " + total +
                  " comptant à notre bureau de Gatineau au moins 5 jours ouvrables avant "
                  "la date de la formation" +
                  deadline + "."),
            t("Office hours: Monday to Friday, 3:30 p.m. to 6:30 p.m.",
              "Heures d’ouverture\u00a0: du lundi au vendredi, de 15\u00a0h\u00a030 à 18\u00a0h\u00a030.")};
  }
  return {t("If you have not completed the card payment yet, your seat is held for 30 minutes.",
            "Si vous n’avez pas encore terminé le paiement par carte, votre place est retenue 30 minutes.")};
}

mail::Attachment calendar_attachment(const Booking& booking, const Company& company) {
  Wording t(booking.language);
  CalendarEvent event;
  event.uid = "booking-" + std::to_string(booking.id) + company.email.substr(company.email.find('@'));
  event.stamp = booking.created_at;
  event.starts_at = booking.session_starts_at;
  event.ends_at = booking.session_ends_at;
  event.summary = booking.course_title(booking.language);
  event.location = booking.session_location;
  event.description = t("Booking ", "Réservation ") + booking.reference + " — " + company.name;
  return {t("course.ics", "formation.ics"), "text/calendar; charset=utf-8; method=PUBLISH",
          calendar_file(event)};
}

std::string receipt_attached(const std::string& number, const Wording& t) {
  return t("Your receipt " + number + " is attached to this email.",
           "Votre reçu " + number + " est joint à ce courriel.");
}

// A booking that will not take place: what is sorry, the course, the refund when it was paid, and
// how to find another date.
Message sorry_mail(const Booking& booking, const Company& company, const std::string& subject,
                   const std::string& sorry, const std::string& refund, const std::string& reply) {
  auto layout = customer_layout(booking, subject);
  layout.before = {sorry};
  add_course_rows(layout, booking);
  if (booking.payment_status == "paid") layout.after.push_back(refund);
  layout.after.push_back(reply);
  return mail::render(booking.email, layout, company);
}

}  // namespace

Message booking_received_mail(const Booking& booking, const Company& company) {
  Wording t(booking.language);
  auto layout = customer_layout(booking, t("Your booking ", "Votre réservation ") + booking.reference);
  layout.before = {
      t("Thank you for booking with us! Here is the summary of your booking, which is pending "
        "confirmation:",
        "Merci de votre réservation! En voici le résumé; elle est en attente de confirmation\u00a0:")};
  add_course_rows(layout, booking);
  add_amount_rows(layout, booking);
  if (booking.payment_status != "paid") layout.after = payment_instructions(booking, company);
  if (dated(booking)) {
    layout.after.push_back(t("The attached file adds the course to your calendar.",
                             "Le fichier joint ajoute la formation à votre agenda."));
  }
  auto message = mail::render(booking.email, layout, company);
  if (dated(booking)) message.attachments.push_back(calendar_attachment(booking, company));
  return message;
}

Message office_booking_mail(const Booking& booking, const Company& company, const std::string& admin_url) {
  auto layout =
      office_layout(booking, "Nouvelle réservation " + booking.reference + " — " + booking.course_title("fr"),
                    "Une nouvelle réservation vient d’être faite sur le site\u00a0:", admin_url);
  layout.summary.push_back({"Compte", booking.user_id != 0 ? "oui" : "invité"});
  add_amount_rows(layout, booking);
  if (booking.interac_reference != 0) {
    layout.summary.push_back({"Code Interac", std::to_string(booking.interac_reference)});
  }
  layout.summary.push_back({"Langue", mail::is_english(booking.language) ? "anglais" : "français"});
  if (!booking.special_requests.empty()) {
    layout.after = {"Demandes particulières\u00a0: " + booking.special_requests};
  }
  return mail::render(company.email, layout, company);
}

Message payment_received_mail(const Booking& booking, const Company& company,
                              const std::string& receipt_number) {
  Wording t(booking.language);
  auto layout = customer_layout(
      booking, t("Payment received — booking ", "Paiement reçu — réservation ") + booking.reference);
  std::string total = format_money(booking.amounts.total_cents, layout.language);
  layout.before = {t("We have received your payment of " + total + ". Thank you!",
                     "Nous avons bien reçu votre paiement de " + total + ". Merci!")};
  add_course_rows(layout, booking);
  add_amount_rows(layout, booking);
  layout.after = {receipt_attached(receipt_number, t)};
  return mail::render(booking.email, layout, company);
}

Message paid_without_seat_mail(const Booking& booking, const Company& company,
                               const std::string& receipt_number) {
  Wording t(booking.language);
  auto layout = customer_layout(booking, t("Seat no longer available: payment received — booking ",
                                           "Place non disponible\u00a0: paiement reçu — réservation ") +
                                             booking.reference);
  std::string total = format_money(booking.amounts.total_cents, layout.language);
  layout.before = {
      t("We have received your payment of " + total +
            ", but it arrived after your seat stopped being held, and the seat is no longer available. "
            "Your booking is therefore not confirmed.",
        "Nous avons bien reçu votre paiement de " + total +
            ", mais il est arrivé après la fin de la réservation temporaire de votre place, et cette place "
            "n’est plus disponible. Votre réservation n’est donc pas confirmée.")};
  add_course_rows(layout, booking);
  add_amount_rows(layout, booking);
  layout.after = {
      t("Your money is safe: we will contact you within one business day to move you to another session "
        "of this course or to refund you in full, as you prefer.",
        "Votre argent est en sécurité : nous vous contacterons d’ici un jour ouvrable pour vous inscrire "
        "à une autre séance de cette formation ou vous rembourser en entier, à votre choix."),
      t("You can also reply to this email to tell us your choice.",
        "Vous pouvez aussi répondre à ce courriel pour nous indiquer votre choix."),
      receipt_attached(receipt_number, t)};
  return mail::render(booking.email, layout, company);
}

Message refund_mail(const Booking& booking, const Company& company, long long amount_cents,
                    const std::string& credit_note_number) {
  Wording t(booking.language);
  auto layout =
      customer_layout(booking, t("Refund — booking ", "Remboursement — réservation ") + booking.reference);
  const std::string amount = format_money(amount_cents, layout.language);
  std::string how = booking.payment_method == "card" ? t("to your credit card", "sur votre carte de crédit")
                    : booking.payment_method == "interac" ? t("by Interac e-Transfer", "par virement Interac")
                                                          : t("in cash", "en argent comptant");
  layout.before = {t("We have refunded you " + amount + " " + how + ".",
                     "Nous vous avons remboursé " + amount + " " + how + ".")};
  add_course_rows(layout, booking);
  layout.summary.push_back({t("Refunded", "Remboursé"), amount});
  const long long kept = booking.amounts.total_cents - booking.refunded_cents();
  if (kept > 0)
    layout.summary.push_back({t("Amount kept", "Montant conservé"), format_money(kept, layout.language)});
  if (booking.payment_method == "card") {
    layout.after.push_back(
        t("Depending on your bank, the refund shows on your statement within 5 to 10 business days.",
          "Selon votre institution financière, le remboursement paraîtra sur votre relevé d’ici "
          "5 à 10 jours ouvrables."));
  }
  if (!credit_note_number.empty()) {
    layout.after.push_back(t("Your credit note " + credit_note_number + " is attached to this email.",
                             "Votre note de crédit " + credit_note_number + " est jointe à ce courriel."));
  }
  return mail::render(booking.email, layout, company);
}

Message office_paid_without_seat_mail(const Booking& booking, const Company& company,
                                      const std::string& admin_url) {
  auto layout = office_layout(
      booking, "À traiter : paiement reçu sans place — " + booking.reference,
      "Un paiement par carte est arrivé pour une réservation qui n’a plus de place (la retenue de 30 "
      "minutes avait expiré et la place a été prise, ou la réservation avait été refusée). Le client "
      "en a été informé. Proposez-lui une autre séance ou remboursez-le, puis indiquez-le dans la "
      "liste des réservations.",
      admin_url);
  add_amount_rows(layout, booking);
  return mail::render(company.email, layout, company);
}

Message document_mail(const Booking& booking, const Company& company, const std::string& kind,
                      const std::string& number) {
  Wording t(booking.language);
  const bool receipt = kind == documents::receipt;
  std::string name = receipt ? t("receipt", "reçu") : t("credit note", "note de crédit");
  auto layout = customer_layout(booking, t("Your " + name + " ", "Votre " + name + " ") + number + " — " +
                                             t("booking ", "réservation ") + booking.reference);
  layout.before = {
      receipt
          ? t("As requested, here is your receipt " + number + " for the booking below.",
              "Comme demandé, voici votre reçu " + number + " pour la réservation ci-dessous.")
          : t("As requested, here is your credit note " + number + " for the booking below.",
              "Comme demandé, voici votre note de crédit " + number + " pour la réservation ci-dessous.")};
  add_course_rows(layout, booking);
  layout.after = {t("The document is attached to this email as a PDF.",
                    "Le document est joint à ce courriel en format PDF.")};
  return mail::render(booking.email, layout, company);
}

Message booking_approved_mail(const Booking& booking, const Company& company) {
  Wording t(booking.language);
  auto layout = customer_layout(booking, t("Booking confirmed — ", "Réservation confirmée — ") +
                                             booking.course_title(booking.language));
  layout.before = {
      t("Good news: your booking is confirmed. See you in class!",
        "Bonne nouvelle\u00a0: votre réservation est confirmée. Au plaisir de vous voir en formation!")};
  add_course_rows(layout, booking);
  if (booking.payment_status != "paid" && booking.payment_method != "card") {
    layout.after = payment_instructions(booking, company);
  }
  return mail::render(booking.email, layout, company);
}

Message booking_rejected_mail(const Booking& booking, const Company& company) {
  Wording t(booking.language);
  return sorry_mail(
      booking, company, t("About your booking ", "À propos de votre réservation ") + booking.reference,
      t("We are sorry: we could not accept your booking for the course below.",
        "Nous sommes désolés\u00a0: nous n’avons pas pu accepter votre réservation pour la "
        "formation ci-dessous."),
      t("Your payment will be refunded in full.", "Votre paiement vous sera remboursé en entier."),
      t("Reply to this email or call us to find another date.",
        "Répondez à ce courriel ou appelez-nous pour trouver une autre date."));
}

Message session_cancelled_mail(const Booking& booking, const Company& company) {
  Wording t(booking.language);
  return sorry_mail(
      booking, company,
      t("Session cancelled — ", "Séance annulée — ") + booking.course_title(booking.language),
      t("We are sorry: the session below is cancelled.",
        "Nous sommes désolés\u00a0: la séance ci-dessous est annulée."),
      t("Your payment will be refunded in full, unless you prefer to move to another date.",
        "Votre paiement vous sera remboursé en entier, à moins que vous préfériez une autre date."),
      t("Reply to this email or call us to book another date.",
        "Répondez à ce courriel ou appelez-nous pour réserver une autre date."));
}

}  // namespace secours::bookings
