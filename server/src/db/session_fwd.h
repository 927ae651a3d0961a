#pragma once

// The one declaration of SOCI's session that headers need: their functions take the caller's session (and so
// its transaction) by reference, and only the .cpp files that run statements include <soci/soci.h>.
namespace soci {
class session;
}
