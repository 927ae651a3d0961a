#pragma once

#include <functional>
#include <string>

namespace secours::db {

// True when the exception is a unique-constraint violation (PostgreSQL 23505, SQLite constraint).
bool is_unique_violation(const std::exception& error);

// True when the database could not write for lack of storage rather than because of the request:
// SQLite full, I/O error, read-only or cannot open; PostgreSQL disk full (53100), I/O error (58030)
// or a read-only transaction (25006).
bool is_storage_failure(const std::exception& error);

// Runs `statement`; a unique-constraint violation becomes errors::Conflict(code, message).
void translate_conflict(const std::function<void()>& statement, const std::string& code,
                        const std::string& message);

}  // namespace secours::db
