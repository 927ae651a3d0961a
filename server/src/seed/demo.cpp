#include "seed/demo.h"

#include <soci/soci.h>

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "bookings/codes.h"
#include "bookings/tally_repository.h"
#include "certificates/certificate.h"
#include "common/quebec_time.h"
#include "common/text_keys.h"
#include "db/bulk_insert.h"
#include "db/row.h"
#include "db/transaction.h"
#include "documents/document_service.h"
#include "payments/taxes.h"
#include "seed/seed.h"

namespace secours::seed {

namespace {

constexpr long long day = 24 * 3600;

constexpr std::array first_names = {"Éric",      "Émilie",  "Noémie", "Chloé",    "Gabriel", "Félix",
                                    "Léa",       "Zoé",     "Mathis", "Béatrice", "Jérôme",  "Hélène",
                                    "François",  "Maëlle",  "Anaïs",  "Benoît",   "Camille", "Olivier",
                                    "Sophie",    "Thomas",  "Emma",   "Liam",     "Olivia",  "Noah",
                                    "Charlotte", "William", "Amélie", "Raphaël",  "Océane",  "Samuel"};
constexpr std::array last_names = {"Tremblay", "Gagnon",   "Roy",      "Côté",     "Bouchard", "Gauthier",
                                   "Morin",    "Lavoie",   "Fortin",   "Gagné",    "Ouellet",  "Pelletier",
                                   "Bélanger", "Lévesque", "Bergeron", "Leblanc",  "Paquette", "Girard",
                                   "Simard",   "Boucher",  "Caron",    "Beaulieu", "Cloutier", "Dubé",
                                   "Poirier",  "Smith",    "Brown",    "Wilson",   "Martin",   "Thériault"};
constexpr std::array locations = {"Gatineau — 25, rue Laurier", "Gatineau — 170, boulevard de l'Hôpital",
                                  "Ottawa — 100, rue Sparks", "Chez l'employeur (sur place)"};

// The next id of a table whose rows this seeder numbers itself (so that no insert waits for its id).
long long next_id(soci::session& sql, const std::string& table) {
  soci::row row;
  sql << "SELECT MAX(id) FROM " + table, soci::into(row);
  return db::get_integer(row, 0) + 1;
}

// PostgreSQL's identity columns count on their own: they start after the rows numbered here.
void advance_identity(soci::session& sql, db::Engine engine, const std::string& table) {
  if (engine != db::Engine::postgresql) return;
  sql << "SELECT setval(pg_get_serial_sequence('" + table + "', 'id'), (SELECT COALESCE(MAX(id), 1) FROM " +
             table + "))";
}

std::string plain(const std::string& text) {
  std::string out;
  for (char c : text::search_key(text)) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) out.push_back(c);
  }
  return out;
}

struct CourseRow {
  long long id = 0;
  long long price_cents = 0;
  std::string title_fr, title_en, accreditation_fr, accreditation_en;
  int valid_months = 36;
};

struct Student {
  long long id = 0;
  std::string first, last, email, phone, language;
};

struct SessionPlan {
  long long id = 0;
  const CourseRow* course = nullptr;
  long long starts_at = 0;
  std::string location;
  int seats_taken = 0;
};

std::vector<CourseRow> read_courses(soci::session& sql) {
  std::vector<CourseRow> courses;
  soci::rowset<soci::row> rows = sql.prepare << "SELECT id, price_cents, title_fr, title_en, accreditation, "
                                                "accreditation_en, certificate_valid_months FROM courses "
                                                "WHERE archived = 0 ORDER BY id";
  for (const auto& row : rows) {
    CourseRow course;
    db::Columns(row).read(course.id, course.price_cents, course.title_fr, course.title_en,
                          course.accreditation_fr, course.accreditation_en, course.valid_months);
    courses.push_back(course);
  }
  return courses;
}

// "SEC-" and six letters of the server's alphabet, one per booking.
std::string reference_of(long long index) {
  static constexpr char alphabet[] = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  // An odd multiplier mixes the 30 bits of six letters one to one: codes look drawn, none repeats.
  index = (index * 0x2545F491LL + 0x1F3D5B79LL) & ((1LL << 30) - 1);
  std::string code(6, '2');
  for (int i = 5; i >= 0; --i) {
    code[i] = alphabet[index % 32];
    index /= 32;
  }
  return "SEC-" + code;
}

std::string credential_of(long long index) {
  static constexpr char alphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  std::string id = "SEC";
  for (int i = 0; i < 12; ++i) {
    if (i % 4 == 0) id.push_back('-');
    id.push_back(alphabet[(index >> (5 * (11 - i))) % 32]);
  }
  return id;
}

}  // namespace

DemoResult seed_demo(db::Database& database, const core::Config& config, const DemoSize& size,
                     long long now) {
  if (size.bookings < 0 || size.students < 1) throw std::runtime_error("--students must be at least 1");
  run(database, now);  // the company's courses
  DemoResult result;
  db::Transaction tx(database);
  auto& sql = tx.sql();
  long long existing = 0;
  sql << "SELECT COUNT(*) FROM bookings", soci::into(existing);
  if (existing > 0)
    throw std::runtime_error("this database already has bookings: seed-demo fills an empty one");
  const auto courses = read_courses(sql);
  if (courses.empty()) throw std::runtime_error("no course to book");
  std::mt19937_64 random(20261126);
  auto pick = [&random](long long below) {
    return static_cast<long long>(random() % static_cast<unsigned long long>(below));
  };
  auto chance = [&pick](int percent) { return pick(100) < percent; };
  const long long five_years = 5 * 365 * day;

  // Rows are sent a few hundred at a time by the loops, parents before the rows that name them.
  constexpr auto unbatched = std::numeric_limits<std::size_t>::max();

  // Students.
  std::vector<Student> students;
  {
    long long id = next_id(sql, "users");
    db::BulkInsert insert(
        sql,
        "INSERT INTO users (id, email, email_key, password_hash, first_name, last_name, phone, "
        "role, language, active, created_at, updated_at, last_seen_at, email_verified_at) VALUES",
        unbatched);
    db::BulkInsert words(sql, "INSERT INTO user_search_terms (term, created_at, user_id) VALUES", unbatched);
    for (long long i = 0; i < size.students; ++i, ++id) {
      if (i % 250 == 0) insert.flush(), words.flush();  // each account before its words
      std::string first = first_names[pick(first_names.size())];
      std::string last = last_names[pick(last_names.size())];
      std::string email = plain(first) + "." + plain(last) + "." + std::to_string(id) + "@exemple.ca";
      std::string phone = "819 555-" + std::to_string(1000 + pick(9000));
      std::string language = chance(80) ? "fr" : "en";
      const long long created = now - five_years + pick(five_years);
      insert.row(id, email, email, "!", first, last, phone, "student", language, 1, created, created, created,
                 created);
      for (const auto& word : text::search_words(first + " " + last + " " + email + " " + phone))
        words.row(word, created, id);
      students.push_back({id, first, last, email, phone, language});
    }
    insert.flush();
    words.flush();
    result.students = size.students;
  }

  // Sessions: about fifty bookings each, from five years ago to six months ahead.
  const long long session_count = std::max<long long>(courses.size(), size.bookings / 50);
  std::vector<SessionPlan> sessions;
  {
    long long id = next_id(sql, "course_sessions");
    for (long long i = 0; i < session_count; ++i) {
      SessionPlan session;
      session.id = id + i;
      session.course = &courses[i % courses.size()];
      // Evenly spread, at 9:00 Quebec time (13:00 or 14:00 UTC).
      const long long at =
          now - five_years + (five_years + 180 * day) * i / std::max<long long>(1, session_count);
      session.starts_at = at - at % day + 13 * 3600;
      session.location = locations[i % locations.size()];
      sessions.push_back(session);
    }
  }

  // Bookings, planned first so that each session is inserted with its seats taken.
  struct BookingPlan {
    long long id = 0;
    SessionPlan* session = nullptr;
    const Student* student = nullptr;  // nullptr: a guest
    std::string first, last, email, phone, language, method, status, payment_status;
    long long created_at = 0, paid_at = 0;
    bool seat_held = false, refunded = false;
  };
  std::vector<BookingPlan> bookings;
  bookings.reserve(size.bookings);
  {
    long long id = next_id(sql, "bookings");
    for (long long i = 0; i < size.bookings; ++i) {
      BookingPlan b;
      b.id = id + i;
      b.session = &sessions[pick(sessions.size())];
      if (chance(80)) {
        b.student = &students[pick(students.size())];
        b.first = b.student->first, b.last = b.student->last, b.email = b.student->email;
        b.phone = b.student->phone, b.language = b.student->language;
      } else {
        b.first = first_names[pick(first_names.size())];
        b.last = last_names[pick(last_names.size())];
        b.email = plain(b.first) + "." + plain(b.last) + ".invite" + std::to_string(b.id) + "@exemple.ca";
        b.phone = "613 555-" + std::to_string(1000 + pick(9000));
        b.language = chance(75) ? "fr" : "en";
      }
      const long long method = pick(100);
      b.method = method < 60 ? "card" : method < 85 ? "interac" : "cash";
      b.created_at = std::min(now - 60, b.session->starts_at - day - pick(60 * day));
      const bool past = b.session->starts_at < now;
      const long long fate = pick(100);
      if (fate < 8) {
        b.status = "cancelled";
      } else if (fate < 10) {
        b.status = "rejected";
      } else if (!past && fate < 30) {
        b.status = "pending";
      } else {
        b.status = "approved";
      }
      const bool active = b.status == "pending" || b.status == "approved";
      // Card bookings are paid when made; Interac and cash ones once the office records the money.
      const bool paid = b.method == "card" ? b.status != "rejected" : (active && (past || chance(60)));
      b.payment_status = paid ? "paid" : "awaiting-payment";
      if (paid) b.paid_at = std::min(now - 30, b.created_at + (b.method == "card" ? 60 : pick(5 * day)));
      // Some cancelled paid bookings were refunded.
      if (paid && b.status == "cancelled") {
        b.refunded = true;
        b.payment_status = "refunded";
      }
      b.seat_held = active;
      if (b.seat_held) ++b.session->seats_taken;
      bookings.push_back(std::move(b));
    }
  }

  {
    const long long created = now - five_years;
    db::BulkInsert insert(
        sql,
        "INSERT INTO course_sessions (id, course_id, starts_at, ends_at, location, capacity, "
        "seats_taken, status, created_at, updated_at) VALUES");
    for (const auto& session : sessions) {
      insert.row(session.id, session.course->id, session.starts_at, session.starts_at + 8 * 3600,
                 session.location, std::max(60, session.seats_taken + 4), session.seats_taken, "scheduled",
                 created, created);
    }
    insert.flush();
    result.sessions = static_cast<long long>(sessions.size());
  }

  // The bookings, their words, receipts, refunds, enrollments and certificates.
  {
    db::BulkInsert insert(
        sql,
        "INSERT INTO bookings (id, reference, user_id, first_name, last_name, email, email_key, "
        "phone, course_id, session_id, payment_method, language, status, payment_status, "
        "seat_held, subtotal_cents, gst_cents, qst_cents, total_cents, currency, "
        "interac_reference, access_token_hash, paid_at, created_at, updated_at) VALUES",
        unbatched);
    db::BulkInsert words(sql, "INSERT INTO booking_search_terms (term, created_at, booking_id) VALUES",
                         unbatched);
    db::BulkInsert documents(
        sql,
        "INSERT INTO booking_documents (id, booking_id, kind, number, receipt_id, issued_at, "
        "language, seller_name, seller_address, seller_phone, seller_email, gst_number, "
        "qst_number, buyer_name, booking_reference, course_title_fr, course_title_en, "
        "session_starts_at, session_ends_at, session_location, payment_method, "
        "subtotal_cents, gst_cents, qst_cents, total_cents) VALUES",
        unbatched);
    db::BulkInsert refunds(
        sql,
        "INSERT INTO booking_refunds (id, booking_id, amount_cents, method, status, reason, "
        "created_at, attempted_at, completed_at, credit_note_id) VALUES",
        unbatched);
    db::BulkInsert enrollments(
        sql,
        "INSERT INTO enrollments (id, user_id, course_id, booking_id, progress, attended, "
        "completed_at, created_at, updated_at) VALUES",
        unbatched);
    db::BulkInsert certificates(
        sql,
        "INSERT INTO certificates (id, enrollment_id, user_id, course_id, credential_id, "
        "holder_name, title_fr, title_en, accreditation, accreditation_en, issued_at, "
        "issued_on, expires_on) VALUES",
        unbatched);
    long long document_id = next_id(sql, "booking_documents"), refund_id = next_id(sql, "booking_refunds");
    long long enrollment_id = next_id(sql, "enrollments"), certificate_id = next_id(sql, "certificates");
    // Receipts and credit notes numbered per Quebec year, as the server numbers them.
    std::map<std::pair<std::string, int>, long long> counters;
    // Every few hundred bookings, each table in the order of their references: a booking before its
    // words and documents, a receipt before the credit note and the refund naming it.
    auto flush = [&] {
      for (auto* table : {&insert, &words, &documents, &refunds, &enrollments, &certificates}) table->flush();
    };
    long long planned = 0;

    for (const auto& b : bookings) {
      if (++planned % 250 == 0) flush();
      const auto& course = *b.session->course;
      const auto reference = reference_of(b.id);
      const auto amounts = payments::quebec_taxes(course.price_cents);
      const std::optional<long long> user_id = b.student ? std::optional(b.student->id) : std::nullopt;
      const std::optional<long long> interac =
          b.method == "interac" ? std::optional(1'000'000 + b.id) : std::nullopt;
      const std::optional<long long> paid_at = b.paid_at ? std::optional(b.paid_at) : std::nullopt;
      insert.row(b.id, reference, user_id, b.first, b.last, b.email, text::fold_case(b.email), b.phone,
                 course.id, b.session->id, b.method, b.language, b.status, b.payment_status,
                 b.seat_held ? 1 : 0, amounts.subtotal_cents, amounts.gst_cents, amounts.qst_cents,
                 amounts.total_cents, "CAD", interac, "demo-" + std::to_string(b.id), paid_at, b.created_at,
                 b.created_at);
      for (const auto& word :
           bookings::booking_index_words(b.first, b.last, b.email, b.phone, reference, interac.value_or(0))) {
        words.row(word, b.created_at, b.id);
      }

      if (b.paid_at) {
        const long long starts = b.session->starts_at;
        auto issue = [&](const std::string& kind, long long at, int sign, std::optional<long long> receipt) {
          const int year = montreal_time(at).year;
          const auto number = documents::document_number(kind, year, ++counters[{kind, year}]);
          documents.row(document_id, b.id, kind, number, receipt, at, b.language, config.company_name,
                        config.company_address, config.company_phone, config.company_email, config.gst_number,
                        config.qst_number, b.first + " " + b.last, reference, course.title_fr,
                        course.title_en, starts, starts + 8 * 3600, b.session->location, b.method,
                        sign * amounts.subtotal_cents, sign * amounts.gst_cents, sign * amounts.qst_cents,
                        sign * amounts.total_cents);
          return document_id++;
        };
        const long long receipt = issue("receipt", b.paid_at, 1, std::nullopt);
        ++result.receipts;
        if (b.refunded) {
          const long long refunded_at = std::min(now - 10, b.paid_at + 2 * day);
          const long long credit_note = issue("credit-note", refunded_at, -1, receipt);
          refunds.row(refund_id++, b.id, amounts.total_cents, b.method, "succeeded", "cancellation",
                      refunded_at, refunded_at, refunded_at, credit_note);
          ++result.refunds;
        }
      }
      const bool enrolled = b.student && (b.status == "approved" || (b.paid_at && b.status == "pending"));
      if (!enrolled) continue;
      const bool past = b.session->starts_at < now;
      const int attended = past && chance(90) ? 1 : 0;
      const int progress =
          past ? (chance(85) ? 100 : static_cast<int>(pick(100))) : static_cast<int>(pick(60));
      const long long finished = b.session->starts_at + 8 * 3600;
      const bool completed = attended && progress == 100;
      enrollments.row(enrollment_id, b.student->id, course.id, b.id, progress, attended,
                      completed ? std::optional(finished) : std::nullopt, b.created_at, b.created_at);
      ++result.enrollments;
      if (completed) {
        const auto issued_on = quebec_date(finished);
        certificates.row(certificate_id, enrollment_id, b.student->id, course.id,
                         credential_of(certificate_id * 7919 + 104729), b.first + " " + b.last,
                         course.title_fr, course.title_en, course.accreditation_fr, course.accreditation_en,
                         finished, issued_on, certificates::add_months(issued_on, course.valid_months));
        ++certificate_id, ++result.certificates;
      }
      ++enrollment_id;
    }
    flush();
    for (const auto& [key, last_number] : counters) {
      const auto& [series, year] = key;
      sql << "INSERT INTO document_counters (series, year, last_number) VALUES (:s, :y, :n)",
          soci::use(series), soci::use(year), soci::use(last_number);
    }
    for (const char* table : {"users", "course_sessions", "bookings", "booking_documents", "booking_refunds",
                              "enrollments", "certificates"}) {
      advance_identity(sql, database.engine(), table);
    }
    bookings::recount_booking_tallies(sql);  // written above without them
    result.bookings = size.bookings;
  }
  tx.commit();
  // PostgreSQL plans from the tables' statistics and reads an index alone only where its visibility map
  // says so; autovacuum does both minutes after a bulk load. At 1,000,000 bookings the first page took
  // 177 ms without statistics, 40 ms before a vacuum, 15 ms after both (SQLite: decision 039).
  if (database.engine() == db::Engine::postgresql) *db::connection(database) << "VACUUM (ANALYZE)";
  return result;
}

}  // namespace secours::seed
