#pragma once

namespace secours {

// The version of the terms of sale and privacy policy the site shows (web/src/features/legal): a booking
// or a sign-up records the one it accepted. A new wording gets a new date.
inline constexpr const char* terms_version = "2026-11-26";

// The version of the news and renewal reminders box's wording (CASL express consent: the booking form and
// sign-up show it unticked); a consent records the one it was given under.
inline constexpr const char* news_wording_version = "2026-11-26";

// Receipts, invoices and credit notes are kept this many years, as Quebec's and Canada's tax laws ask.
inline constexpr int tax_documents_years = 6;

}  // namespace secours
