#pragma once

#include <string>

#include "bookings/booking.h"
#include "mail/calendar.h"
#include "mail/layout.h"

namespace secours::bookings {

using mail::CalendarMethod;

// The pieces the booking mails share (booking_mail_templates.cpp, booking_change_mail_templates.cpp).

inline bool dated(const Booking& booking) { return booking.session_id != 0; }

// A mail to the booking's customer, in the booking's language, greeting them by name.
mail::Layout customer_layout(const Booking& booking, const std::string& subject);
// When the course takes place, as people read it: the session's times, or "on request".
std::string when(const Booking& booking, const std::string& language);
// Reference, course, date and location.
void add_course_rows(mail::Layout& layout, const Booking& booking);
// Price, each tax, total and how it is paid.
void add_amount_rows(mail::Layout& layout, const Booking& booking);
// The office reads French: the course, then who booked it and how to reach them; a link to the
// admin's bookings page.
mail::Layout office_layout(const Booking& booking, const std::string& subject, const std::string& before,
                           const std::string& admin_url);

// Which calendar file goes with a mail: the booking's first copy (PUBLISH, sequence 0, stamped when it
// was booked), a change to it (REQUEST) or its removal (CANCEL), each with a higher sequence.
struct CalendarChange {
  CalendarMethod method = CalendarMethod::publish;
  int sequence = 0;
  long long stamp = 0;
};
mail::Attachment calendar_attachment(const Booking& booking, const mail::Company& company,
                                     const CalendarChange& change);
// The customer's mail rendered from its layout, with the calendar file of `change` attached.
mail::Message render_with_calendar(const Booking& booking, const mail::Layout& layout,
                                   const mail::Company& company, const CalendarChange& change);

// A booking that will not take place: the first paragraph, the course, the refund when it was paid,
// and how to find another date.
mail::Message sorry_mail(const Booking& booking, const mail::Company& company, const std::string& subject,
                         const std::string& sorry, const std::string& refund, const std::string& reply);

}  // namespace secours::bookings
