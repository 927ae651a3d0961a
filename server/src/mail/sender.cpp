#include "mail/sender.h"

#include "core/config.h"

namespace secours::mail {

std::unique_ptr<Sender> make_sender(const core::Config& config) {
  if (!config.smtp_url.empty()) return std::make_unique<SmtpSender>(config.smtp_url);
  return std::make_unique<FileSender>(std::filesystem::path(config.data_dir) / "outbox");
}

}  // namespace secours::mail
