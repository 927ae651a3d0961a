#include "common/pdf.h"

#include <stdexcept>
#include <unordered_map>

namespace secours::pdf {

namespace {

void on_error(HPDF_STATUS error, HPDF_STATUS detail, void*) {
  throw std::runtime_error("PDF error " + std::to_string(error) + "/" + std::to_string(detail));
}

void set_fill(HPDF_Page page, Color color) { HPDF_Page_SetRGBFill(page, color.red, color.green, color.blue); }

}  // namespace

float Page::width() const { return HPDF_Page_GetWidth(page_); }

float Page::height() const { return HPDF_Page_GetHeight(page_); }

float Page::text_width(const std::string& utf8, const Style& style) const {
  HPDF_Page_SetFontAndSize(page_, font(style), style.size);
  return HPDF_Page_TextWidth(page_, to_cp1252(utf8).c_str());
}

void Page::text(float x, float y, const std::string& utf8, const Style& style) {
  std::string text = to_cp1252(utf8);
  HPDF_Page_SetFontAndSize(page_, font(style), style.size);
  float width = HPDF_Page_TextWidth(page_, text.c_str());
  if (style.align == Align::center) x -= width / 2;
  if (style.align == Align::right) x -= width;
  set_fill(page_, style.color);
  HPDF_Page_BeginText(page_);
  HPDF_Page_TextOut(page_, x, y, text.c_str());
  HPDF_Page_EndText(page_);
}

std::vector<std::string> Page::wrap(const std::string& utf8, const Style& style, float max_width) const {
  std::vector<std::string> lines;
  std::string current;
  std::size_t start = 0;
  while (start <= utf8.size()) {
    std::size_t space = utf8.find(' ', start);
    if (space == std::string::npos) space = utf8.size();
    std::string word = utf8.substr(start, space - start);
    start = space + 1;
    if (word.empty()) continue;
    std::string candidate = current.empty() ? word : current + " " + word;
    if (!current.empty() && text_width(candidate, style) > max_width) {
      lines.push_back(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (!current.empty()) lines.push_back(current);
  return lines;
}

void Page::line(float x1, float y1, float x2, float y2, float thickness, Color color) {
  HPDF_Page_SetRGBStroke(page_, color.red, color.green, color.blue);
  HPDF_Page_SetLineWidth(page_, thickness);
  HPDF_Page_MoveTo(page_, x1, y1);
  HPDF_Page_LineTo(page_, x2, y2);
  HPDF_Page_Stroke(page_);
}

void Page::fill_rectangle(float x, float y, float width, float height, Color color) {
  set_fill(page_, color);
  HPDF_Page_Rectangle(page_, x, y, width, height);
  HPDF_Page_Fill(page_);
}

void Page::stroke_rectangle(float x, float y, float width, float height, float thickness, Color color) {
  HPDF_Page_SetRGBStroke(page_, color.red, color.green, color.blue);
  HPDF_Page_SetLineWidth(page_, thickness);
  HPDF_Page_Rectangle(page_, x, y, width, height);
  HPDF_Page_Stroke(page_);
}

void Page::fill_squares(const std::vector<std::array<float, 3>>& squares, Color color) {
  if (squares.empty()) return;
  set_fill(page_, color);
  for (const auto& [x, y, side] : squares) HPDF_Page_Rectangle(page_, x, y, side, side);
  HPDF_Page_Fill(page_);
}

void Page::link(float x, float y, float width, float height, const std::string& url) {
  HPDF_Rect area{x, y, x + width, y + height};
  HPDF_Page_CreateURILinkAnnot(page_, area, url.c_str());
}

Document::Document(const std::string& title) : doc_(HPDF_New(on_error, nullptr), &HPDF_Free) {
  if (!doc_) throw std::runtime_error("cannot create a PDF document");
  HPDF_SetInfoAttr(doc_.get(), HPDF_INFO_TITLE, to_cp1252(title).c_str());
  HPDF_SetInfoAttr(doc_.get(), HPDF_INFO_CREATOR, "Secours");
  regular_ = HPDF_GetFont(doc_.get(), "Helvetica", "WinAnsiEncoding");
  bold_ = HPDF_GetFont(doc_.get(), "Helvetica-Bold", "WinAnsiEncoding");
}

Page Document::add_page(bool landscape) {
  HPDF_Page page = HPDF_AddPage(doc_.get());
  HPDF_Page_SetSize(page, HPDF_PAGE_SIZE_A4, landscape ? HPDF_PAGE_LANDSCAPE : HPDF_PAGE_PORTRAIT);
  return Page(page, regular_, bold_);
}

std::string Document::bytes() {
  HPDF_SaveToStream(doc_.get());
  HPDF_UINT32 size = HPDF_GetStreamSize(doc_.get());
  std::string bytes(size, '\0');
  HPDF_ReadFromStream(doc_.get(), reinterpret_cast<HPDF_BYTE*>(bytes.data()), &size);
  bytes.resize(size);
  return bytes;
}

float draw_letterhead(Page& page, const Letterhead& letterhead, float x, float top, Align align,
                      float name_size) {
  float y = top - name_size;
  page.text(x, y, letterhead.name, {name_size, true, brand_red, align});
  for (const auto& line : letterhead.lines) {
    if (line.empty()) continue;
    y -= 12;
    page.text(x, y, line, {8.5f, false, muted, align});
  }
  return y;
}

std::string to_cp1252(const std::string& utf8) {
  static const std::unordered_map<char32_t, char> extras{
      {U'€', '\x80'}, {U'‚', '\x82'}, {U'„', '\x84'},  {U'…', '\x85'}, {U'‘', '\x91'},
      {U'’', '\x92'}, {U'“', '\x93'}, {U'”', '\x94'},  {U'–', '\x96'}, {U'—', '\x97'},
      {U'œ', '\x9c'}, {U'Œ', '\x8c'}, {U'\u202f', ' '}};
  std::string out;
  for (std::size_t i = 0; i < utf8.size();) {
    unsigned char lead = static_cast<unsigned char>(utf8[i]);
    char32_t code = 0;
    int length = lead < 0x80           ? 1
                 : (lead >> 5) == 0x6  ? 2
                 : (lead >> 4) == 0xE  ? 3
                 : (lead >> 3) == 0x1E ? 4
                                       : 1;
    if (length == 1) {
      code = lead < 0x80 ? lead : U'?';
    } else {
      code = lead & (0xFF >> (length + 1));
      for (int k = 1; k < length && i + k < utf8.size(); ++k) code = (code << 6) | (utf8[i + k] & 0x3F);
    }
    i += static_cast<std::size_t>(length);
    if (code < 0x80 || (code >= 0xA0 && code <= 0xFF)) {
      out.push_back(static_cast<char>(code));
    } else if (auto it = extras.find(code); it != extras.end()) {
      out.push_back(it->second);
    } else {
      out.push_back('?');
    }
  }
  return out;
}

}  // namespace secours::pdf
