#pragma once

#include <filesystem>

#include "core/context.h"
#include "http/router.h"

namespace secours::uploads {

inline constexpr std::size_t max_upload_bytes = 4 * 1024 * 1024;

// Where uploaded files live (and are served from, at /uploads/<name>).
std::filesystem::path upload_folder(const core::Config& config);

// POST /api/uploads: an admin sends an image's raw bytes.
void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::uploads
