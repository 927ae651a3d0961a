#pragma once

#include <string>

#include "common/enum_names.h"

namespace secours::waitlist {

// waiting → offered (seats held for them) → booked (every held seat booked), or declined, expired
// (the offer lapsed), removed (by the office) or left (by the person).
enum class EntryStatus { waiting, offered, booked, declined, expired, removed, left };
inline constexpr EnumNames<EntryStatus, 7> entry_status_names{
    {"waiting", "offered", "booked", "declined", "expired", "removed", "left"}};

// How the office's list and a person's data name a status, in French or in English.
inline const char* entry_status_label(EntryStatus status, bool french) {
  switch (status) {
    case EntryStatus::waiting:
      return french ? "En attente" : "Waiting";
    case EntryStatus::offered:
      return french ? "Place offerte" : "Seat offered";
    case EntryStatus::booked:
      return french ? "A réservé" : "Booked";
    case EntryStatus::declined:
      return french ? "A refusé" : "Declined";
    case EntryStatus::expired:
      return french ? "Offre expirée" : "Offer expired";
    case EntryStatus::removed:
      return french ? "Retiré par le bureau" : "Removed by the office";
    case EntryStatus::left:
      break;
  }
  return french ? "A quitté la liste" : "Left the list";
}

inline constexpr int max_seats_wanted = 10;

// A person waiting for seats of a full session (issue 28, decision 052).
struct Entry {
  long long id = 0;
  long long session_id = 0;
  std::string first_name, last_name, email, phone;
  std::string language = "fr";
  int seats = 1;
  int seats_held = 0;
  EntryStatus status = EntryStatus::waiting;
  long long queue_order = 0;
  std::string token_hash, offer_token_hash;
  long long offered_at = 0, offer_expires_at = 0;
  long long created_at = 0, updated_at = 0;
  int position = 0;  // among those waiting or offered, from 1; 0 otherwise
  // The session's facts, for mails and pages.
  long long course_id = 0;
  std::string course_title_fr, course_title_en;
  long long session_starts_at = 0, session_ends_at = 0;
  std::string session_location;
};

// What a person sends to join the line.
struct JoinRequest {
  std::string first_name, last_name, email, phone;
  int seats = 1;
  std::string language = "fr";
};

}  // namespace secours::waitlist
