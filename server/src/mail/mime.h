#pragma once

#include <string>
#include <string_view>

#include "mail/mail.h"

namespace secours::mail {

// What the outbox adds to a Message to make a complete RFC 5322 message.
struct Envelope {
  std::string from;        // mailbox, e.g. "Formations Secours Outaouais <info@secours.example>"
  std::string message_id;  // without angle brackets, e.g. "3f2a…@secours.example"
  long long date = 0;      // Unix seconds (UTC)
};

// The whole message with CRLF line endings: headers, a multipart/mixed body holding a
// multipart/alternative (text, then HTML when present) followed by the attachments.
std::string build_mime(const Message& message, const Envelope& envelope);

// The address of a mailbox: "Name <a@b.example>" → "a@b.example"; a bare address is kept.
std::string address_of(const std::string& mailbox);

// A header value as is when it is short printable ASCII, else RFC 2047 UTF-8 base64 words.
std::string encode_header_text(std::string_view text);

// Date header format, e.g. "Tue, 04 Mar 2025 14:05:09 +0000".
std::string rfc5322_date(long long unix_seconds);

std::string encode_quoted_printable(std::string_view text);

}  // namespace secours::mail
