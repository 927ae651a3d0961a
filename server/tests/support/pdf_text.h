#pragma once

#include <string>

namespace secours::testing {

// The text of a PDF as pdftotext (Debian's poppler-utils) reads it back, UTF-8, page after page: an
// independent reader of what the server draws. Each line of the page is one line of text, its pieces
// separated by single spaces (e.g. "TPS (5 %) 5,00 $"). Throws std::runtime_error when pdftotext is
// missing or cannot read the file.
std::string pdf_text(const std::string& pdf_bytes);

// `text` with its no-break spaces made plain ones, as pdftotext gives them back (e.g. "114,98 $").
std::string plain_spaces(std::string text);

}  // namespace secours::testing
