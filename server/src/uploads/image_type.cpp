#include "uploads/image_type.h"

#include "common/text_keys.h"

namespace secours::uploads {

namespace {
const ImageType png{"image/png", "png"};
const ImageType jpeg{"image/jpeg", "jpg"};
const ImageType webp{"image/webp", "webp"};
}  // namespace

std::optional<ImageType> sniff_image(std::string_view bytes) {
  using namespace std::string_view_literals;
  if (bytes.starts_with("\x89PNG\r\n\x1a\n"sv)) return png;
  if (bytes.starts_with("\xFF\xD8\xFF"sv)) return jpeg;
  if (bytes.size() >= 12 && bytes.starts_with("RIFF"sv) && bytes.substr(8, 4) == "WEBP"sv) return webp;
  return std::nullopt;
}

std::optional<ImageType> declared_image(std::string_view content_type) {
  std::string type = text::fold_case(content_type.substr(0, content_type.find(';')));
  while (!type.empty() && type.back() == ' ') type.pop_back();
  for (const auto* known : {&png, &jpeg, &webp}) {
    if (type == known->content_type) return *known;
  }
  return std::nullopt;
}

}  // namespace secours::uploads
