#pragma once

#include "core/context.h"

namespace secours::certificates {

// The renewal reminders (issue 28, decision 051): 90 and 30 days before a certificate of a course with a
// renewing course expires, its holder gets one mail with the link to book the renewal (the form filled
// from their account), only with their express consent to such mails (CASL: an expiry three years away
// is past implied consent) and not when the renewal is already booked; the mail carries one-click
// unsubscribe. Each stage is decided once whatever the instances and restarts. Returns the mails queued.
int send_renewal_reminders(core::Context& context);

}  // namespace secours::certificates
