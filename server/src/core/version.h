#pragma once

namespace secours::core {
const char* version();
}
