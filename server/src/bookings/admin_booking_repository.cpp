// The office's queries of bookings at any size (decision 039), declared in booking_repository.h: which
// condition leads, the page's ids from its index, and counts that stop early.
#include <soci/soci.h>

#include <algorithm>

#include "bookings/booking_repository.h"
#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"

namespace secours::bookings::booking_rows {

namespace {

// Which of the office's conditions leads (decision 039): its index is the one read, in the list's order,
// and every other condition is checked on the rows it gives.
enum class Lead { ids, session, word, refund, course_status, course, status, payment, method, none };

struct AdminQuery {
  Lead kind = Lead::none;
  std::string words;  // the rarest word's rows when they lead ("(SELECT …) w"), else ""
  // Every value an integer or a name from a closed list, written into the text. `lead`: the lead's
  // condition and the date range (on its index), after the words' join to the bookings; `rest`: what is
  // checked on each row it gives.
  std::string join = "1 = 1", lead, rest;
  // The words lead in the list's order and no condition is on a booking's own columns: the page's ids
  // come from the words alone (PostgreSQL: a third of the time, without a lookup of each booking).
  bool words_alone = false;
  std::string from() const { return words.empty() ? "bookings b" : words + " CROSS JOIN bookings b"; }
  std::string joined_lead() const { return join + " AND " + lead; }
  long long lead_rows = 0;  // up to few_rows
  std::string order;        // the alias whose (created_at, id) orders the page: "b", or "w" (db::order_alias)
  std::string where() const { return joined_lead() + " AND " + rest; }
};

// The conditions of the filter, with `status` instead of its own (the counts are by status), as written
// when they lead.
std::vector<std::pair<Lead, std::string>> leading_conditions(const AdminFilter& filter,
                                                             std::optional<BookingStatus> status) {
  std::vector<std::pair<Lead, std::string>> conditions;
  if (filter.refund_needed)
    conditions.emplace_back(Lead::refund, db::equals_integer("b.refund_needed", 1, true));
  if (filter.course_id && status) {  // a course's bookings of a status: one range of (course_id, status, …)
    conditions.emplace_back(Lead::course_status,
                            db::equals_integer("b.course_id", *filter.course_id, true) + " AND " +
                                db::equals_text("b.status", booking_status_names(*status), true));
  }
  if (filter.course_id)
    conditions.emplace_back(Lead::course, db::equals_integer("b.course_id", *filter.course_id, true));
  if (filter.payment_status)
    conditions.emplace_back(
        Lead::payment,
        db::equals_text("b.payment_status", payment_status_names(*filter.payment_status), true));
  if (filter.method)
    conditions.emplace_back(
        Lead::method,
        db::equals_text("b.payment_method", payments::payment_method_names(*filter.method), true));
  if (status)
    conditions.emplace_back(Lead::status, db::equals_text("b.status", booking_status_names(*status), true));
  return conditions;
}

// The lead and how many rows it reads (up to few_rows; 0 for ids and a session's, which are few). Of
// conditions that both read few_rows or more, the first listed leads: a filter the office chose before
// a status (a broad one, as "approved", is most of the history).
std::pair<Lead, long long> lead_of(const AdminPlan& plan, std::optional<BookingStatus> status) {
  const auto& filter = plan.filter;
  if (!filter.ids.empty()) return {Lead::ids, 0};
  if (filter.session_id) return {Lead::session, 0};  // a session's bookings are a class: a few dozen
  Lead lead = plan.search.words_lead() ? Lead::word : Lead::none;
  long long fewest = plan.search.rarest_rows();
  for (const auto& [kind, condition] : leading_conditions(filter, status)) {
    const auto rows = plan.rows.at(condition);
    if (rows < fewest || lead == Lead::none) {
      fewest = rows;
      lead = kind;
    }
  }
  return {lead, fewest};
}

AdminQuery admin_query(const AdminPlan& plan, std::optional<BookingStatus> status) {
  const auto& filter = plan.filter;
  const auto& search = plan.search;
  const auto [lead, lead_rows] = lead_of(plan, status);
  AdminQuery query;
  query.kind = lead;
  query.lead_rows = lead_rows;
  if (lead == Lead::word) query.words = db::rarest_word_rows("booking_search_terms", "booking_id", search);
  query.order = lead == Lead::word ? db::order_alias(search, "b") : "b";
  query.words_alone = lead == Lead::word && search.in_list_order;
  if (lead == Lead::word) query.join = "b.id = w.id";
  std::string leading = "1 = 1";
  std::string rest = db::has_words("b.id", "booking_search_terms", "booking_id", search, lead == Lead::word);
  // Each condition where it belongs, written so that only the lead's index is used (where the planner
  // does not know the values itself).
  auto add = [&](bool leads, const std::string& condition) {
    (leads ? leading : rest) += " AND " + condition;
    if (condition.starts_with("b.")) query.words_alone = false;
  };
  auto plain = [&plan](bool leads) { return leads || plan.planner_knows_values; };
  const bool status_leads = lead == Lead::status || lead == Lead::course_status;
  const bool course_leads = lead == Lead::course || lead == Lead::course_status;
  if (status)
    add(status_leads, db::equals_text("b.status", booking_status_names(*status), plain(status_leads)));
  if (filter.payment_status)
    add(lead == Lead::payment,
        db::equals_text("b.payment_status", payment_status_names(*filter.payment_status),
                        plain(lead == Lead::payment)));
  if (filter.method)
    add(lead == Lead::method,
        db::equals_text("b.payment_method", payments::payment_method_names(*filter.method),
                        plain(lead == Lead::method)));
  if (filter.course_id)
    add(course_leads, db::equals_integer("b.course_id", *filter.course_id, plain(course_leads)));
  if (filter.session_id)
    add(lead == Lead::session,
        db::equals_integer("b.session_id", *filter.session_id, plain(lead == Lead::session)));
  if (filter.refund_needed)
    add(lead == Lead::refund, db::equals_integer("b.refund_needed", 1, plain(lead == Lead::refund)));
  // Date ranges follow the lead's index (each is on (…, created_at, id); the words' on (term, created_at,
  // …)).
  if (filter.created_from) add(true, query.order + ".created_at >= " + std::to_string(*filter.created_from));
  if (filter.created_before)
    add(true, query.order + ".created_at < " + std::to_string(*filter.created_before));
  if (!filter.ids.empty()) add(lead == Lead::ids, "b.id IN (" + db::id_list(filter.ids) + ")");
  query.lead = std::move(leading);
  query.rest = std::move(rest);
  return query;
}

// The query's rows, counted while reading at most count_budget of its lead's rows and stopped at `limit`:
// `limit` when that many match; the exact count when the lead has fewer rows than the budget (the plan
// counted them); nullopt when neither (a rare combination of broad conditions: not worth reading the
// history for a number on a chip). A tenth of the budget is read first: when its matches, scaled to
// the budget, fall short of `limit`, the rest would most likely not reach it either (a common name
// among every booking of a status), and the count is unknown without reading it. The lead's rows are its
// newest, in the order of its index (so that PostgreSQL, too, reads them one by one rather than hashing the
// table).
constexpr long long count_budget = 2'000;
constexpr long long sample_share = 10;

// The rows among the newest `lead_rows` of the query's lead that match the rest, by status (the whole
// query's under "" when `by_status` is false), each counted up to `limit`.
std::map<std::string, long long> matched_within(soci::session& sql, const AdminQuery& query,
                                                long long lead_rows, long long limit, bool by_status) {
  const std::string rows =
      "(SELECT b.id, b.status, b.payment_status, b.payment_method, b.course_id, "
      "b.session_id, b.refund_needed, b.created_at FROM " +
      query.from() + " WHERE " + query.joined_lead() + " ORDER BY " + query.order + ".created_at DESC, " +
      query.order + ".id DESC LIMIT " + std::to_string(lead_rows) + ") b WHERE " + query.rest;
  std::map<std::string, long long> matched;
  if (!by_status) {
    long long count = 0;
    sql << "SELECT COUNT(*) FROM (SELECT 1 FROM " + rows + " LIMIT " + std::to_string(limit) + ") x",
        soci::into(count);
    matched[""] = count;
    return matched;
  }
  soci::rowset<soci::row> grouped =
      (sql.prepare << "SELECT b.status, COUNT(*) FROM " + rows + " GROUP BY b.status");
  for (const auto& row : grouped) matched[row.get<std::string>(0)] = std::min(db::get_integer(row, 1), limit);
  return matched;
}

// The counts of `queries` (by status), each counted while reading at most count_budget of its lead's rows
// and stopped at `limit`: `limit` when that many match; the exact count when the lead has fewer rows than
// the budget (the plan counted them); nullopt when neither (a rare combination of broad conditions: not
// worth reading the history for a number on a chip). A tenth of the budget is read first: when its
// matches, scaled to the budget, fall short of `limit`, the rest would most likely not reach it either (a
// common name among every booking of a status), and the count is unknown without reading it. The lead's
// rows are its newest, in the order of its index (so that PostgreSQL, too, reads them one by one rather
// than hashing the table). When every status has the same lead (a word, a course, a payment method:
// the status is checked on each row), `shared` is that query without the status, and each reading
// serves all of them at once, grouped by status.
std::map<std::string, std::optional<long long>> count_within(soci::session& sql,
                                                             const std::map<std::string, AdminQuery>& queries,
                                                             const std::optional<AdminQuery>& shared,
                                                             long long limit) {
  std::map<std::string, std::optional<long long>> counts;
  std::map<std::string, long long> need;  // the lead's rows each count still has to read
  for (const auto& [status, query] : queries) {
    if (query.rest == "1 = 1") {  // every row of the lead counts: its index alone, stopped at `limit`
      long long matched = 0;
      sql << "SELECT COUNT(*) FROM (SELECT 1 FROM " + query.from() + " WHERE " + query.joined_lead() +
                 " LIMIT " + std::to_string(limit) + ") x",
          soci::into(matched);
      counts[status] = matched;
    } else {
      need[status] = query.lead_rows >= count_budget ? count_budget / sample_share : count_budget;
    }
  }
  for (const long long lead_rows : {count_budget / sample_share, count_budget}) {
    std::map<std::string, long long> matched;
    for (const auto& [status, rows] : need) {
      if (rows != lead_rows) continue;
      if (!shared) {
        matched[status] = matched_within(sql, queries.at(status), rows, limit, false)[""];
      } else if (matched.empty()) {
        matched = matched_within(sql, *shared, rows, limit, true);
        matched.try_emplace(status, 0);
      }
    }
    for (auto& [status, rows] : need) {
      if (rows != lead_rows) continue;
      const long long found = matched.contains(status) ? matched[status] : 0;
      const bool sampled = lead_rows < count_budget;
      if (sampled && found * sample_share < limit) {
        counts[status] = std::nullopt;  // the sample says it would not reach `limit`
      } else if (sampled) {
        rows = count_budget;  // read the whole budget next
        continue;
      } else {
        const bool exact = queries.at(status).lead_rows < count_budget;
        counts[status] = found >= limit || exact ? std::optional<long long>(found) : std::nullopt;
      }
      rows = 0;
    }
  }
  return counts;
}

// A condition's rows are counted up to this: enough to know whether a count's lead fits in count_budget;
// beyond, it ranks as a common word (PostgreSQL reads 5,000 of each status's in 3 ms more, planned or
// not).
constexpr long long condition_cap = count_budget;

constexpr BookingStatus every_status[] = {BookingStatus::pending, BookingStatus::approved,
                                          BookingStatus::rejected, BookingStatus::cancelled};

}  // namespace

AdminPlan plan_admin_list(soci::session& sql, const AdminFilter& filter) {
  AdminPlan plan;
  plan.filter = filter;
  plan.planner_knows_values = db::planner_knows_values(sql);
  if (!filter.ids.empty() || filter.session_id) return plan;  // they lead whatever the rest
  plan.search = db::plan_word_search(sql, "booking_search_terms", filter.words);
  AdminFilter with_refund = filter;
  with_refund.refund_needed = true;  // the refund count's condition
  // Each condition's rows within the booking dates, as its index reads them.
  std::string dates;
  if (filter.created_from) dates += " AND b.created_at >= " + std::to_string(*filter.created_from);
  if (filter.created_before) dates += " AND b.created_at < " + std::to_string(*filter.created_before);
  std::vector<std::string> conditions;
  for (auto status : every_status) {
    for (const auto& [kind, condition] : leading_conditions(with_refund, status)) {
      if (std::find(conditions.begin(), conditions.end(), condition) == conditions.end())
        conditions.push_back(condition);
    }
  }
  std::vector<std::string> dated;
  for (const auto& condition : conditions) dated.push_back(condition + dates);
  const auto rows = db::rows_up_to_each(sql, "bookings b", dated, condition_cap);
  for (std::size_t i = 0; i < conditions.size(); ++i) {
    // Counted up to condition_cap; beyond, ranked as a common word (few_rows).
    plan.rows[conditions[i]] = rows[i] < condition_cap ? rows[i] : db::WordSearch::few_rows;
  }
  return plan;
}

std::vector<Booking> admin_page(soci::session& sql, const AdminPlan& plan, const PageRequest& page) {
  // The page's ids first, from the lead's index; then their rows with everything they show.
  auto query = admin_query(plan, plan.filter.status);
  if (page.after) query.lead += " AND " + db::after_keyset(query.order, *page.after);
  // Without a condition on the bookings (`rest` holds the other words alone), the words' rows alone: their
  // join to the bookings dropped.
  const auto from_where =
      query.words_alone ? query.words + " WHERE " + query.lead + " AND " +
                              db::has_words("w.id", "booking_search_terms", "booking_id", plan.search, true)
                        : query.from() + " WHERE " + query.where();
  const auto ids = db::select_integers(sql, "SELECT " + query.order + ".id FROM " + from_where +
                                                " ORDER BY " + db::newest_first(query.order, page.limit));
  return find_newest_first(sql, ids);
}

std::map<std::string, std::optional<long long>> count_by_status(soci::session& sql, const AdminPlan& plan,
                                                                long long limit) {
  std::map<std::string, AdminQuery> queries;
  bool same_lead = true;
  const auto without_status = admin_query(plan, std::nullopt);
  for (auto status : every_status) {
    auto query = admin_query(plan, status);
    same_lead = same_lead && query.kind == without_status.kind && query.kind != Lead::none &&
                query.lead_rows == without_status.lead_rows;
    queries.emplace(booking_status_names.text(status), std::move(query));
  }
  return count_within(sql, queries, same_lead ? std::optional(without_status) : std::nullopt, limit);
}

std::optional<long long> count_refund_needed(soci::session& sql, const AdminPlan& plan, long long limit) {
  AdminPlan waiting = plan;
  waiting.filter.refund_needed = true;
  return count_within(sql, {{"", admin_query(waiting, plan.filter.status)}}, std::nullopt, limit).at("");
}

}  // namespace secours::bookings::booking_rows
