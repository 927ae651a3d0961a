#include "db/bulk_insert.h"

#include <exception>

namespace secours::db {

BulkInsert::BulkInsert(soci::session& sql, std::string head, std::size_t rows_per_statement)
    : sql_(sql), head_(std::move(head)), rows_per_statement_(rows_per_statement) {}

// Flushes the last rows, unless an exception is already on its way (the transaction rolls back).
BulkInsert::~BulkInsert() noexcept(false) {
  if (std::uncaught_exceptions() == 0) flush();
}

void BulkInsert::flush() {
  if (pending_rows_ == 0) return;
  sql_ << head_ + pending_;
  pending_.clear();
  pending_rows_ = 0;
}

void BulkInsert::separator(bool& first) {
  if (!first) pending_ += ", ";
  first = false;
}

void BulkInsert::append(bool& first, long long value) {
  separator(first);
  pending_ += std::to_string(value);
}

void BulkInsert::append(bool& first, std::string_view value) {
  separator(first);
  pending_ += '\'';
  for (char c : value) {
    if (c == '\'') pending_ += '\'';
    pending_ += c;
  }
  pending_ += '\'';
}

void BulkInsert::append(bool& first, const std::optional<long long>& value) {
  if (value) return append(first, *value);
  separator(first);
  pending_ += "NULL";
}

}  // namespace secours::db
