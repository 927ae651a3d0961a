#pragma once

#include <vector>

#include "common/zip.h"
#include "privacy/personal_data.h"

namespace secours::privacy {

// The CSV tables of a person's data export (issue 42), one per kind of row, in the person's language
// (export_format.h). File names stay French in both languages (the README says what each holds).

// Every table, in the README's order: profil.csv, the bookings' tables (booking_tables), liste_attente.csv,
// entreprises.csv, employes.csv, for an instructor formateur.csv, formateur_numeros.csv and
// formateur_seances.csv, then consentements.csv, courriels.csv and signalements.csv.
std::vector<zip::Entry> export_tables(const PersonalData& data);
// reservations.csv, paiements.csv, documents.csv, attestations.csv, presences.csv, suivi_formations.csv.
std::vector<zip::Entry> booking_tables(const PersonalData& data);

}  // namespace secours::privacy
