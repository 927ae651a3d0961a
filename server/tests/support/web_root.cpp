#include "support/web_root.h"

#include <unistd.h>

#include <fstream>

namespace secours::testing {

const char* const index_html =
    "<!doctype html>\n<html lang=\"fr\">\n<head>\n<meta charset=\"UTF-8\" />\n"
    "<!--app-head--><meta name=\"description\" content=\"Défaut\" /><title>Défaut</title><!--/app-head-->\n"
    "<script type=\"module\" src=\"/assets/index-abc.js\"></script>\n</head>\n"
    "<body><div id=\"root\"></div><!--app-data--></body>\n</html>\n";

std::filesystem::path make_web_root(const std::string& html) {
  static int counter = 0;
  auto root = std::filesystem::temp_directory_path() /
              ("secours_pages_" + std::to_string(::getpid()) + "_" + std::to_string(++counter));
  std::filesystem::create_directories(root / "assets");
  std::ofstream(root / "index.html") << html;
  std::ofstream(root / "assets/index-abc.js") << "console.log(1)";
  return root;
}

}  // namespace secours::testing
