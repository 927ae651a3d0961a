#include "mail/booking_templates.h"

#include "bookings/ics.h"
#include "bookings/mail_layout.h"
#include "common/quebec_time.h"

namespace secours::mail {

namespace {

using bookings::format_date;
using bookings::format_money;
using bookings::MailLayout;

constexpr int cash_notice_working_days = 5;

// Picks the English or the French text.
struct Words {
  bool english;
  std::string operator()(const std::string& en, const std::string& fr) const { return english ? en : fr; }
};

Words words_for(const BookingSummary& booking) { return Words{booking.language == "en"}; }

MailLayout layout_for(const BookingSummary& booking, const std::string& subject) {
  Words t = words_for(booking);
  MailLayout layout;
  layout.language = t.english ? "en" : "fr";
  layout.subject = subject;
  std::string hello = t("Hello", "Bonjour");
  layout.greeting = booking.first_name.empty() ? hello + "," : hello + " " + booking.first_name + ",";
  layout.contact_email = booking.company_email;
  return layout;
}

std::string when(const BookingSummary& booking, const std::string& language) {
  Words t{language == "en"};
  if (booking.starts_at != 0)
    return bookings::format_session_time(booking.starts_at, booking.ends_at, language);
  return t("On request — preferred date: ", "Sur demande — date souhaitée\u00a0: ") +
         format_date(booking.preferred_date, language);
}

std::string method_name(const std::string& method, const Words& t) {
  if (method == "card") return t("Credit card", "Carte de crédit");
  if (method == "interac") return t("Interac e-Transfer", "Virement Interac");
  return t("Cash", "Comptant");
}

void add_course_rows(MailLayout& layout, const BookingSummary& booking) {
  Words t = words_for(booking);
  layout.summary.push_back({t("Reference", "Référence"), booking.reference});
  layout.summary.push_back({t("Course", "Formation"), booking.course_title});
  layout.summary.push_back({t("Date", "Date"), when(booking, layout.language)});
  if (!booking.location.empty()) layout.summary.push_back({t("Location", "Lieu"), booking.location});
}

void add_amount_rows(MailLayout& layout, const BookingSummary& booking) {
  Words t = words_for(booking);
  const auto& amounts = booking.amounts;
  layout.summary.push_back({t("Price", "Prix"), format_money(amounts.subtotal_cents, layout.language)});
  layout.summary.push_back(
      {t("GST (5%)", "TPS (5\u00a0%)"), format_money(amounts.gst_cents, layout.language)});
  layout.summary.push_back(
      {t("QST (9.975%)", "TVQ (9,975\u00a0%)"), format_money(amounts.qst_cents, layout.language)});
  layout.summary.push_back({t("Total", "Total"), format_money(amounts.total_cents, layout.language)});
  layout.summary.push_back({t("Payment", "Paiement"), method_name(booking.payment_method, t)});
}

// The office's view (in French): the course, then who booked it and how to reach them.
void add_office_rows(MailLayout& layout, const BookingSummary& in_french) {
  add_course_rows(layout, in_french);
  layout.summary.push_back({"Client", in_french.first_name + " " + in_french.last_name});
  layout.summary.push_back({"Courriel", in_french.email});
  layout.summary.push_back({"Téléphone", in_french.phone.empty() ? "—" : in_french.phone});
}

// How to pay, for a booking not paid yet.
std::vector<std::string> payment_instructions(const BookingSummary& booking) {
  Words t = words_for(booking);
  std::string total = format_money(booking.amounts.total_cents, t.english ? "en" : "fr");
  if (booking.payment_method == "interac") {
    std::string code = std::to_string(booking.interac_reference);
    return {t("Please send an Interac e-Transfer of " + total + " to " + booking.company_email +
                  " and write the code " + code + " in the transfer's message.",
              "Veuillez envoyer un virement Interac de " + total + " à " + booking.company_email +
                  " en inscrivant le code " + code + " dans le message du virement."),
            t("We confirm your booking as soon as we have matched your payment.",
              "Nous confirmons votre réservation dès que nous avons associé votre paiement.")};
  }
  if (booking.payment_method == "cash") {
    std::string deadline;
    if (booking.starts_at != 0) {
      std::string date = quebec_date(booking.starts_at);
      deadline = t(", that is by ", ", soit au plus tard le ") +
                 format_date(working_days_before(date, cash_notice_working_days), t.english ? "en" : "fr");
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

Attachment calendar_attachment(const BookingSummary& booking) {
  Words t = words_for(booking);
  auto at = booking.company_email.find('@');
  bookings::CalendarEvent event;
  event.uid = "booking-" + std::to_string(booking.booking_id) + booking.company_email.substr(at);
  event.stamp = booking.created_at;
  event.starts_at = booking.starts_at;
  event.ends_at = booking.ends_at;
  event.summary = booking.course_title;
  event.location = booking.location;
  event.description = t("Booking ", "Réservation ") + booking.reference + " — Formations Secours Outaouais";
  return {t("course.ics", "formation.ics"), "text/calendar; charset=utf-8; method=PUBLISH",
          bookings::calendar_file(event)};
}

}  // namespace

Message booking_received_mail(const BookingSummary& booking) {
  Words t = words_for(booking);
  auto layout = layout_for(booking, t("Your booking ", "Votre réservation ") + booking.reference);
  layout.before = {
      t("Thank you for booking with us! Here is the summary of your booking, which is pending "
        "confirmation:",
        "Merci de votre réservation! En voici le résumé; elle est en attente de confirmation\u00a0:")};
  add_course_rows(layout, booking);
  add_amount_rows(layout, booking);
  if (booking.payment_status != "paid") layout.after = payment_instructions(booking);
  if (booking.starts_at != 0) {
    layout.after.push_back(t("The attached file adds the course to your calendar.",
                             "Le fichier joint ajoute la formation à votre agenda."));
  }
  auto message = bookings::render_mail(booking.email, layout);
  if (booking.starts_at != 0) message.attachments.push_back(calendar_attachment(booking));
  return message;
}

Message office_booking_mail(const BookingSummary& booking, const std::string& admin_url) {
  MailLayout layout;
  layout.subject = "Nouvelle réservation " + booking.reference + " — " + booking.course_title;
  layout.greeting = "Bonjour,";
  layout.before = {"Une nouvelle réservation vient d’être faite sur le site\u00a0:"};
  BookingSummary in_french = booking;
  in_french.language = "fr";
  add_office_rows(layout, in_french);
  layout.summary.push_back({"Compte", booking.linked_to_account ? "oui" : "invité"});
  add_amount_rows(layout, in_french);
  if (booking.interac_reference != 0) {
    layout.summary.push_back({"Code Interac", std::to_string(booking.interac_reference)});
  }
  layout.summary.push_back({"Langue", booking.language == "en" ? "anglais" : "français"});
  if (!booking.special_requests.empty())
    layout.after = {"Demandes particulières\u00a0: " + booking.special_requests};
  layout.link_label = "Voir les réservations";
  layout.link_url = admin_url;
  layout.contact_email = booking.company_email;
  return bookings::render_mail(booking.company_email, layout);
}

Message payment_received_mail(const BookingSummary& booking) {
  Words t = words_for(booking);
  auto layout = layout_for(
      booking, t("Payment received — booking ", "Paiement reçu — réservation ") + booking.reference);
  std::string total = format_money(booking.amounts.total_cents, layout.language);
  layout.before = {t("We have received your payment of " + total + ". Thank you!",
                     "Nous avons bien reçu votre paiement de " + total + ". Merci!")};
  add_course_rows(layout, booking);
  add_amount_rows(layout, booking);
  return bookings::render_mail(booking.email, layout);
}

Message paid_without_seat_mail(const BookingSummary& booking) {
  Words t = words_for(booking);
  auto layout = layout_for(booking, t("Seat no longer available: payment received — booking ",
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
        "Votre argent est en sécurité : nous vous contacterons d’ici un jour ouvrable pour vous inscrire "
        "à une autre séance de cette formation ou vous rembourser en entier, à votre choix."),
      t("You can also reply to this email to tell us your choice.",
        "Vous pouvez aussi répondre à ce courriel pour nous indiquer votre choix.")};
  return bookings::render_mail(booking.email, layout);
}

Message office_paid_without_seat_mail(const BookingSummary& booking, const std::string& admin_url) {
  MailLayout layout;
  layout.subject = "À traiter : paiement reçu sans place — " + booking.reference;
  layout.greeting = "Bonjour,";
  layout.before = {
      "Un paiement par carte est arrivé pour une réservation qui n’a plus de place (la retenue de 30 "
      "minutes avait expiré et la place a été prise, ou la réservation avait été refusée). Le client "
      "en a été informé. Proposez-lui une autre séance ou remboursez-le, puis indiquez-le dans la "
      "liste des réservations."};
  BookingSummary in_french = booking;
  in_french.language = "fr";
  add_office_rows(layout, in_french);
  add_amount_rows(layout, in_french);
  layout.link_label = "Voir les réservations";
  layout.link_url = admin_url;
  layout.contact_email = booking.company_email;
  return bookings::render_mail(booking.company_email, layout);
}

Message booking_approved_mail(const BookingSummary& booking) {
  Words t = words_for(booking);
  auto layout =
      layout_for(booking, t("Booking confirmed — ", "Réservation confirmée — ") + booking.course_title);
  layout.before = {
      t("Good news: your booking is confirmed. See you in class!",
        "Bonne nouvelle\u00a0: votre réservation est confirmée. Au plaisir de vous voir en formation!")};
  add_course_rows(layout, booking);
  if (booking.payment_status != "paid" && booking.payment_method != "card") {
    layout.after = payment_instructions(booking);
  }
  return bookings::render_mail(booking.email, layout);
}

Message booking_rejected_mail(const BookingSummary& booking) {
  Words t = words_for(booking);
  auto layout =
      layout_for(booking, t("About your booking ", "À propos de votre réservation ") + booking.reference);
  layout.before = {
      t("We are sorry: we could not accept your booking for the course below.",
        "Nous sommes désolés\u00a0: nous n’avons pas pu accepter votre réservation pour la formation "
        "ci-dessous.")};
  add_course_rows(layout, booking);
  if (booking.payment_status == "paid") {
    layout.after.push_back(
        t("Your payment will be refunded in full.", "Votre paiement vous sera remboursé en entier."));
  }
  layout.after.push_back(t("Reply to this email or call us to find another date.",
                           "Répondez à ce courriel ou appelez-nous pour trouver une autre date."));
  return bookings::render_mail(booking.email, layout);
}

Message session_cancelled_mail(const BookingSummary& booking) {
  Words t = words_for(booking);
  auto layout = layout_for(booking, t("Session cancelled — ", "Séance annulée — ") + booking.course_title);
  layout.before = {t("We are sorry: the session below is cancelled.",
                     "Nous sommes désolés\u00a0: la séance ci-dessous est annulée.")};
  add_course_rows(layout, booking);
  if (booking.payment_status == "paid") {
    layout.after.push_back(
        t("Your payment will be refunded in full, unless you prefer to move to another date.",
          "Votre paiement vous sera remboursé en entier, à moins que vous préfériez une autre "
          "date."));
  }
  layout.after.push_back(t("Reply to this email or call us to book another date.",
                           "Répondez à ce courriel ou appelez-nous pour réserver une autre date."));
  return bookings::render_mail(booking.email, layout);
}

}  // namespace secours::mail
