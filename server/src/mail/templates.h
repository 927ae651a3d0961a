#pragma once

#include <string>

#include "mail/mail.h"

namespace secours::mail {

// The site's mails, in French unless language is "en". Every value passed in is escaped in the
// HTML part, so user-provided names are safe.

// A link to choose a new password, valid one hour.
Message password_reset_mail(const std::string& to, const std::string& first_name, const std::string& language,
                            const std::string& reset_url);

// Sent when an account is created; site_url leads to the site.
Message welcome_mail(const std::string& to, const std::string& first_name, const std::string& language,
                     const std::string& site_url);

// Text safe inside HTML elements and double- or single-quoted attributes.
std::string html_escape(const std::string& text);

}  // namespace secours::mail
