#pragma once

#include <soci/row.h>

#include <string>

namespace secours::db {

// An integer column whatever type the engine reports for it (int, long long, double, text);
// 0 for NULL. SQLite and PostgreSQL disagree on these types for the same schema.
long long get_integer(const soci::row& row, std::size_t index);
// A text column; empty for NULL.
std::string get_text(const soci::row& row, std::size_t index);

}  // namespace secours::db
