#pragma once

#include <soci/row.h>

#include <concepts>
#include <optional>
#include <string>

#include "common/enum_names.h"

namespace secours::db {

// An integer column whatever type the engine reports for it (int, long long, double, text);
// 0 for NULL. SQLite and PostgreSQL disagree on these types for the same schema.
long long get_integer(const soci::row& row, std::size_t index);
// A text column; empty for NULL.
std::string get_text(const soci::row& row, std::size_t index);

// The indicator that binds an optional value: NULL for nullopt.
inline soci::indicator null_unless(const auto& value) { return value ? soci::i_ok : soci::i_null; }

// An enum column stored as its text (common/enum_names.h), for Columns::read: db::stored(names, field).
template <typename Enum, std::size_t N>
struct StoredEnum {
  const EnumNames<Enum, N>& names;
  Enum& field;
};
template <typename Enum, std::size_t N>
StoredEnum<Enum, N> stored(const EnumNames<Enum, N>& names, Enum& field) {
  return {names, field};
}

// Reads a row's columns in the order of its SELECT, each into a field of its type: a repository
// names its fields once, in the order of its column list, instead of a line and an index each.
//   db::Columns(row).read(course.id, course.slug, db::stored(course_status_names, course.status));
// Each read takes the next column. Read one column per statement, or through read(): the order in
// which a function's arguments or the operands of + are evaluated is not defined.
class Columns {
 public:
  explicit Columns(const soci::row& row, std::size_t first = 0) : row_(row), next_(first) {}

  template <typename... Fields>
  Columns& read(Fields&&... fields) {
    (read_one(fields), ...);
    return *this;
  }
  long long integer() { return get_integer(row_, next_++); }
  std::string text() { return get_text(row_, next_++); }
  // A column of a LEFT JOIN (or one read elsewhere) this reader passes over.
  Columns& skip(std::size_t count = 1) {
    next_ += count;
    return *this;
  }

 private:
  // Integers of any width, and flags stored as 0/1.
  template <std::integral Integer>
  void read_one(Integer& field) {
    field = static_cast<Integer>(integer());
  }
  void read_one(std::string& field) { field = text(); }
  template <typename Enum, std::size_t N>
  void read_one(const StoredEnum<Enum, N>& column) {
    column.field = column.names.stored(text());
  }
  // NULL stays nullopt.
  template <typename Value>
  void read_one(std::optional<Value>& field) {
    if (row_.get_indicator(next_) == soci::i_null) {
      field.reset();
      ++next_;
      return;
    }
    Value value{};
    read_one(value);
    field = std::move(value);
  }

  const soci::row& row_;
  std::size_t next_;
};

// A row reader that fills the fields of a `Row`, one column each in the order of the SELECT:
//   db::select_rows(sql, "SELECT id, email FROM …", db::fields(&Link::id, &Link::email));
template <typename Row, typename... Types>
auto fields(Types Row::*... members) {
  return [members...](const soci::row& row) {
    Row made;
    Columns(row).read(made.*members...);
    return made;
  };
}

}  // namespace secours::db
