#pragma once

#include <filesystem>
#include <string>

namespace secours::uploads {

// Writes `bytes` under `folder` with a new random name ending in `.extension` and returns the name.
// The file appears whole or not at all (written aside, then renamed), so it is never served half-written.
std::string store_file(const std::filesystem::path& folder, const std::string& bytes,
                       const std::string& extension);

}  // namespace secours::uploads
