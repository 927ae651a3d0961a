#pragma once

#include <hpdf.h>

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace secours::pdf {

// The one PDF toolkit of the site's documents (certificates, receipts, credit notes): libharu with
// its standard Helvetica fonts in WinAnsiEncoding, which covers every French accent, drawn in the
// brand's colours (docs/decisions/021-receipts-and-credit-notes.md).

struct Color {
  float red, green, blue;
};
inline constexpr Color ink{0.059f, 0.090f, 0.165f};        // deep slate #0F172A: text
inline constexpr Color muted{0.278f, 0.333f, 0.412f};      // slate #475569: secondary text (AA on white)
inline constexpr Color brand_red{0.784f, 0.063f, 0.180f};  // first-aid red #C8102E, used sparingly
inline constexpr Color hairline{0.886f, 0.910f, 0.941f};   // #E2E8F0: rules between rows
inline constexpr Color surface{0.961f, 0.957f, 0.949f};    // warm light grey #F5F4F2: table heads

enum class Align { left, center, right };

struct Style {
  float size = 10;
  bool bold = false;
  Color color = ink;
  Align align = Align::left;  // what x is: the left edge, the centre or the right edge of the text
};

// One page, in points from its bottom-left corner. Text is UTF-8.
class Page {
 public:
  float width() const;
  float height() const;
  void text(float x, float y, const std::string& utf8, const Style& style);
  float text_width(const std::string& utf8, const Style& style) const;
  // The text cut into lines of at most max_width, at spaces (a word longer than a line stays whole).
  std::vector<std::string> wrap(const std::string& utf8, const Style& style, float max_width) const;
  void line(float x1, float y1, float x2, float y2, float thickness, Color color);
  void fill_rectangle(float x, float y, float width, float height, Color color);
  void stroke_rectangle(float x, float y, float width, float height, float thickness, Color color);
  // Many squares of one colour filled at once (a QR code's modules); each is {x, y, side}.
  void fill_squares(const std::vector<std::array<float, 3>>& squares, Color color);
  // A clickable area that opens `url`.
  void link(float x, float y, float width, float height, const std::string& url);

 private:
  friend class Document;
  Page(HPDF_Page page, HPDF_Font regular, HPDF_Font bold) : page_(page), regular_(regular), bold_(bold) {}
  HPDF_Font font(const Style& style) const { return style.bold ? bold_ : regular_; }

  HPDF_Page page_;
  HPDF_Font regular_, bold_;
};

// A PDF being written: A4 pages, then bytes(). libharu's errors become std::runtime_error.
class Document {
 public:
  explicit Document(const std::string& title);
  Page add_page(bool landscape = false);
  std::string bytes();

 private:
  std::unique_ptr<std::remove_pointer_t<HPDF_Doc>, void (*)(HPDF_Doc)> doc_;
  HPDF_Font regular_ = nullptr, bold_ = nullptr;
};

// The company at the top of every document: its name in bold brand red, then smaller lines
// (address, contact, tax numbers) in slate. Returns the baseline of its last line.
struct Letterhead {
  std::string name;
  std::vector<std::string> lines;  // empty ones are skipped
};
float draw_letterhead(Page& page, const Letterhead& letterhead, float x, float top, Align align,
                      float name_size = 16);

// UTF-8 to Windows-1252, the encoding of the standard fonts; other characters become '?'.
std::string to_cp1252(const std::string& utf8);

}  // namespace secours::pdf
