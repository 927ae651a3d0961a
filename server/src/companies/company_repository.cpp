#include "companies/company_repository.h"

#include <soci/soci.h>

#include <algorithm>
#include <cctype>

#include "common/text_keys.h"
#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::companies::company_rows {

namespace {

constexpr const char* company_columns =
    "c.id, c.name, c.address, c.billing_email, c.neq, c.purchase_order, c.language, c.credit_approved, "
    "c.created_at";
constexpr std::size_t company_column_count = 9;
// The companies that the account bound to :u manages.
constexpr const char* managed_by_user =
    " FROM company_managers m JOIN companies c ON c.id = m.company_id WHERE m.user_id = :u";

Company read_company(const soci::row& row) {
  Company company;
  db::Columns(row).read(company.id, company.name, company.address, company.billing_email, company.neq,
                        company.purchase_order, company.language, company.credit_approved,
                        company.created_at);
  return company;
}

// The shifts of `found` workplaces, read in one statement.
void read_shifts(soci::session& sql, std::vector<Workplace>& found) {
  if (found.empty()) return;
  std::vector<long long> ids;
  for (const auto& workplace : found) ids.push_back(workplace.id);
  soci::rowset<soci::row> rows = sql.prepare << "SELECT workplace_id, workers FROM workplace_shifts WHERE "
                                                "workplace_id IN (" +
                                                    db::id_list(ids) + ") ORDER BY workplace_id, position";
  for (const auto& row : rows) {
    const auto id = db::get_integer(row, 0);
    for (auto& workplace : found) {
      if (workplace.id == id) workplace.shifts.push_back(static_cast<int>(db::get_integer(row, 1)));
    }
  }
}

Workplace read_workplace(const soci::row& row) {
  Workplace workplace;
  std::string sector;
  db::Columns(row).read(workplace.id, workplace.company_id, workplace.name, workplace.address, sector,
                        workplace.created_at, workplace.closed_on);
  workplace.sector = sector_names.stored(sector);
  return workplace;
}

constexpr const char* workplace_columns =
    "w.id, w.company_id, w.name, w.address, w.sector, w.created_at, w.closed_on";

}  // namespace

long long insert(soci::session& sql, const Company& company, long long created_by) {
  long long id = 0;
  const int credit = company.credit_approved ? 1 : 0;
  const auto name_key = text::search_key(company.name);
  sql << "INSERT INTO companies (name, name_key, address, billing_email, neq, purchase_order, language, "
         "credit_approved, created_by, created_at) VALUES (:n, :k, :a, :b, :q, :p, :l, :c, :u, :t) RETURNING "
         "id",
      soci::use(company.name), soci::use(name_key), soci::use(company.address),
      soci::use(company.billing_email), soci::use(company.neq), soci::use(company.purchase_order),
      soci::use(company.language), soci::use(credit), soci::use(created_by), soci::use(company.created_at),
      soci::into(id);
  for (const auto& word : text::search_words(company.name)) {
    sql << "INSERT INTO company_search_terms (term, created_at, company_id) VALUES (:w, :t, :c)",
        soci::use(word), soci::use(company.created_at), soci::use(id);
  }
  return id;
}

void add_manager(soci::session& sql, long long company_id, long long user_id, long long now) {
  sql << "INSERT INTO company_managers (company_id, user_id, created_at) VALUES (:c, :u, :t)",
      soci::use(company_id), soci::use(user_id), soci::use(now);
}

void remove_manager_everywhere(soci::session& sql, long long user_id) {
  sql << "DELETE FROM company_managers WHERE user_id = :u", soci::use(user_id);
}

bool is_manager(soci::session& sql, long long company_id, long long user_id) {
  return !db::select_integers(sql, "SELECT 1 FROM company_managers WHERE company_id = :c AND user_id = :u",
                              company_id, user_id)
              .empty();
}

std::optional<Company> find(soci::session& sql, long long id) {
  return db::select_one(sql, std::string("SELECT ") + company_columns + " FROM companies c WHERE c.id = :id",
                        read_company, id);
}

std::vector<Company> managed_page(soci::session& sql, long long user_id, const PageRequest& page) {
  return db::newest_first_page(sql, std::string("SELECT ") + company_columns + managed_by_user, "c", page,
                               read_company, user_id);
}

std::vector<Membership> memberships_of(soci::session& sql, long long user_id) {
  return db::select_rows(
      sql,
      std::string("SELECT ") + company_columns +
          ", m.created_at, CASE WHEN c.created_by = m.user_id THEN 1 ELSE 0 END" + managed_by_user +
          " ORDER BY m.created_at, c.id",
      [](const soci::row& row) {
        Membership membership;
        membership.company = read_company(row);
        db::Columns(row, company_column_count).read(membership.since, membership.created_it);
        return membership;
      },
      user_id);
}

std::vector<Company> managed_alone(soci::session& sql, long long user_id) {
  return db::select_rows(sql,
                         std::string("SELECT ") + company_columns + managed_by_user +
                             " AND NOT EXISTS (SELECT 1 FROM company_managers o WHERE o.company_id = "
                             "m.company_id AND o.user_id <> "
                             "m.user_id) ORDER BY c.name, c.id",
                         read_company, user_id);
}

std::vector<Company> office_page(soci::session& sql, const std::vector<std::string>& words,
                                 std::optional<bool> credit_approved, const PageRequest& page) {
  // As the office's students (auth/user_repository.cpp): the rarest word's companies lead when it is rare
  // or one term; else the companies, newest first (of a credit state: its index).
  const auto search = db::plan_word_search(sql, "company_search_terms", words);
  const bool word_leads = search.words_lead();
  const auto order = db::order_alias(search, "c");
  std::string where = db::has_words("c.id", "company_search_terms", "company_id", search, word_leads);
  if (credit_approved) {
    where += " AND " + db::equals_integer("c.credit_approved", *credit_approved ? 1 : 0,
                                          !word_leads || db::planner_knows_values(sql));
  }
  if (word_leads) where += " AND c.id = w.id";
  if (page.after) where += " AND " + db::after_keyset(order, *page.after);
  return db::select_rows(
      sql,
      std::string("SELECT ") + company_columns + " FROM " +
          (word_leads ? db::rarest_word_rows("company_search_terms", "company_id", search) + " CROSS JOIN "
                      : "") +
          "companies c WHERE " + where + " ORDER BY " + db::newest_first(order, page.limit),
      read_company);
}

bool set_credit_approved(soci::session& sql, long long id, bool approved) {
  return db::changed_one_row(
      sql, "UPDATE companies SET credit_approved = :c WHERE id = :id AND credit_approved <> :same",
      approved ? 1 : 0, id, approved ? 1 : 0);
}

std::vector<Manager> managers(soci::session& sql, long long company_id) {
  return db::select_rows(
      sql,
      "SELECT u.id, u.first_name, u.last_name, u.email, m.created_at FROM company_managers m JOIN users u ON "
      "u.id = m.user_id WHERE m.company_id = :c ORDER BY m.created_at, u.id",
      [](const soci::row& row) {
        Manager manager;
        db::Columns(row).read(manager.user_id, manager.first_name, manager.last_name, manager.email,
                              manager.since);
        return manager;
      },
      company_id);
}

std::vector<std::pair<std::string, long long>> invitations(soci::session& sql, long long company_id) {
  return db::select_rows(
      sql, "SELECT email_key, created_at FROM company_invitations WHERE company_id = :c ORDER BY created_at",
      [](const soci::row& row) {
        return std::pair{db::get_text(row, 0), db::get_integer(row, 1)};
      },
      company_id);
}

bool invite(soci::session& sql, long long company_id, const std::string& email_key, long long invited_by,
            long long now) {
  return db::changed_one_row(
      sql,
      "INSERT INTO company_invitations (company_id, email_key, invited_by, created_at) "
      "VALUES (:c, :e, :u, :t) ON CONFLICT (company_id, email_key) DO NOTHING",
      company_id, email_key, invited_by, now);
}

std::vector<long long> accept_invitations(soci::session& sql, long long user_id, const std::string& email_key,
                                          long long now) {
  const auto companies =
      db::select_integers(sql, "SELECT company_id FROM company_invitations WHERE email_key = :e", email_key);
  for (long long company : companies) {
    sql << "INSERT INTO company_managers (company_id, user_id, created_at) VALUES (:c, :u, :t) ON CONFLICT "
           "(company_id, user_id) DO NOTHING",
        soci::use(company), soci::use(user_id), soci::use(now);
  }
  if (!companies.empty()) sql << "DELETE FROM company_invitations WHERE email_key = :e", soci::use(email_key);
  return companies;
}

long long count_workplaces(soci::session& sql, long long company_id) {
  long long count = 0;
  sql << "SELECT COUNT(*) FROM workplaces WHERE company_id = :c", soci::use(company_id), soci::into(count);
  return count;
}

long long insert_workplace(soci::session& sql, const Workplace& workplace) {
  long long id = 0;
  const auto sector = sector_names.text(workplace.sector);
  sql << "INSERT INTO workplaces (company_id, name, address, sector, created_at) VALUES (:c, :n, :a, :s, :t) "
         "RETURNING id",
      soci::use(workplace.company_id), soci::use(workplace.name), soci::use(workplace.address),
      soci::use(sector), soci::use(workplace.created_at), soci::into(id);
  for (std::size_t position = 0; position < workplace.shifts.size(); ++position) {
    const int at = static_cast<int>(position);
    sql << "INSERT INTO workplace_shifts (workplace_id, position, workers) VALUES (:w, :p, :n)",
        soci::use(id), soci::use(at), soci::use(workplace.shifts[position]);
  }
  return id;
}

std::vector<Workplace> workplaces(soci::session& sql, long long company_id) {
  auto found = db::select_rows(
      sql,
      std::string("SELECT ") + workplace_columns + " FROM workplaces w WHERE w.company_id = :c ORDER BY w.id",
      read_workplace, company_id);
  read_shifts(sql, found);
  return found;
}

std::optional<Workplace> find_workplace(soci::session& sql, long long company_id, long long workplace_id) {
  auto found = db::select_rows(
      sql,
      std::string("SELECT ") + workplace_columns + " FROM workplaces w WHERE w.id = :w AND w.company_id = :c",
      read_workplace, workplace_id, company_id);
  read_shifts(sql, found);
  return db::first(std::move(found));
}

void set_closed_on(soci::session& sql, long long company_id, long long workplace_id,
                   const std::optional<std::string>& closed_on) {
  const std::string day = closed_on.value_or("");
  auto day_set = db::null_unless(closed_on);
  sql << "UPDATE workplaces SET closed_on = :d WHERE id = :id AND company_id = :c", soci::use(day, day_set),
      soci::use(workplace_id), soci::use(company_id);
}

void lock_company(soci::session& sql, long long company_id) {
  long long locked = 0;
  sql << "SELECT c.id FROM companies c WHERE c.id = :c" + db::lock_rows_clause(sql, "c"),
      soci::use(company_id), soci::into(locked);
}

void update_workplace(soci::session& sql, const Workplace& workplace) {
  const auto sector = sector_names.text(workplace.sector);
  const int count = static_cast<int>(workplace.shifts.size());
  sql << "UPDATE workplaces SET name = :n, address = :a, sector = :s WHERE id = :id AND company_id = :c",
      soci::use(workplace.name), soci::use(workplace.address), soci::use(sector), soci::use(workplace.id),
      soci::use(workplace.company_id);
  sql << "DELETE FROM workplace_shifts WHERE workplace_id = :w", soci::use(workplace.id);
  for (int position = 0; position < count; ++position) {
    sql << "INSERT INTO workplace_shifts (workplace_id, position, workers) VALUES (:w, :p, :n)",
        soci::use(workplace.id), soci::use(position),
        soci::use(workplace.shifts[static_cast<std::size_t>(position)]);
  }
  sql << "UPDATE company_employees SET shift = NULL WHERE workplace_id = :w AND shift >= :n",
      soci::use(workplace.id), soci::use(count);
}

std::vector<std::string> billing_recipients(soci::session& sql, long long company_id) {
  std::vector<std::string> recipients;
  auto add = [&recipients](std::string address) {
    for (auto& c : address) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!address.empty() && std::find(recipients.begin(), recipients.end(), address) == recipients.end())
      recipients.push_back(std::move(address));
  };
  soci::rowset<soci::row> billing =
      (sql.prepare << "SELECT billing_email FROM companies WHERE id = :c", soci::use(company_id));
  for (const auto& row : billing) add(db::get_text(row, 0));
  soci::rowset<soci::row> managers =
      (sql.prepare << "SELECT u.email FROM company_managers m JOIN users u ON u.id = m.user_id WHERE "
                      "m.company_id = :c ORDER BY m.created_at, u.id",
       soci::use(company_id));
  for (const auto& row : managers) add(db::get_text(row, 0));
  return recipients;
}

std::optional<FirstAidSession> next_first_aid_session(soci::session& sql, long long now) {
  return db::select_one(
      sql,
      "SELECT s.id, s.course_id, s.starts_at, s.capacity - s.seats_taken FROM course_sessions s JOIN courses "
      "c ON "
      "c.id = s.course_id WHERE c.workplace_first_aid = 1 AND c.published = 1 AND c.archived = 0 AND "
      "s.status = "
      "'scheduled' AND s.starts_at > :now AND s.seats_taken < s.capacity ORDER BY s.starts_at, s.id LIMIT 1",
      [](const soci::row& row) {
        FirstAidSession session;
        db::Columns(row).read(session.session_id, session.course_id, session.starts_at, session.seats_left);
        return session;
      },
      now);
}

}  // namespace secours::companies::company_rows
