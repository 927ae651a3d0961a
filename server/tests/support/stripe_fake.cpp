// Boost 1.74's asio awaitable header needs <utility> first under GCC 12 and C++20.
#include <utility>

#include "support/stripe_fake.h"

#include <openssl/hmac.h>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <thread>

namespace secours::testing {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = asio::ip::tcp;

namespace {

std::string url_decode(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%' && i + 2 < text.size()) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

std::map<std::string, std::string> parse_form(const std::string& body) {
  std::map<std::string, std::string> form;
  std::size_t start = 0;
  while (start < body.size()) {
    auto end = body.find('&', start);
    if (end == std::string::npos) end = body.size();
    std::string pair = body.substr(start, end - start);
    auto equals = pair.find('=');
    form[url_decode(pair.substr(0, equals))] =
        equals == std::string::npos ? "" : url_decode(pair.substr(equals + 1));
    start = end + 1;
  }
  return form;
}

std::string error_body(const std::string& type, const std::string& message) {
  return nlohmann::json{{"error", {{"type", type}, {"message", message}}}}.dump();
}

}  // namespace

class StripeFake::Server {
 public:
  explicit Server(StripeFake& fake)
      : fake_(fake), acceptor_(io_, tcp::endpoint(asio::ip::address_v4::loopback(), 0)) {
    asio::co_spawn(io_, accept_loop(), asio::detached);
    thread_ = std::thread([this] { io_.run(); });
  }
  ~Server() {
    io_.stop();
    thread_.join();
  }
  std::uint16_t port() const { return acceptor_.local_endpoint().port(); }

 private:
  asio::awaitable<void> accept_loop() {
    for (;;) {
      tcp::socket socket = co_await acceptor_.async_accept(asio::use_awaitable);
      asio::co_spawn(io_, session(std::move(socket)), asio::detached);
    }
  }

  asio::awaitable<void> session(tcp::socket socket) {
    beast::flat_buffer buffer;
    for (;;) {
      bhttp::request<bhttp::string_body> request;
      co_await bhttp::async_read(socket, buffer, request, asio::use_awaitable);
      StripeCall call{std::string(request.method_string()),
                      std::string(request.target()),
                      std::string(request[bhttp::field::authorization]),
                      std::string(request["Idempotency-Key"]),
                      std::string(request[bhttp::field::content_type]),
                      parse_form(request.body())};
      auto [status, body] = fake_.answer(std::move(call));
      bhttp::response<bhttp::string_body> response{static_cast<bhttp::status>(status), 11};
      response.set(bhttp::field::content_type, "application/json");
      response.body() = body;
      response.keep_alive(request.keep_alive());
      response.prepare_payload();
      co_await bhttp::async_write(socket, response, asio::use_awaitable);
      if (!request.keep_alive()) co_return;
    }
  }

  StripeFake& fake_;
  asio::io_context io_;
  tcp::acceptor acceptor_;
  std::thread thread_;
};

StripeFake::StripeFake(std::string secret_key) : secret_key_(std::move(secret_key)) {
  server_ = std::make_unique<Server>(*this);
  port_ = server_->port();
}

StripeFake::~StripeFake() { server_.reset(); }

std::vector<StripeCall> StripeFake::calls() const {
  std::lock_guard lock(mutex_);
  return calls_;
}

std::pair<int, std::string> StripeFake::answer(StripeCall call) {
  std::lock_guard lock(mutex_);
  calls_.push_back(call);
  if (call.authorization != "Bearer " + secret_key_) {
    return {401, error_body("invalid_request_error", "Invalid API Key provided.")};
  }
  if (call.method == "POST" && call.target == "/v1/refunds") return answer_refund(call);
  if (call.method != "POST" || call.target != "/v1/payment_intents") {
    return {404, error_body("invalid_request_error", "Unrecognized request URL.")};
  }
  if (decline_) return {402, error_body("card_error", "Your card was declined.")};
  if (auto found = intents_by_key_.find(call.idempotency_key);
      !call.idempotency_key.empty() && found != intents_by_key_.end()) {
    return {200, found->second};
  }
  std::string id = "pi_fake_" + std::to_string(calls_.size());
  nlohmann::json intent{{"id", id},
                        {"object", "payment_intent"},
                        {"client_secret", id + "_secret_fake"},
                        {"amount", std::stoll(call.form["amount"])},
                        {"currency", call.form["currency"]},
                        {"status", "requires_payment_method"}};
  intents_by_key_[call.idempotency_key] = intent.dump();
  intent_amounts_[id] = intent["amount"].get<long long>();
  return {200, intent.dump()};
}

std::pair<int, std::string> StripeFake::answer_refund(const StripeCall& call) {
  if (auto found = refunds_by_key_.find(call.idempotency_key);
      !call.idempotency_key.empty() && found != refunds_by_key_.end()) {
    return {200, refunds_[found->second].dump()};
  }
  auto form = call.form;
  const std::string intent = form["payment_intent"];
  long long amount = 0;
  try {
    amount = std::stoll(form["amount"]);
  } catch (const std::exception&) {
  }
  if (intent.empty() || amount <= 0) {
    return {400, error_body("invalid_request_error", "A payment_intent and a positive amount are required.")};
  }
  long long refunded = 0;
  for (const auto& refund : refunds_) {
    if (refund["payment_intent"] == intent && refund["status"] != "failed")
      refunded += refund["amount"].get<long long>();
  }
  if (auto paid = intent_amounts_.find(intent);
      paid != intent_amounts_.end() && refunded + amount > paid->second) {
    return {400, error_body("invalid_request_error",
                            "Refund amount is greater than unrefunded amount on charge.")};
  }
  const RefundOutcome outcome = refund_outcome_;
  if (outcome == RefundOutcome::refused) {
    return {400,
            error_body("invalid_request_error", "Charge ch_fake has been disputed; it cannot be refunded.")};
  }
  nlohmann::json refund{
      {"id", "re_fake_" + std::to_string(refunds_.size() + 1)},
      {"object", "refund"},
      {"amount", amount},
      {"currency", "cad"},
      {"payment_intent", intent},
      {"charge", "ch_fake_" + intent},
      {"metadata",
       {{"booking_id", form["metadata[booking_id]"]}, {"refund_id", form["metadata[refund_id]"]}}},
      {"failure_reason", nullptr},
      {"status", outcome == RefundOutcome::pending  ? "pending"
                 : outcome == RefundOutcome::failed ? "failed"
                                                    : "succeeded"}};
  if (outcome == RefundOutcome::failed) refund["failure_reason"] = "expired_or_canceled_card";
  refunds_.push_back(refund);
  if (!call.idempotency_key.empty()) refunds_by_key_[call.idempotency_key] = refunds_.size() - 1;
  if (outcome == RefundOutcome::answer_lost)
    return {500, error_body("api_error", "An unknown error occurred.")};
  return {200, refund.dump()};
}

std::vector<StripeCall> StripeFake::calls_to(const std::string& target) const {
  std::lock_guard lock(mutex_);
  std::vector<StripeCall> found;
  for (const auto& call : calls_) {
    if (call.target == target) found.push_back(call);
  }
  return found;
}

std::vector<nlohmann::json> StripeFake::refunds() const {
  std::lock_guard lock(mutex_);
  return refunds_;
}

nlohmann::json StripeFake::settle_refund(const std::string& id, const std::string& status,
                                         const std::string& failure_reason) {
  std::lock_guard lock(mutex_);
  for (auto& refund : refunds_) {
    if (refund["id"] != id) continue;
    refund["status"] = status;
    if (!failure_reason.empty()) refund["failure_reason"] = failure_reason;
    return refund;
  }
  throw std::invalid_argument("no refund " + id);
}

std::string stripe_signature_header(const std::string& payload, const std::string& secret,
                                    long long timestamp) {
  std::string signed_text = std::to_string(timestamp) + "." + payload;
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
       reinterpret_cast<const unsigned char*>(signed_text.data()), signed_text.size(), digest, &length);
  static constexpr char hex[] = "0123456789abcdef";
  std::string signature;
  for (unsigned int i = 0; i < length; ++i) {
    signature += hex[digest[i] >> 4];
    signature += hex[digest[i] & 0xF];
  }
  return "t=" + std::to_string(timestamp) + ",v1=" + signature;
}

}  // namespace secours::testing
