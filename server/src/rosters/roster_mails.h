#pragma once

#include <string>

#include "certificates/certificate.h"
#include "core/config.h"
#include "mail/mail.h"
#include "rosters/roster.h"

namespace secours::rosters {

// The attendee's certificate, mailed in the booking's language with its PDF (`pdf`); an attendee without
// an account is told that signing up with this address shows it in their dashboard.
mail::Message certificate_mail(const RosterAttendee& attendee, const certificates::Certificate& certificate,
                               const std::string& pdf, const core::Config& config);

}  // namespace secours::rosters
