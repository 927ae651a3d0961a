#pragma once

#include <string>

#include "mail/mail.h"
#include "waitlist/waitlist_entry.h"

namespace secours::core {
struct Config;
}

namespace secours::waitlist {

// To the person who joined: their position, the session, the link to their place (`page_url`, with its
// token).
mail::Message joined_mail(const Entry& entry, const core::Config& config, const std::string& page_url);
// To the person offered seats: held until the offer's expiry, the link to book them or decline.
// The session was cancelled (by the office or its minimum enrolment, issue 44): the line closes.
mail::Message session_cancelled_mail(const Entry& entry, const core::Config& config);
mail::Message offer_mail(const Entry& entry, const core::Config& config, const std::string& page_url);

}  // namespace secours::waitlist
