#include "payments/stripe_client.h"

#include <curl/curl.h>
#include <spdlog/spdlog.h>

#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>

namespace secours::payments {

namespace {

using Curl = std::unique_ptr<CURL, decltype(&curl_easy_cleanup)>;

std::size_t collect(char* data, std::size_t size, std::size_t count, void* user) {
  static_cast<std::string*>(user)->append(data, size * count);
  return size * count;
}

Curl new_handle() {
  static std::once_flag curl_ready;
  std::call_once(curl_ready, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  Curl curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) throw std::runtime_error("cannot create a libcurl handle");
  return curl;
}

std::string form_value(CURL* handle, const std::string& value) {
  std::unique_ptr<char, decltype(&curl_free)> escaped(
      curl_easy_escape(handle, value.c_str(), static_cast<int>(value.size())), &curl_free);
  return escaped ? escaped.get() : "";
}

// POSTs the form to {STRIPE_API_BASE}{path} with the secret key and the Idempotency-Key; returns the
// answer's JSON object. `refusal` is the message when Stripe refuses without saying why.
nlohmann::json post_form(const core::Config& config, CURL* handle, const std::string& path,
                         const std::string& form, const std::string& idempotency_key,
                         const std::string& refusal) {
  std::string url = config.stripe_api_base + path;
  curl_slist* raw_headers = nullptr;
  raw_headers = curl_slist_append(raw_headers, ("Authorization: Bearer " + config.stripe_secret_key).c_str());
  raw_headers = curl_slist_append(raw_headers, ("Idempotency-Key: " + idempotency_key).c_str());
  raw_headers = curl_slist_append(raw_headers, "Content-Type: application/x-www-form-urlencoded");
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(raw_headers, &curl_slist_free_all);
  std::string body;
  char error[CURL_ERROR_SIZE] = {0};
  curl_easy_setopt(handle, CURLOPT_URL, url.c_str());
  curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers.get());
  curl_easy_setopt(handle, CURLOPT_POSTFIELDS, form.c_str());
  curl_easy_setopt(handle, CURLOPT_POSTFIELDSIZE, static_cast<long>(form.size()));
  curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, collect);
  curl_easy_setopt(handle, CURLOPT_WRITEDATA, &body);
  curl_easy_setopt(handle, CURLOPT_CONNECTTIMEOUT, 10L);
  curl_easy_setopt(handle, CURLOPT_TIMEOUT, 30L);
  curl_easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);  // signals and threads do not mix
  curl_easy_setopt(handle, CURLOPT_ERRORBUFFER, error);
  CURLcode result = curl_easy_perform(handle);
  if (result != CURLE_OK) {
    spdlog::error("Stripe unreachable: {}", error[0] != '\0' ? error : curl_easy_strerror(result));
    throw StripeError("The payment provider could not be reached. Please try again.");
  }
  long status = 0;
  curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
  auto json = nlohmann::json::parse(body, nullptr, false);
  if (status >= 400 || !json.is_object()) {
    std::string message = refusal;
    if (json.is_object() && json.contains("error") && json["error"].is_object() &&
        json["error"].value("message", "") != "") {
      message = json["error"]["message"].get<std::string>();
    }
    spdlog::warn("Stripe answered {} to {} ({}): {}", status, path, idempotency_key, message);
    throw StripeError(message, status >= 400 && status < 500 && status != 409);
  }
  return json;
}

// What Stripe answers of each object it creates (a PaymentIntent, a Refund): its id, status, amount and
// currency; the caller reads the object's own fields.
template <typename Object>
Object read_object(const nlohmann::json& json) {
  Object object;
  object.id = json.value("id", "");
  object.status = json.value("status", "");
  object.amount_cents = json.value("amount", 0LL);
  object.currency = json.value("currency", "");
  return object;
}

[[noreturn]] void unexpected_answer() { throw StripeError("Unexpected answer from the payment provider."); }

}  // namespace

PaymentIntent create_payment_intent(const core::Config& config, const PaymentIntentRequest& request) {
  auto curl = new_handle();
  std::string form =
      "amount=" + std::to_string(request.amount_cents) +
      "&currency=cad&automatic_payment_methods[enabled]=true" +
      (request.team_booking_id != 0 ? "&metadata[team_booking_id]=" + std::to_string(request.team_booking_id)
                                    : "&metadata[booking_id]=" + std::to_string(request.booking_id)) +
      "&metadata[reference]=" + form_value(curl.get(), request.reference);
  auto json = post_form(config, curl.get(), "/v1/payment_intents", form, request.idempotency_key,
                        "The payment provider refused the payment.");
  auto intent = read_object<PaymentIntent>(json);
  intent.client_secret = json.value("client_secret", "");
  if (intent.id.empty() || intent.client_secret.empty()) unexpected_answer();
  return intent;
}

StripeRefund create_refund(const core::Config& config, const CardRefundRequest& request) {
  auto curl = new_handle();
  std::string form = "payment_intent=" + form_value(curl.get(), request.payment_intent_id) +
                     "&amount=" + std::to_string(request.amount_cents) +
                     "&metadata[booking_id]=" + std::to_string(request.booking_id) +
                     "&metadata[refund_id]=" + std::to_string(request.refund_id);
  auto json = post_form(config, curl.get(), "/v1/refunds", form, request.idempotency_key,
                        "The payment provider refused the refund.");
  auto refund = read_object<StripeRefund>(json);
  if (json.contains("failure_reason") && json["failure_reason"].is_string()) {
    refund.failure_reason = json["failure_reason"].get<std::string>();
  }
  if (refund.id.empty() || refund.status.empty()) unexpected_answer();
  return refund;
}

}  // namespace secours::payments
