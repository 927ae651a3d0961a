#include "bookings/booking_mail_templates.h"

#include "bookings/booking_mail_parts.h"
#include "common/display_format.h"
#include "common/quebec_time.h"
#include "payments/payment_deadline.h"

namespace secours::bookings {

namespace {

using mail::Company;
using mail::Layout;
using mail::Message;
using mail::Wording;

// How to pay, for a booking not paid yet, as said on `today` (YYYY-MM-DD): the day the payment must reach
// us, or, past it, the first day of the class before it starts (decision 058): never a day already past.
std::vector<std::string> payment_instructions(const Booking& booking, const Company& company,
                                              const std::string& today) {
  Wording t(booking.language);
  const auto& language = t.language();
  std::string total = format_money(booking.amounts.total_cents, language);
  payments::PaymentDue due;
  if (dated(booking))
    due = payments::payment_due(booking.payment_method, quebec_date(booking.session_starts_at), today);
  const std::string class_start = dated(booking) ? format_moment(booking.session_starts_at, language) : "";
  if (booking.payment_method == payments::PaymentMethod::interac) {
    std::string code = std::to_string(booking.interac_reference);
    std::vector<std::string> paragraphs{
        t("Please send an Interac e-Transfer of " + total + " to " + company.email + " and write the code " +
              code + " in the transfer's message.",
          "Veuillez envoyer un virement Interac de " + total + " à " + company.email +
              " en inscrivant le code " + code + " dans le message du virement.")};
    if (due.class_day) {
      paragraphs.push_back(
          t("Please send it today: it must reach us before the course begins (" + class_start + ").",
            "Envoyez-le dès aujourd’hui\u00a0: il doit nous parvenir avant le début de la "
            "formation (" +
                class_start + ")."));
    } else if (!due.date.empty()) {
      const auto by = format_date(due.date, language);
      paragraphs.push_back(
          t("It must reach us by " + by + ".", "Il doit nous parvenir au plus tard le " + by + "."));
    }
    paragraphs.push_back(t("We confirm your booking as soon as we have matched your payment.",
                           "Nous confirmons votre réservation dès que nous avons associé votre paiement."));
    return paragraphs;
  }
  if (booking.payment_method == payments::PaymentMethod::cash) {
    if (due.class_day) {
      return {t("Please pay " + total + " in cash on the day of the course, before it begins (" +
                    class_start + "), to your instructor.",
                "Veuillez payer " + total + " comptant le jour de la formation, avant son début (" +
                    class_start + "), à votre formateur.")};
    }
    std::string deadline = t(" (we will confirm the date with you)", " (nous vous confirmerons la date)");
    if (!due.date.empty())
      deadline = t(", that is by ", ", soit au plus tard le ") + format_date(due.date, language);
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

std::string receipt_attached(const std::string& number, const Wording& t) {
  return t("Your receipt " + number + " is attached to this email.",
           "Votre reçu " + number + " est joint à ce courriel.");
}

// What the link to the booking's page lets the customer do, and until when.
std::string manage_notice(const Booking& booking, int deadline_hours) {
  Wording t(booking.language);
  if (!dated(booking)) {
    return t("With the link above, you can cancel your booking until we set its date.",
             "Le lien ci-dessus vous permet d’annuler votre réservation tant que nous n’en avons pas fixé "
             "la date.");
  }
  std::string hours = std::to_string(deadline_hours);
  std::string until =
      deadline_hours == 0
          ? t("until the course begins", "jusqu’au début de la formation")
          : t("up to " + hours + (deadline_hours == 1 ? " hour" : " hours") + " before the course",
              "jusqu’à " + hours + (deadline_hours == 1 ? "\u00a0heure" : "\u00a0heures") +
                  " avant la formation");
  return t("With the link above, you can cancel your booking or move it to another date " + until +
               "; after that, please call us.",
           "Le lien ci-dessus vous permet d’annuler votre réservation ou de la reporter à une autre date " +
               until + "; ensuite, veuillez nous appeler.");
}

}  // namespace

Message booking_received_mail(const Booking& booking, const Company& company, const std::string& manage_url,
                              int deadline_hours) {
  Wording t(booking.language);
  auto layout = customer_layout(booking, t("Your booking ", "Votre réservation ") + booking.reference);
  layout.before = {
      t("Thank you for booking with us! Here is the summary of your booking, which is pending "
        "confirmation:",
        "Merci de votre réservation! En voici le résumé; elle est en attente de confirmation\u00a0:")};
  add_course_rows(layout, booking);
  add_amount_rows(layout, booking);
  layout.link_label = t("Manage or cancel my booking", "Gérer ou annuler ma réservation");
  layout.link_url = manage_url;
  layout.after = {manage_notice(booking, deadline_hours)};
  if (booking.payment_status != PaymentStatus::paid) {
    for (auto& paragraph : payment_instructions(booking, company, quebec_date(booking.created_at)))
      layout.after.push_back(paragraph);
  }
  if (dated(booking)) {
    layout.after.push_back(t("The attached file adds the course to your calendar.",
                             "Le fichier joint ajoute la formation à votre agenda."));
  }
  if (!dated(booking)) return mail::render(booking.email, layout, company);
  return render_with_calendar(booking, layout, company, {CalendarMethod::publish, 0, booking.created_at});
}

Message session_reminder_mail(const Booking& booking, const Company& company,
                              const ReminderDetails& details) {
  Wording t(booking.language);
  const auto& language = t.language();
  // The first day's hours: the reminder comes before it (a session over several days lists them all below).
  const auto first_day_ends_at =
      booking.session_days.empty() ? booking.session_ends_at : booking.session_days.front().ends_at;
  auto layout = customer_layout(
      booking, t("Reminder: ", "Rappel\u00a0: ") + booking.course_title(language) + " — " +
                   format_session_time(booking.session_starts_at, first_day_ends_at, language));
  layout.before = {t("Your course is coming up soon. Here is where and when:",
                     "Votre formation approche. Voici où et quand\u00a0:")};
  add_course_rows(layout, booking);
  const std::string bring =
      details.what_to_bring.empty()
          ? t("photo identification, comfortable clothes (you will kneel on the floor for the practice), "
              "something to take notes with, and a lunch for a full-day course.",
              "une pièce d’identité avec photo, des vêtements confortables (les exercices se font à genoux "
              "au "
              "sol), de quoi prendre des notes, et un dîner pour une formation d’une journée.")
          : details.what_to_bring;
  layout.after = {t("What to bring: ", "À apporter\u00a0: ") + bring,
                  t("Please arrive 10 minutes early.", "Merci d’arriver 10 minutes à l’avance.")};
  if (!details.company_name.empty()) {
    layout.after.push_back(
        t("To change or cancel this seat, please ask your employer (" + details.company_name + ").",
          "Pour changer ou annuler cette place, adressez-vous à votre employeur (" + details.company_name +
              ")."));
  } else if (details.change_deadline != 0) {
    layout.link_label = t("Move or cancel my booking", "Reporter ou annuler ma réservation");
    layout.link_url = details.manage_url;
    const std::string until = format_moment(details.change_deadline, language);
    layout.after.push_back(
        t("You can still move or cancel your booking until " + until + ".",
          "Vous pouvez encore reporter ou annuler votre réservation jusqu’au " + until + "."));
  } else {
    layout.link_label = t("See my booking", "Voir ma réservation");
    layout.link_url = details.manage_url;
    layout.after.push_back(
        t("It is too late to move or cancel online; for any change, please call us at " + company.phone + ".",
          "Il est trop tard pour reporter ou annuler en ligne; pour tout changement, appelez-nous "
          "au " +
              company.phone + "."));
  }
  if (booking.payment_status == PaymentStatus::awaiting_payment && booking.team_booking_id == 0) {
    for (auto& paragraph : payment_instructions(booking, company, details.today))
      layout.after.push_back(paragraph);
  }
  layout.after.push_back(t("The attached file adds the course to your calendar.",
                           "Le fichier joint ajoute la formation à votre agenda."));
  return render_with_calendar(booking, layout, company,
                              {CalendarMethod::publish, details.calendar_sequence, booking.created_at});
}

Message team_seat_mail(const Booking& booking, const Company& company, const std::string& company_name) {
  Wording t(booking.language);
  auto layout =
      customer_layout(booking, t("Your seat in ", "Votre place en ") + booking.course_title(t.language()));
  layout.before = {t(company_name + " has booked you a seat in this course:",
                     company_name + " vous a inscrit(e) à cette formation\u00a0:")};
  add_course_rows(layout, booking);
  layout.after = {
      t("To change or cancel this seat, please ask your employer (" + company_name + ").",
        "Pour changer ou annuler cette place, adressez-vous à votre employeur (" + company_name + ")."),
      t("The attached file adds the course to your calendar.",
        "Le fichier joint ajoute la formation à votre agenda.")};
  return render_with_calendar(booking, layout, company, {CalendarMethod::publish, 0, booking.created_at});
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
  // Paid means confirmed (issue 41): this mail is the confirmation, not a second one.
  if (booking.status == BookingStatus::approved)
    layout.before.push_back(t("Your seat is confirmed.", "Votre place est confirmée."));
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
  // A card payment after its hold lapsed (a card booking ends unpaid only so, or by a rare cancellation
  // while the payment was on its way), or money sent for a booking that was cancelled or declined.
  const bool hold_lapsed =
      booking.payment_method == payments::PaymentMethod::card && booking.status == BookingStatus::cancelled;
  layout.before = {
      hold_lapsed
          ? t("We have received your payment of " + total +
                  ", but it arrived after your seat stopped being held, and the seat is no longer available. "
                  "Your booking is therefore not confirmed.",
              "Nous avons bien reçu votre paiement de " + total +
                  ", mais il est arrivé après la fin de la réservation temporaire de votre place, et cette "
                  "place n’est plus disponible. Votre réservation n’est donc pas confirmée.")
          : t("We have received your payment of " + total +
                  ", but the booking it pays for had been cancelled or could not be accepted, so it holds no "
                  "seat.",
              "Nous avons bien reçu votre paiement de " + total +
                  ", mais la réservation qu’il règle avait été annulée ou n’a pas pu être acceptée\u00a0: "
                  "elle "
                  "ne retient aucune place.")};
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
  std::string how = booking.payment_method == payments::PaymentMethod::card
                        ? t("to your credit card", "sur votre carte de crédit")
                    : booking.payment_method == payments::PaymentMethod::interac
                        ? t("by Interac e-Transfer", "par virement Interac")
                        : t("in cash", "en argent comptant");
  layout.before = {t("We have refunded you " + amount + " " + how + ".",
                     "Nous vous avons remboursé " + amount + " " + how + ".")};
  add_course_rows(layout, booking);
  layout.summary.push_back({t("Refunded", "Remboursé"), amount});
  const long long kept = booking.amounts.total_cents - booking.refunded_cents();
  if (kept > 0)
    layout.summary.push_back({t("Amount kept", "Montant conservé"), format_money(kept, layout.language)});
  if (booking.payment_method == payments::PaymentMethod::card) {
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
      "Un paiement est arrivé pour une réservation qui n’a plus de place (la retenue de 30 minutes d’un "
      "paiement par carte avait expiré et la place a été prise, ou la réservation avait été annulée ou "
      "refusée). Le client "
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

Message booking_approved_mail(const Booking& booking, const Company& company, const std::string& today) {
  Wording t(booking.language);
  auto layout = customer_layout(booking, t("Booking confirmed — ", "Réservation confirmée — ") +
                                             booking.course_title(booking.language));
  layout.before = {
      t("Good news: your booking is confirmed. See you in class!",
        "Bonne nouvelle\u00a0: votre réservation est confirmée. Au plaisir de vous voir en formation!")};
  add_course_rows(layout, booking);
  if (booking.payment_status != PaymentStatus::paid &&
      booking.payment_method != payments::PaymentMethod::card) {
    layout.after = payment_instructions(booking, company, today);
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

// Minimum enrolment (issue 44): enough people booked, the session runs.
Message session_confirmed_mail(const Booking& booking, const Company& company) {
  Wording t(booking.language);
  const auto subject = t("Your training is confirmed — ", "Votre formation est confirmée — ") +
                       booking.course_title(booking.language);
  auto layout = customer_layout(booking, subject);
  layout.before = {
      t("Good news: enough people have booked, the session below will take place.",
        "Bonne nouvelle\u00a0: assez de personnes sont inscrites, la séance ci-dessous aura lieu.")};
  add_course_rows(layout, booking);
  layout.after.push_back(t("See you there!", "Au plaisir de vous y voir\u00a0!"));
  return mail::render(booking.email, layout, company);
}

}  // namespace secours::bookings
