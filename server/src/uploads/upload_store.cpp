#include "uploads/upload_store.h"

#include <fstream>
#include <stdexcept>

#include "common/crypto.h"

namespace secours::uploads {

std::string store_file(const std::filesystem::path& folder, const std::string& bytes,
                       const std::string& extension) {
  std::filesystem::create_directories(folder);
  // Random names: nobody can guess or overwrite another file, and each name's content never changes.
  const std::string name = crypto::random_token(18) + "." + extension;
  // A leading dot keeps the partial file out of reach of the static file server.
  const auto partial = folder / ("." + name + ".part");
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(partial, ignored);
      throw std::runtime_error("cannot write the uploaded file in " + folder.string());
    }
  }
  std::filesystem::rename(partial, folder / name);
  return name;
}

}  // namespace secours::uploads
