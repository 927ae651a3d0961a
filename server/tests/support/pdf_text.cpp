#include "support/pdf_text.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <stdexcept>

namespace secours::testing {

std::string pdf_text(const std::string& pdf_bytes) {
  char path[] = "/tmp/secours-pdf-XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) throw std::runtime_error("cannot create a temporary file");
  close(fd);
  std::ofstream(path, std::ios::binary) << pdf_bytes;
  std::string command = std::string("pdftotext -layout -enc UTF-8 ") + path + " - 2>&1";
  std::string text;
  int status = -1;
  {
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), &pclose);
    if (pipe) {
      char buffer[4096];
      while (auto read = std::fread(buffer, 1, sizeof buffer, pipe.get())) text.append(buffer, read);
      status = pclose(pipe.release());
    }
  }
  std::remove(path);
  if (status != 0) {
    throw std::runtime_error("pdftotext failed (install poppler-utils: make deps-test): " + text);
  }
  // The layout's columns become single spaces; no line starts or ends with one.
  std::string lines;
  for (char c : text) {
    if (c == ' ' && (lines.empty() || lines.back() == ' ' || lines.back() == '\n')) continue;
    if (c == '\n' && !lines.empty() && lines.back() == ' ') lines.pop_back();
    lines.push_back(c);
  }
  return lines;
}

std::string plain_spaces(std::string text) {
  // Built anew rather than replaced in place (GCC 12 warns, wrongly, that replace() may overlap).
  const std::string space = "\u00a0";
  std::string plain;
  std::size_t from = 0;
  for (auto at = text.find(space); at != std::string::npos; at = text.find(space, from)) {
    plain.append(text, from, at - from).push_back(' ');
    from = at + space.size();
  }
  return plain.append(text, from);
}

}  // namespace secours::testing
