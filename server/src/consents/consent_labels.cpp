#include "consents/consent.h"

namespace secours::consents {

const char* kind_label(const std::string& kind, bool french) {
  if (kind == "news") return french ? "Nouvelles et rappels de renouvellement" : "News and renewal reminders";
  return french ? "Conditions de vente" : "Terms of sale";
}

const char* source_label(const std::string& source, bool french) {
  if (source == from_booking) return french ? "Réservation" : "Booking";
  if (source == from_sign_up) return french ? "Création du compte" : "Account sign-up";
  if (source == from_team_booking) return french ? "Réservation d’équipe" : "Team booking";
  if (source == from_dashboard) return french ? "Tableau de bord" : "Dashboard";
  if (source == from_unsubscribe_page) return french ? "Page de désabonnement" : "Unsubscribe page";
  if (source == from_training_request)
    return french ? "Demande de formation en entreprise" : "Workplace training request";
  return french ? "Autre" : "Other";
}

const char* withdrawal_label(const std::string& via, bool french) {
  if (via.empty()) return "";
  if (via == via_unsubscribe) return french ? "Lien de désabonnement" : "Unsubscribe link";
  if (via == via_dashboard) return french ? "Tableau de bord" : "Dashboard";
  return french ? "Autre" : "Other";
}

}  // namespace secours::consents
