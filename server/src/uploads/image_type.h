#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace secours::uploads {

// An image format the site accepts for uploads.
struct ImageType {
  std::string content_type;  // image/png, image/jpeg, image/webp
  std::string extension;     // png, jpg, webp
};

// The format the bytes really are, from their signature (magic bytes); nullopt for anything else.
std::optional<ImageType> sniff_image(std::string_view bytes);
// The accepted format named by a Content-Type header (parameters ignored); nullopt otherwise.
std::optional<ImageType> declared_image(std::string_view content_type);

}  // namespace secours::uploads
