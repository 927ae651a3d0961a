#include "mail/mime.h"

#include <ctime>
#include <stdexcept>

#include "common/base64.h"

namespace secours::mail {

namespace {

// "=_" cannot occur in quoted-printable or base64 text, so these boundaries never clash with a
// part's content and need no randomness.
constexpr std::string_view mixed_boundary = "=_secours_mixed";
constexpr std::string_view alternative_boundary = "=_secours_alternative";

// Header values must stay on their line: a CR or LF from user data would inject headers.
std::string single_line(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c == '\r' || c == '\n') c = ' ';
  }
  return out;
}

bool is_plain_ascii(std::string_view text) {
  for (unsigned char c : text) {
    if (c < 0x20 || c > 0x7e) return false;
  }
  return text.find("=?") == std::string_view::npos;
}

std::string wrap_lines(const std::string& text, std::size_t width) {
  std::string out;
  for (std::size_t pos = 0; pos < text.size(); pos += width) out += text.substr(pos, width) + "\r\n";
  return out;
}

std::string format_mailbox(const std::string& mailbox) {
  auto open = mailbox.rfind('<');
  if (open == std::string::npos) return single_line(mailbox);
  std::string name = single_line(mailbox.substr(0, open));
  while (!name.empty() && name.back() == ' ') name.pop_back();
  std::string address = "<" + address_of(mailbox) + ">";
  if (name.empty()) return address;
  if (!is_plain_ascii(name)) return encode_header_text(name) + " " + address;
  if (name.find_first_of("()<>[]:;@\\,.\"") == std::string::npos) return name + " " + address;
  std::string quoted = "\"";
  for (char c : name) {
    if (c == '"' || c == '\\') quoted.push_back('\\');
    quoted.push_back(c);
  }
  return quoted + "\" " + address;
}

// RFC 2231 form for non-ASCII file names, which mail clients decode reliably.
std::string filename_parameter(const std::string& filename) {
  std::string name = single_line(filename);
  bool ascii = true;
  for (unsigned char c : name) ascii = ascii && c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
  if (ascii) return "filename=\"" + name + "\"";
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out = "filename*=UTF-8''";
  for (unsigned char c : name) {
    if (std::isalnum(c) || c == '.' || c == '-' || c == '_') {
      out.push_back(static_cast<char>(c));
    } else {
      out += {'%', hex[c >> 4], hex[c & 0xF]};
    }
  }
  return out;
}

std::string text_part(std::string_view content_type, std::string_view body) {
  return "Content-Type: " + std::string(content_type) +
         "; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n" +
         encode_quoted_printable(body) + "\r\n";
}

}  // namespace

std::string address_of(const std::string& mailbox) {
  auto open = mailbox.rfind('<');
  auto close = mailbox.rfind('>');
  if (open == std::string::npos || close == std::string::npos || close < open) return single_line(mailbox);
  return single_line(mailbox.substr(open + 1, close - open - 1));
}

std::string encode_header_text(std::string_view text) {
  std::string line = single_line(text);
  if (is_plain_ascii(line) && line.size() <= 76) return line;
  // Encoded words stay under 75 characters and never split a UTF-8 sequence, as RFC 2047 requires.
  constexpr std::size_t chunk_bytes = 39;
  std::string out;
  std::size_t pos = 0;
  while (pos < line.size()) {
    std::size_t end = std::min(pos + chunk_bytes, line.size());
    while (end < line.size() && end > pos && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) --end;
    if (!out.empty()) out += "\r\n ";
    out += "=?UTF-8?B?" + base64::encode(std::string_view(line).substr(pos, end - pos)) + "?=";
    pos = end;
  }
  return out;
}

std::string rfc5322_date(long long unix_seconds) {
  static constexpr const char* days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static constexpr const char* months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                           "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  std::time_t time = static_cast<std::time_t>(unix_seconds);
  std::tm utc{};
  gmtime_r(&time, &utc);
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%s, %02d %s %04d %02d:%02d:%02d +0000", days[utc.tm_wday],
                utc.tm_mday, months[utc.tm_mon], utc.tm_year + 1900, utc.tm_hour, utc.tm_min, utc.tm_sec);
  return buffer;
}

std::string encode_quoted_printable(std::string_view text) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  std::size_t line_length = 0;
  auto put = [&](std::string_view piece) {
    if (line_length + piece.size() > 75) {  // 75 + the soft break's "=" keeps lines at 76
      out += "=\r\n";
      line_length = 0;
    }
    out += piece;
    line_length += piece.size();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    unsigned char c = text[i];
    if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') continue;
    if (c == '\n') {
      out += "\r\n";
      line_length = 0;
      continue;
    }
    std::string_view rest = text.substr(i + 1);
    bool ends_line = rest.empty() || rest.starts_with('\n') || rest.starts_with("\r\n");
    if ((c == ' ' || c == '\t') && !ends_line) {
      put(std::string(1, static_cast<char>(c)));
    } else if (c >= 33 && c <= 126 && c != '=') {
      put(std::string(1, static_cast<char>(c)));
    } else {
      put(std::string{'=', hex[c >> 4], hex[c & 0xF]});
    }
  }
  return out;
}

namespace {
// RFC 8058: a mail client offers "unsubscribe" and POSTs "List-Unsubscribe=One-Click" to the URL.
std::string list_unsubscribe_headers(const std::string& url) {
  if (url.empty()) return {};
  return "List-Unsubscribe: <" + single_line(url) +
         ">\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n";
}
}  // namespace

std::string build_mime(const Message& message, const Envelope& envelope) {
  const std::string mixed(mixed_boundary), alternative(alternative_boundary);
  std::string out = "From: " + format_mailbox(envelope.from) + "\r\nTo: " + single_line(message.to) +
                    "\r\nSubject: " + encode_header_text(message.subject) +
                    "\r\nDate: " + rfc5322_date(envelope.date) + "\r\nMessage-ID: <" +
                    single_line(envelope.message_id) + ">\r\n" +
                    list_unsubscribe_headers(message.list_unsubscribe) +
                    "MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"" + mixed + "\"\r\n\r\n";
  out += "--" + mixed + "\r\nContent-Type: multipart/alternative; boundary=\"" + alternative + "\"\r\n\r\n";
  out += "--" + alternative + "\r\n" + text_part("text/plain", message.text);
  if (!message.html.empty()) out += "--" + alternative + "\r\n" + text_part("text/html", message.html);
  out += "--" + alternative + "--\r\n";
  for (const auto& attachment : message.attachments) {
    std::string filename = filename_parameter(attachment.filename);
    std::string type = attachment.content_type.empty() ? "application/octet-stream" : attachment.content_type;
    out += "--" + mixed + "\r\nContent-Type: " + single_line(type) + "\r\nContent-Disposition: attachment; " +
           filename + "\r\nContent-Transfer-Encoding: base64\r\n\r\n" +
           wrap_lines(base64::encode(attachment.content), 76);
  }
  out += "--" + mixed + "--\r\n";
  return out;
}

}  // namespace secours::mail
