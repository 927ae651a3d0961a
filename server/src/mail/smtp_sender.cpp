#include <curl/curl.h>

#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "mail/sender.h"

namespace secours::mail {

namespace {

struct Upload {
  const std::string& data;
  std::size_t offset = 0;
};

std::size_t read_upload(char* buffer, std::size_t size, std::size_t count, void* user) {
  auto* upload = static_cast<Upload*>(user);
  std::size_t length = std::min(size * count, upload->data.size() - upload->offset);
  std::memcpy(buffer, upload->data.data() + upload->offset, length);
  upload->offset += length;
  return length;
}

// curl_global_init is not thread-safe in every libcurl build: run it once, before any transfer.
void init_curl_once() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

}  // namespace

SmtpSender::SmtpSender(std::string url, std::chrono::seconds timeout)
    : url_(std::move(url)), timeout_(timeout) {
  init_curl_once();
}

void SmtpSender::send(const std::string& from, const std::string& to, const std::string& mime) {
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) throw std::runtime_error("cannot create a libcurl handle");
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> recipients(
      curl_slist_append(nullptr, ("<" + to + ">").c_str()), &curl_slist_free_all);
  std::string envelope_from = "<" + from + ">";
  Upload upload{mime};
  char error[CURL_ERROR_SIZE] = {0};
  CURL* handle = curl.get();
  curl_easy_setopt(handle, CURLOPT_URL, url_.c_str());
  curl_easy_setopt(handle, CURLOPT_MAIL_FROM, envelope_from.c_str());
  curl_easy_setopt(handle, CURLOPT_MAIL_RCPT, recipients.get());
  curl_easy_setopt(handle, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(handle, CURLOPT_READFUNCTION, read_upload);
  curl_easy_setopt(handle, CURLOPT_READDATA, &upload);
  curl_easy_setopt(handle, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(mime.size()));
  // smtp://: STARTTLS whenever the relay offers it; smtps:// is TLS from the first byte anyway.
  curl_easy_setopt(handle, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_TRY));
  curl_easy_setopt(handle, CURLOPT_CONNECTTIMEOUT, 10L);
  curl_easy_setopt(handle, CURLOPT_TIMEOUT, static_cast<long>(timeout_.count()));
  curl_easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);  // signals and threads do not mix
  curl_easy_setopt(handle, CURLOPT_ERRORBUFFER, error);
  CURLcode result = curl_easy_perform(handle);
  if (result != CURLE_OK) {
    throw std::runtime_error(std::string("SMTP: ") + (error[0] != '\0' ? error : curl_easy_strerror(result)));
  }
}

}  // namespace secours::mail
