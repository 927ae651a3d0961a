#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::privacy {

// A person's consents (GET /api/me/consents, PUT /api/me/consents/news) and the one-click unsubscribe
// (POST /api/unsubscribe, RFC 8058, and its undo).
// Mail clients POST "List-Unsubscribe=One-Click" as a form from nowhere (RFC 8058): this one path takes
// any body from anywhere; the token in its URL is the proof, and all it can do is withdraw a consent.
inline constexpr const char* one_click_unsubscribe_path = "/api/unsubscribe";

void register_consent_routes(http::Router& router, core::Context& context);

}  // namespace secours::privacy
