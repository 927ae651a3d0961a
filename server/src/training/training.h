#pragma once

#include <string>
#include <vector>

#include "common/enum_names.h"
#include "payments/taxes.h"
#include "schedule/session.h"

namespace secours::training {

// Training at the employer's (issue 44, decision 063): a request from the public site, the office's
// quotes, and the private session an accepted quote becomes.

struct RequestedCourse {
  long long id = 0;
  std::string title_fr, title_en;
};

struct TrainingRequest {
  long long id = 0;
  std::vector<RequestedCourse> courses;
  int people = 0;
  std::string address, preferred_dates, language = "fr";
  std::string first_name, last_name, email, phone;
  std::string company_name;
  long long company_id = 0;  // 0: none named (anonymous, or typed in)
  long long user_id = 0;     // the signed-in sender
  std::string message;
  bool news_consent = false;
  long long created_at = 0;
  long long latest_quote_id = 0;  // read with it: 0 while new
};

// draft → sent → accepted | declined; a sent quote past its validity reads as expired (it is never
// stored: the date decides, see Quote::status_on).
enum class QuoteStatus { draft, sent, accepted, declined, expired };
inline constexpr EnumNames<QuoteStatus, 5> quote_status_names{
    {"draft", "sent", "accepted", "declined", "expired"}};

// What a quote stored as `stored` is on `today` (YYYY-MM-DD, Quebec): a sent quote past its validity date
// is expired.
inline QuoteStatus quote_status_on(QuoteStatus stored, const std::string& valid_until,
                                   const std::string& today) {
  return stored == QuoteStatus::sent && valid_until < today ? QuoteStatus::expired : stored;
}

struct QuoteLine {
  long long course_id = 0;  // 0: a flat price, a travel fee, materials
  std::string description;
  int quantity = 1;
  long long unit_price_cents = 0;

  long long amount_cents() const { return unit_price_cents * quantity; }
};

struct Quote {
  long long id = 0;
  std::string number;  // S-2026-000001
  int version = 1;
  QuoteStatus status = QuoteStatus::draft;  // as stored: draft, sent, accepted or declined
  long long request_id = 0;
  long long company_id = 0;
  std::string company_name;  // read with it
  std::string address, language = "fr", contact_name, contact_email, valid_until, notes;
  std::vector<schedule::SessionDay> days;
  std::vector<QuoteLine> lines;
  payments::Amounts amounts;  // taxes once on the subtotal
  long long created_by = 0, created_at = 0, updated_at = 0, sent_at = 0, decided_at = 0;
  std::string accepted_name, accepted_title, purchase_order, decline_reason;
  long long session_id = 0, team_booking_id = 0, invoice_id = 0, replaced_by = 0;
  std::string invoice_number;  // read with it

  QuoteStatus status_on(const std::string& today) const {
    return quote_status_on(status, valid_until, today);
  }
  // The line whose course the private session teaches: the first with a course.
  const QuoteLine* course_line() const {
    for (const auto& line : lines)
      if (line.course_id != 0) return &line;
    return nullptr;
  }
};

// A quote's version in the list of its number's versions.
struct QuoteVersion {
  long long id = 0;
  int version = 0;
  QuoteStatus status = QuoteStatus::draft;
  std::string valid_until;

  QuoteStatus status_on(const std::string& today) const {
    return quote_status_on(status, valid_until, today);
  }
};

}  // namespace secours::training
