#pragma once

#include "db/row.h"

namespace secours::db {

// A row reader that fills the named fields of a T, in the order of the SELECT's columns, for
// select_rows: db::select_rows(sql, "SELECT id, name FROM t", db::read_fields(&Thing::id, &Thing::name)).
template <typename T, typename... Fields>
auto read_fields(Fields T::*... fields) {
  return [fields...](const soci::row& row) {
    T value{};
    Columns(row).read(value.*fields...);
    return value;
  };
}

}  // namespace secours::db
