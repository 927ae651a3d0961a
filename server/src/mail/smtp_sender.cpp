#include <curl/curl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <vector>

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

// The sockets libcurl has open for a transfer. Aborting one that has begun talking SMTP makes
// libcurl say QUIT and wait for the answer (up to the whole timeout) when the handle is removed;
// shutting the sockets down first makes that fail at once.
struct Sockets {
  std::vector<curl_socket_t> open;

  static int opened(void* self, curl_socket_t socket, curlsocktype) {
    static_cast<Sockets*>(self)->open.push_back(socket);
    return CURL_SOCKOPT_OK;
  }
  static int closed(void* self, curl_socket_t socket) {
    auto& open = static_cast<Sockets*>(self)->open;
    open.erase(std::remove(open.begin(), open.end(), socket), open.end());
    return ::close(socket);
  }
  void shut_down() const {
    for (curl_socket_t socket : open) ::shutdown(socket, SHUT_RDWR);
  }
};

// Asks keep_going from both places that wait for the relay: our own loop, and libcurl's progress
// callback, which SMTP's blocking wait for the answer to the message's end calls about once a second.
struct Stopper {
  const KeepGoing& keep_going;
  const Sockets& sockets;
  bool aborted = false;

  bool should_stop() {
    if (!aborted && keep_going && !keep_going()) {
      aborted = true;
      sockets.shut_down();
    }
    return aborted;
  }
  static int on_progress(void* self, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
    return static_cast<Stopper*>(self)->should_stop() ? 1 : 0;
  }
};

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

// The multi interface lets keep_going be asked between waits of at most 200 ms while connecting
// and talking, and the progress callback covers the wait for the answer to the message's end, so a
// hung relay cannot hold a stopping server for more than about a second.
void SmtpSender::transfer(const std::string& from, const std::string& to, const std::string& mime,
                          const KeepGoing& keep_going) {
  Sockets sockets;  // outlives the handles, whose cleanup closes the sockets
  Stopper stopper{keep_going, sockets};
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  std::unique_ptr<CURLM, decltype(&curl_multi_cleanup)> multi(curl_multi_init(), &curl_multi_cleanup);
  if (!curl || !multi) throw std::runtime_error("cannot create a libcurl handle");
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
  curl_easy_setopt(handle, CURLOPT_SOCKOPTFUNCTION, &Sockets::opened);
  curl_easy_setopt(handle, CURLOPT_SOCKOPTDATA, &sockets);
  curl_easy_setopt(handle, CURLOPT_CLOSESOCKETFUNCTION, &Sockets::closed);
  curl_easy_setopt(handle, CURLOPT_CLOSESOCKETDATA, &sockets);
  curl_easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
  curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, &Stopper::on_progress);
  curl_easy_setopt(handle, CURLOPT_XFERINFODATA, &stopper);

  if (curl_multi_add_handle(multi.get(), handle) != CURLM_OK)
    throw std::runtime_error("cannot start a libcurl transfer");
  struct Detach {  // the easy handle must leave the multi handle before either is cleaned up
    CURLM* multi;
    CURL* easy;
    ~Detach() { curl_multi_remove_handle(multi, easy); }
  } detach{multi.get(), handle};

  int running = 1;
  for (;;) {
    if (curl_multi_perform(multi.get(), &running) != CURLM_OK)
      throw std::runtime_error("SMTP: libcurl failed");
    if (running == 0) break;
    if (stopper.should_stop()) throw TransferAborted();
    curl_multi_poll(multi.get(), nullptr, 0, 200, nullptr);
  }
  CURLcode result = CURLE_OK;
  int left = 0;
  while (CURLMsg* message = curl_multi_info_read(multi.get(), &left)) {
    if (message->msg == CURLMSG_DONE) result = message->data.result;
  }
  if (stopper.aborted) throw TransferAborted();
  if (result != CURLE_OK) {
    throw std::runtime_error(std::string("SMTP: ") + (error[0] != '\0' ? error : curl_easy_strerror(result)));
  }
}

}  // namespace secours::mail
