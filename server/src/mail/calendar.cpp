#include "mail/calendar.h"

#include "common/time_format.h"

namespace secours::mail {

namespace {

std::string escape_text(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\\' || c == ';' || c == ',') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c != '\r') {
      out += c;
    }
  }
  return out;
}

// A parameter value (a name) in double quotes, which cannot hold one nor control characters; `:`, `;`
// and `,` stay literal inside them.
std::string parameter(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c != '"' && static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) out += c;
  }
  return out + "\"";
}

// Folds after 75 octets without splitting a UTF-8 character; continuation lines start with a space.
std::string line(const std::string& content) {
  std::string out;
  std::size_t width = 0;
  for (std::size_t i = 0; i < content.size();) {
    std::size_t length = 1;
    auto lead = static_cast<unsigned char>(content[i]);
    if (lead >= 0xF0)
      length = 4;
    else if (lead >= 0xE0)
      length = 3;
    else if (lead >= 0xC0)
      length = 2;
    if (width + length > 75) {
      out += "\r\n ";
      width = 1;
    }
    out.append(content, i, length);
    width += length;
    i += length;
  }
  return out + "\r\n";
}

}  // namespace

std::string calendar_file(const CalendarEvent& event) {
  std::string people;
  if (event.method != CalendarMethod::publish) {
    people = line("ORGANIZER;CN=" + parameter(event.organizer_name) + ":mailto:" + event.organizer_email) +
             line("ATTENDEE;CN=" + parameter(event.attendee_name) +
                  ";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:" + event.attendee_email);
  }
  std::string status = event.method == CalendarMethod::cancel ? line("STATUS:CANCELLED") : "";
  std::string events;
  for (std::size_t i = 0; i < event.days.size(); ++i) {
    // The first day keeps the booking's UID, as before sessions had several days: a calendar that holds
    // it updates it.
    const std::string uid = i == 0 ? event.uid : event.uid + "-" + std::to_string(i + 1);
    events += line("BEGIN:VEVENT") + line("UID:" + uid) + line("SEQUENCE:" + std::to_string(event.sequence)) +
              line("DTSTAMP:" + iso8601_basic(event.stamp)) +
              line("DTSTART:" + iso8601_basic(event.days[i].starts_at)) +
              line("DTEND:" + iso8601_basic(event.days[i].ends_at)) +
              line("SUMMARY:" + escape_text(event.summary)) +
              line("LOCATION:" + escape_text(event.location)) +
              line("DESCRIPTION:" + escape_text(event.description)) + people + status + line("END:VEVENT");
  }
  return line("BEGIN:VCALENDAR") + line("VERSION:2.0") +
         line("PRODID:-//Formations Secours Outaouais//Secours//FR") + line("CALSCALE:GREGORIAN") +
         line("METHOD:" + calendar_method_names.text(event.method)) + events + line("END:VCALENDAR");
}

}  // namespace secours::mail
