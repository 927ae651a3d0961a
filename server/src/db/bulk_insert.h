#pragma once

#include <soci/soci.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace secours::db {

// Many rows into one table, a few hundred per INSERT … VALUES (…), (…): one round trip per batch
// instead of one per row, which is what makes writing a large history to PostgreSQL take seconds, not
// minutes. Values are written into the statement (integers as they are, text quoted with '' doubled,
// NULL), so it is for rows the server makes itself (seed-demo), never for text a client sent.
class BulkInsert {
 public:
  // head: "INSERT INTO t (a, b, c) VALUES"
  BulkInsert(soci::session& sql, std::string head, std::size_t rows_per_statement = 500);
  ~BulkInsert() noexcept(false);
  BulkInsert(const BulkInsert&) = delete;
  BulkInsert& operator=(const BulkInsert&) = delete;

  // Adds one row; its values in column order.
  template <typename... Values>
  void row(const Values&... values) {
    pending_ += pending_rows_ == 0 ? " (" : ", (";
    bool first = true;
    ((append(first, values)), ...);
    pending_ += ")";
    if (++pending_rows_ == rows_per_statement_) flush();
  }
  // Sends what is pending (the destructor does too).
  void flush();

 private:
  void separator(bool& first);
  void append(bool& first, long long value);
  void append(bool& first, int value) { append(first, static_cast<long long>(value)); }
  void append(bool& first, std::string_view value);
  void append(bool& first, const std::string& value) { append(first, std::string_view(value)); }
  void append(bool& first, const char* value) { append(first, std::string_view(value)); }
  void append(bool& first, const std::optional<long long>& value);

  soci::session& sql_;
  std::string head_;
  std::size_t rows_per_statement_;
  std::string pending_;
  std::size_t pending_rows_ = 0;
};

}  // namespace secours::db
