#include "payments/stripe_client.h"

#include <curl/curl.h>
#include <spdlog/spdlog.h>

#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>

namespace secours::payments {

namespace {

std::size_t collect(char* data, std::size_t size, std::size_t count, void* user) {
  static_cast<std::string*>(user)->append(data, size * count);
  return size * count;
}

std::string form_value(CURL* handle, const std::string& value) {
  std::unique_ptr<char, decltype(&curl_free)> escaped(
      curl_easy_escape(handle, value.c_str(), static_cast<int>(value.size())), &curl_free);
  return escaped ? escaped.get() : "";
}

}  // namespace

PaymentIntent create_payment_intent(const app::Config& config, const PaymentIntentRequest& request) {
  static std::once_flag curl_ready;
  std::call_once(curl_ready, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) throw std::runtime_error("cannot create a libcurl handle");
  CURL* handle = curl.get();

  std::string form = "amount=" + std::to_string(request.amount_cents) +
                     "&currency=cad&automatic_payment_methods[enabled]=true&metadata[booking_id]=" +
                     std::to_string(request.booking_id) +
                     "&metadata[reference]=" + form_value(handle, request.reference);
  std::string url = config.stripe_api_base + "/v1/payment_intents";
  curl_slist* raw_headers = nullptr;
  raw_headers = curl_slist_append(raw_headers, ("Authorization: Bearer " + config.stripe_secret_key).c_str());
  raw_headers = curl_slist_append(raw_headers, ("Idempotency-Key: " + request.idempotency_key).c_str());
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
    std::string message = "The payment provider refused the payment.";
    if (json.is_object() && json.contains("error") && json["error"].is_object() &&
        json["error"].value("message", "") != "") {
      message = json["error"]["message"].get<std::string>();
    }
    spdlog::warn("Stripe answered {} for booking {}: {}", status, request.booking_id, message);
    throw StripeError(message);
  }
  PaymentIntent intent;
  intent.id = json.value("id", "");
  intent.client_secret = json.value("client_secret", "");
  intent.amount_cents = json.value("amount", 0LL);
  intent.currency = json.value("currency", "");
  intent.status = json.value("status", "");
  if (intent.id.empty() || intent.client_secret.empty())
    throw StripeError("Unexpected answer from the payment provider.");
  return intent;
}

}  // namespace secours::payments
