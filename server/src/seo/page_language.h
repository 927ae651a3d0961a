#pragma once

#include <string>

#include "http/request.h"

namespace secours::seo {

// The language the visitor will be shown, in the site's own detection order (web/src/lib/i18n/i18n.ts):
// the address's ?lng=, then the i18nextLng cookie the site leaves, then the browser's
// Accept-Language, then French. A crawler without cookies sees French at the bare address and
// English at ?lng=en (docs/decisions/025-language-addresses.md).
std::string page_language(const http::Request& request);

// The language of the page's address: English with ?lng=en, French otherwise. The head (title,
// canonical, cards, structured data) speaks it, whoever asks, so that each address describes one
// page in one language (a bare address read by an English browser is still the French page's).
std::string address_language(const http::Request& request);

// The first of "fr" and "en" an Accept-Language header prefers (by quality, then order); empty when
// it names neither.
std::string preferred_language(const std::string& accept_language);

}  // namespace secours::seo
