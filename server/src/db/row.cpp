#include "db/row.h"

#include <soci/soci.h>

namespace secours::db {

long long get_integer(const soci::row& row, std::size_t index) {
  if (row.get_indicator(index) == soci::i_null) return 0;
  switch (row.get_properties(index).get_data_type()) {
    case soci::dt_integer:
      return row.get<int>(index);
    case soci::dt_long_long:
      return row.get<long long>(index);
    case soci::dt_unsigned_long_long:
      return static_cast<long long>(row.get<unsigned long long>(index));
    case soci::dt_double:
      return static_cast<long long>(row.get<double>(index));
    case soci::dt_string:
      return std::stoll(row.get<std::string>(index));
    default:
      return 0;
  }
}

std::string get_text(const soci::row& row, std::size_t index) {
  if (row.get_indicator(index) == soci::i_null) return {};
  return row.get<std::string>(index);
}

}  // namespace secours::db
