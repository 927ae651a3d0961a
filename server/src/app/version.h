#pragma once

namespace secours::app {
const char* version();
}
