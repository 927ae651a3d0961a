#pragma once

#include <string>

#include "core/config.h"
#include "training/training.h"

namespace secours::training {

// The quote as a PDF: the French version, then the English one (issue 44).
std::string render_quote_pdf(const Quote& quote, const core::Config& config);

}  // namespace secours::training
