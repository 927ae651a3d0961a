#pragma once

#include <functional>
#include <string>

namespace secours::db {

// True when the exception is a unique-constraint violation (PostgreSQL 23505, SQLite constraint).
bool is_unique_violation(const std::exception& error);

// Runs `statement`; a unique-constraint violation becomes http::Conflict(code, message).
void translate_conflict(const std::function<void()>& statement, const std::string& code,
                        const std::string& message);

}  // namespace secours::db
