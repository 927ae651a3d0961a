#pragma once

#include <string>

namespace secours::payments {

inline constexpr long long stripe_signature_tolerance_seconds = 5 * 60;

// Checks a Stripe-Signature header ("t=…,v1=…,v1=…") against the raw body: some v1 must be the hex
// HMAC-SHA256 of "<t>.<body>" under the endpoint's secret (compared in constant time), and t must be
// within the tolerance of now, so that a captured request cannot be replayed later.
bool verify_stripe_signature(const std::string& payload, const std::string& header, const std::string& secret,
                             long long now, long long tolerance = stripe_signature_tolerance_seconds);

}  // namespace secours::payments
