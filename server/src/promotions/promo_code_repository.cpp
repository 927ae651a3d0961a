#include "promotions/promo_code_repository.h"

#include <soci/soci.h>

#include <unordered_map>

#include "db/errors.h"
#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"

namespace secours::promotions::promo_rows {

namespace {

// A code's uses: they count while their booking stands (a cancelled or rejected booking gives its use back).
std::string standing_uses(const std::string& code_id) {
  return "SELECT COUNT(*) FROM promo_code_uses u JOIN bookings b ON b.id = u.booking_id WHERE "
         "u.promo_code_id = " +
         code_id + " AND b.status NOT IN ('cancelled', 'rejected')";
}

const std::string columns =
    "SELECT p.id, p.code, COALESCE(p.percent_off, 0), COALESCE(p.amount_off_cents, 0), p.starts_on, "
    "p.ends_on, p.max_uses, p.max_uses_per_person, p.active, p.created_at, (" +
    standing_uses("p.id") + ") FROM promo_codes p";

PromoCode read_code(const soci::row& row) {
  PromoCode code;
  db::Columns(row).read(code.id, code.code, code.percent_off, code.amount_off_cents, code.starts_on,
                        code.ends_on, code.max_uses, code.max_uses_per_person, code.active, code.created_at,
                        code.uses);
  return code;
}

// The codes' courses, in one statement for the whole list.
std::vector<PromoCode> with_courses(soci::session& sql, std::vector<PromoCode> codes) {
  if (codes.empty()) return codes;
  std::unordered_map<long long, PromoCode*> by_id;
  std::string list;
  for (auto& code : codes) {
    by_id[code.id] = &code;
    list += (list.empty() ? "" : ", ") + std::to_string(code.id);
  }
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT promo_code_id, course_id FROM promo_code_courses WHERE promo_code_id IN (" +
                         list + ") ORDER BY promo_code_id, course_id";
  for (const auto& row : rows)
    by_id.at(db::get_integer(row, 0))->course_ids.push_back(db::get_integer(row, 1));
  return codes;
}

// An optional integer or date bound with its indicator.
template <typename Value>
struct Optional {
  explicit Optional(const std::optional<Value>& value)
      : value(value.value_or(Value{})), indicator(value ? soci::i_ok : soci::i_null) {}
  Value value;
  soci::indicator indicator;
};

}  // namespace

std::optional<long long> insert(soci::session& sql, const PromoCodeFields& f, long long now) {
  Optional<int> percent(f.percent_off ? std::optional<int>(f.percent_off) : std::nullopt);
  Optional<long long> amount(f.amount_off_cents ? std::optional<long long>(f.amount_off_cents)
                                                : std::nullopt);
  Optional<std::string> starts(f.starts_on), ends(f.ends_on);
  Optional<int> max_uses(f.max_uses), per_person(f.max_uses_per_person);
  long long id = 0;
  sql << "SAVEPOINT promo_code_insert";
  try {
    sql << "INSERT INTO promo_codes (code, percent_off, amount_off_cents, starts_on, ends_on, max_uses, "
           "max_uses_per_person, active, created_at) VALUES (:code, :percent, :amount, :starts, :ends, :max, "
           ":per_person, 1, :now) RETURNING id",
        soci::use(f.code), soci::use(percent.value, percent.indicator),
        soci::use(amount.value, amount.indicator), soci::use(starts.value, starts.indicator),
        soci::use(ends.value, ends.indicator), soci::use(max_uses.value, max_uses.indicator),
        soci::use(per_person.value, per_person.indicator), soci::use(now), soci::into(id);
  } catch (const soci::soci_error& error) {
    if (!db::is_unique_violation(error)) throw;
    sql << "ROLLBACK TO SAVEPOINT promo_code_insert";
    return std::nullopt;
  }
  sql << "RELEASE SAVEPOINT promo_code_insert";
  for (long long course_id : f.course_ids) {
    sql << "INSERT INTO promo_code_courses (promo_code_id, course_id) VALUES (:code, :course)", soci::use(id),
        soci::use(course_id);
  }
  return id;
}

std::optional<PromoCode> find(soci::session& sql, long long id) {
  return db::first(
      with_courses(sql, db::select_rows(sql, std::string(columns) + " WHERE p.id = :id", read_code, id)));
}

std::optional<PromoCode> find_by_code(soci::session& sql, const std::string& code) {
  return db::first(with_courses(
      sql, db::select_rows(sql, std::string(columns) + " WHERE p.code = :code", read_code, code)));
}

std::vector<PromoCode> page(soci::session& sql, const PageRequest& page) {
  std::string query = columns;
  if (page.after) query += " WHERE " + db::after_keyset("p", *page.after);
  query += " ORDER BY " + db::newest_first("p", page.limit);
  return with_courses(sql, db::select_rows(sql, query, read_code));
}

bool set_active(soci::session& sql, long long id, bool active) {
  const int flag = active ? 1 : 0;
  return db::changed_one_row(sql, "UPDATE promo_codes SET active = :active WHERE id = :id", flag, id);
}

std::optional<long long> course_price(soci::session& sql, long long course_id) {
  long long price = 0;
  soci::indicator found = soci::i_null;
  sql << "SELECT price_cents FROM courses WHERE id = :id", soci::use(course_id), soci::into(price, found);
  if (!sql.got_data()) return std::nullopt;
  return price;
}

std::vector<long long> existing_courses(soci::session& sql, const std::vector<long long>& ids) {
  std::vector<long long> found;
  if (ids.empty()) return found;
  soci::rowset<soci::row> rows = sql.prepare
                                 << "SELECT id FROM courses WHERE id IN (" + db::id_list(ids) + ")";
  for (const auto& row : rows) found.push_back(db::get_integer(row, 0));
  return found;
}

void lock(soci::session& sql, long long id, long long now) {
  sql << "UPDATE promo_codes SET last_claimed_at = :now WHERE id = :id", soci::use(now), soci::use(id);
}

long long uses(soci::session& sql, long long id) {
  long long count = 0;
  sql << standing_uses(":id"), soci::use(id), soci::into(count);
  return count;
}

long long uses_by(soci::session& sql, long long id, const std::string& email_key) {
  long long count = 0;
  sql << standing_uses(":id") + " AND u.email_key = :email", soci::use(id), soci::use(email_key),
      soci::into(count);
  return count;
}

void record_use(soci::session& sql, const Discount& discount, long long booking_id,
                const std::string& email_key, long long now) {
  sql << "INSERT INTO promo_code_uses (booking_id, promo_code_id, code, list_price_cents, discount_cents, "
         "email_key, created_at) VALUES (:booking, :code_id, :code, :list, :discount, :email, :now)",
      soci::use(booking_id), soci::use(discount.promo_code_id), soci::use(discount.code),
      soci::use(discount.list_price_cents), soci::use(discount.discount_cents), soci::use(email_key),
      soci::use(now);
}

void forget_email(soci::session& sql, const std::string& email_key, const std::string& replacement) {
  sql << "UPDATE promo_code_uses SET email_key = :replacement WHERE email_key = :email",
      soci::use(replacement), soci::use(email_key);
}

}  // namespace secours::promotions::promo_rows
