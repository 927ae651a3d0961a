#pragma once

#include <string>

#include "mail/layout.h"

namespace secours::auth {

// The account's mails, written on the one mail layout and signed by `company`, in French unless
// language is "en". Every value passed in is escaped in the HTML part, so user-provided names are safe.

// A link to choose a new password, valid one hour.
mail::Message password_reset_mail(const mail::Company& company, const std::string& to,
                                  const std::string& first_name, const std::string& language,
                                  const std::string& reset_url);

// Sent when an account is created; site_url leads to the site.
mail::Message welcome_mail(const mail::Company& company, const std::string& to, const std::string& first_name,
                           const std::string& language, const std::string& site_url);

// A link proving that `to` belongs to the account, valid 48 hours. A changed address gets
// `change` true: the link makes it the account's address.
mail::Message email_verification_mail(const mail::Company& company, const std::string& to,
                                      const std::string& first_name, const std::string& language,
                                      const std::string& verify_url, bool change);

// Tells the current address that a change to `new_email` waits for its link; the link leads to
// the password reset, for someone who did not ask for the change.
mail::Message email_change_notice_mail(const mail::Company& company, const std::string& to,
                                       const std::string& first_name, const std::string& language,
                                       const std::string& new_email, const std::string& reset_url);

}  // namespace secours::auth
