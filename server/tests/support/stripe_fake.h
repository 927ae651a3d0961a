#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace secours::testing {

inline constexpr const char* stripe_test_secret_key = "sk_test_secours_fake";
inline constexpr const char* stripe_test_publishable_key = "pk_test_secours_fake";
inline constexpr const char* stripe_test_webhook_secret = "whsec_secours_test_secret";

// One call as the fake received it.
struct StripeCall {
  std::string method;
  std::string target;
  std::string authorization;
  std::string idempotency_key;
  std::string content_type;
  std::map<std::string, std::string> form;  // decoded, e.g. form["metadata[booking_id]"]
};

// How the fake answers the next POST /v1/refunds with a new Idempotency-Key.
enum class RefundOutcome {
  succeeded,    // 200, a Refund with status succeeded
  pending,      // 200, a Refund with status pending (Stripe's webhook tells the end)
  failed,       // 200, a Refund with status failed and a failure_reason
  refused,      // 400, an invalid_request_error: no refund made
  answer_lost,  // the refund is made (succeeded) but the answer is a 500, as when a connection drops
};

// Enough of Stripe's API on 127.0.0.1 (a port of the system's choice) for the server's real client
// to run against: POST /v1/payment_intents checks the secret key, records the call, and answers a
// PaymentIntent; a repeated Idempotency-Key gets the same PaymentIntent, as with Stripe. POST /v1/refunds
// answers a Refund of the given payment_intent and amount as configured (refund_outcome), keeps the
// metadata, refuses more than a PaymentIntent it made was for, and answers a repeated Idempotency-Key
// with the refund it already made.
class StripeFake {
 public:
  explicit StripeFake(std::string secret_key = stripe_test_secret_key);
  ~StripeFake();
  StripeFake(const StripeFake&) = delete;
  StripeFake& operator=(const StripeFake&) = delete;

  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port_); }
  std::vector<StripeCall> calls() const;
  // When true, PaymentIntent creation answers 402 with a card_error ("Your card was declined.").
  void decline(bool decline) { decline_ = decline; }
  void refund_outcome(RefundOutcome outcome) { refund_outcome_ = outcome; }
  // The calls to one path, e.g. "/v1/refunds".
  std::vector<StripeCall> calls_to(const std::string& target) const;
  // Every refund made, oldest first, as Stripe's Refund objects (what its refund.* events carry).
  std::vector<nlohmann::json> refunds() const;
  // Stripe moves a refund it made to `status` (e.g. pending → succeeded or failed); returns it as its
  // events would carry it.
  nlohmann::json settle_refund(const std::string& id, const std::string& status,
                               const std::string& failure_reason = "");

 private:
  class Server;
  friend class Server;
  // The status and JSON body to answer, after recording the call.
  std::pair<int, std::string> answer(StripeCall call);

  std::string secret_key_;
  std::uint16_t port_ = 0;
  std::atomic<bool> decline_{false};
  mutable std::mutex mutex_;
  std::vector<StripeCall> calls_;
  std::pair<int, std::string> answer_refund(const StripeCall& call);

  std::atomic<RefundOutcome> refund_outcome_{RefundOutcome::succeeded};
  std::map<std::string, std::string> intents_by_key_;  // Idempotency-Key → PaymentIntent JSON
  std::map<std::string, long long> intent_amounts_;    // PaymentIntent id → amount
  std::map<std::string, std::size_t> refunds_by_key_;  // Idempotency-Key → index in refunds_
  std::vector<nlohmann::json> refunds_;
  std::unique_ptr<Server> server_;
};

// A Stripe-Signature header for `payload` signed at `timestamp` with `secret`, computed here with
// OpenSSL so that the server's verification is checked against an independent signer.
std::string stripe_signature_header(const std::string& payload, const std::string& secret,
                                    long long timestamp);

}  // namespace secours::testing
