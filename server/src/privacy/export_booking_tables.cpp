#include <algorithm>
#include <string>

#include "bookings/booking_labels.h"
#include "privacy/export_format.h"
#include "privacy/export_tables.h"

namespace secours::privacy {

namespace {

zip::Entry reservations(const PersonalData& data, const ExportFormat& t) {
  const bool fr = t.french();
  const auto& language = data.person.language;
  std::vector<Row> rows;
  for (const auto& b : data.bookings) {
    rows.push_back({b.reference,
                    b.course_title(language),
                    t.moment(b.session_starts_at),
                    t.moment(b.session_ends_at),
                    b.session_location,
                    b.preferred_date,
                    bookings::booking_status_label(b.status, fr),
                    bookings::payment_state_label(b, fr),
                    payments::payment_method_label(b.payment_method, fr),
                    t.yes_no(b.team_booking_id != 0),
                    b.promo_code,
                    b.discount_cents ? t.money(b.discount_cents) : Cell(""),
                    t.money(b.amounts.subtotal_cents),
                    t.money(b.amounts.gst_cents),
                    t.money(b.amounts.qst_cents),
                    t.money(b.amounts.total_cents),
                    t.money(b.refunded_cents()),
                    b.first_name,
                    b.last_name,
                    b.email,
                    b.phone,
                    t.language_name(b.language),
                    b.special_requests,
                    t.moment(b.created_at)});
  }
  return {"reservations.csv", t.table({t("Référence", "Reference"),
                                       t("Formation", "Course"),
                                       t("Début de la séance", "Session start"),
                                       t("Fin de la séance", "Session end"),
                                       t("Lieu", "Location"),
                                       t("Date souhaitée", "Preferred date"),
                                       t("Statut", "Status"),
                                       t("Paiement", "Payment"),
                                       t("Mode de paiement", "Payment method"),
                                       t("Place réservée par une entreprise", "Seat booked by a company"),
                                       t("Code promo", "Promo code"),
                                       t("Rabais ($)", "Discount ($)"),
                                       t("Sous-total ($)", "Subtotal ($)"),
                                       t("TPS ($)", "GST ($)"),
                                       t("TVQ ($)", "QST ($)"),
                                       "Total ($)",
                                       t("Remboursé ($)", "Refunded ($)"),
                                       t("Prénom", "First name"),
                                       t("Nom", "Last name"),
                                       t("Courriel", "Email"),
                                       t("Téléphone", "Phone"),
                                       t("Langue des courriels", "Language of the emails"),
                                       t("Demandes particulières", "Special requests"),
                                       t("Réservée le", "Booked on")},
                                      rows)};
}

// Each payment received for a booking and each refund of one, in the order they happened.
zip::Entry payments_table(const PersonalData& data, const ExportFormat& t) {
  const bool fr = t.french();
  const auto& language = data.person.language;
  std::vector<std::pair<long long, Row>> dated;
  for (const auto& b : data.bookings) {
    if (b.paid_at) {
      std::string receipt;
      for (const auto& document : b.documents) {
        if (document.kind == documents::receipt) receipt = document.number;
      }
      dated.push_back({b.paid_at,
                       {b.reference, b.course_title(language), t("Paiement", "Payment"),
                        payments::payment_method_label(b.payment_method, fr), t.money(b.amounts.total_cents),
                        t.moment(b.paid_at), t("Encaissé", "Received"), "", receipt}});
    }
    for (const auto& refund : b.refunds) {
      const long long at = refund.completed_at ? refund.completed_at : refund.created_at;
      dated.push_back({at,
                       {b.reference, b.course_title(language), t("Remboursement", "Refund"),
                        payments::payment_method_label(refund.method, fr), t.money(-refund.amount_cents),
                        t.moment(at), payments::refund_status_label(refund.status, fr),
                        payments::refund_reason_label(refund.reason, fr), refund.credit_note_number}});
    }
  }
  std::stable_sort(dated.begin(), dated.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Row> rows;
  for (auto& [at, row] : dated) rows.push_back(std::move(row));
  return {"paiements.csv",
          t.table({t("Réservation", "Booking"), t("Formation", "Course"), t("Opération", "Transaction"),
                   t("Mode", "Method"), t("Montant ($)", "Amount ($)"), "Date", t("État", "Status"),
                   t("Motif", "Reason"), t("Reçu ou note de crédit", "Receipt or credit note")},
                  rows)};
}

zip::Entry documents_table(const PersonalData& data, const ExportFormat& t) {
  std::vector<Row> rows;
  for (const auto& b : data.bookings) {
    for (const auto& document : b.documents) {
      rows.push_back({documents::document_kind_label(document.kind, t.french()), document.number, b.reference,
                      t.moment(document.issued_at), t.money(document.total_cents)});
    }
  }
  return {"documents.csv", t.table({"Type", t("Numéro", "Number"), t("Réservation", "Booking"),
                                    t("Émis le", "Issued on"), "Total ($)"},
                                   rows)};
}

zip::Entry certificates_table(const PersonalData& data, const ExportFormat& t) {
  const auto& language = data.person.language;
  std::vector<Row> rows;
  for (const auto& c : data.certificates) {
    rows.push_back({c.credential_id, c.title(language), c.holder_name, c.accreditation(language),
                    c.instructor(), c.issued_on, c.expires_on});
  }
  return {"attestations.csv",
          t.table({t("Numéro", "Number"), t("Formation", "Course"), t("Titulaire", "Holder"),
                   t("Organisme", "Certifying body"), t("Formateur", "Instructor"),
                   t("Délivrée le", "Issued on"), t("Expire le", "Expires on")},
                  rows)};
}

// What the instructors recorded on the class day: each day's check-in, the result and their note.
zip::Entry roster_table(const PersonalData& data, const ExportFormat& t) {
  const bool fr = t.french();
  long long days = 1;
  for (const auto& recorded : data.roster_entries) days = std::max(days, recorded.session_days);
  std::vector<std::string> headings{t("Réservation", "Booking"), t("Formation", "Course"),
                                    t("Début de la séance", "Session start")};
  for (long long day = 1; day <= days; ++day)
    headings.push_back(t("Présence — jour ", "Attendance — day ") + std::to_string(day));
  for (const char* heading : {t("Résultat", "Result"), t("Note du formateur", "Instructor’s note"),
                              t("Mise à jour le", "Updated on")})
    headings.push_back(heading);
  const char* not_recorded = t("Non indiqué", "Not recorded");
  std::vector<Row> rows;
  for (const auto& recorded : data.roster_entries) {
    Row row{"", "", t.moment(recorded.session_starts_at)};
    for (const auto& b : data.bookings) {
      if (b.id != recorded.booking_id) continue;
      row[0] = b.reference;
      row[1] = b.course_title(data.person.language);
    }
    for (long long day = 1; day <= days; ++day) {
      const auto there = recorded.entry.on_day(static_cast<std::size_t>(day));
      row.push_back(day > recorded.session_days ? ""
                    : there                     ? rosters::attendance_label(*there, fr)
                                                : not_recorded);
    }
    row.push_back(recorded.entry.result ? rosters::result_label(*recorded.entry.result, fr) : not_recorded);
    row.push_back(recorded.entry.note);
    row.push_back(t.moment(recorded.updated_at));
    rows.push_back(std::move(row));
  }
  return {"presences.csv", t.table(headings, rows)};
}

zip::Entry enrollments_table(const PersonalData& data, const ExportFormat& t) {
  std::vector<Row> rows;
  for (const auto& e : data.enrollments) {
    rows.push_back({e.course_title, t.moment(e.created_at), std::to_string(e.progress), t.yes_no(e.attended),
                    t.moment(e.completed_at.value_or(0)), t.yes_no(e.paid), e.override_reason.value_or("")});
  }
  return {"suivi_formations.csv",
          t.table({t("Formation", "Course"), t("Inscription le", "Enrolled on"),
                   t("Progression (%)", "Progress (%)"), t("Présence au cours", "Attended the class"),
                   t("Terminée le", "Completed on"), t("Payée", "Paid"),
                   t("Exception accordée par le bureau", "Exception granted by the office")},
                  rows)};
}

}  // namespace

std::vector<zip::Entry> booking_tables(const PersonalData& data) {
  const ExportFormat t(data.person.language);
  return {reservations(data, t),       payments_table(data, t), documents_table(data, t),
          certificates_table(data, t), roster_table(data, t),   enrollments_table(data, t)};
}

}  // namespace secours::privacy
