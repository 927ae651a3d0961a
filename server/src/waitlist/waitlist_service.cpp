#include "waitlist/waitlist_service.h"

#include <algorithm>

#include "common/crypto.h"
#include "common/errors.h"
#include "common/rate_limiter.h"
#include "common/validation.h"
#include "db/transaction.h"
#include "mail/mail.h"
#include "schedule/session_service.h"
#include "waitlist/waitlist_mails.h"
#include "waitlist/waitlist_repository.h"

namespace secours::waitlist {

namespace {

constexpr RateLimit joins_per_address{20, 3600};
constexpr int per_batch = 100;

[[noreturn]] void not_found() { throw errors::NotFound("not-found", "No such place in a waiting list."); }

Entry found_or_404(soci::session& sql, long long id) {
  auto entry = entry_rows::find(sql, id);
  if (!entry) not_found();
  return *entry;
}

std::string page_url(const core::Config& config, const Entry& entry, const std::string& token) {
  return config.public_url + "/waitlist/" + std::to_string(entry.id) + "?token=" + token +
         (entry.language == "en" ? "&lng=en" : "");
}

// How long an offer holds its seats: the setting, shorter when the session is near (half the time left,
// at least half an hour), never past the session's start.
long long offer_expiry(const core::Config& config, const Entry& entry, long long now) {
  const long long left = entry.session_starts_at - now;
  const long long hold =
      std::min<long long>(config.waitlist_offer_hours * 3600LL, std::max(left / 2, 1800LL));
  return now + std::min(hold, left);
}

// Offers the entry its seats, taken from the session in the same transaction; false when they are not
// free or the entry is no longer waiting (the caller's transaction is then rolled back by its owner).
bool make_offer(soci::session& sql, const core::Config& config, Entry entry, long long now) {
  if (!schedule::take_seats(sql, entry.session_id, entry.course_id, entry.seats, now)) return false;
  const std::string token = crypto::random_token();
  entry.offer_expires_at = offer_expiry(config, entry, now);
  if (!entry_rows::offer(sql, entry.id, crypto::sha256_hex(token), now, entry.offer_expires_at)) return false;
  mail::enqueue(sql, offer_mail(entry, config, page_url(config, entry, token)), now);
  return true;
}

// Ends the entry's offer (its held seats go back to the session) as `to`; false when it held none.
bool end_offer(soci::session& sql, const Entry& entry, EntryStatus to, long long now) {
  int held = 0;
  if (!entry_rows::end_offer(sql, entry.id, to, now, held)) return false;
  schedule::release_seats(sql, entry.session_id, held);
  return true;
}

// Ends a place still in the line: a waiting one becomes `waiting_to`, an offered one `offered_to` (its seats
// go back); 409 when it is neither any more.
void end_place(soci::session& sql, const Entry& entry, EntryStatus waiting_to, EntryStatus offered_to,
               long long now) {
  if (!entry_rows::end_waiting(sql, entry.id, waiting_to, now) && !end_offer(sql, entry, offered_to, now)) {
    throw errors::Conflict("invalid-transition", "This place is no longer in the list.");
  }
}

bool token_of(const Entry& entry, const std::string& token) {
  return crypto::token_matches(token, entry.token_hash) ||
         crypto::token_matches(token, entry.offer_token_hash);
}

}  // namespace

Entry WaitlistService::join(long long session_id, const JoinRequest& request,
                            const std::string& client_address) {
  const long long now = context_.clock.now();
  {
    db::Transaction limit(context_.database);
    consume_rate_limit(limit.sql(), "waitlist-ip:" + client_address, joins_per_address, now);
    limit.commit();
  }
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto session = schedule::find_session(sql, session_id);
  if (!session || session->status != schedule::SessionStatus::scheduled || session->starts_at <= now ||
      session->is_private()) {
    throw errors::Conflict("session-unavailable", "This session can no longer be booked.");
  }
  if (request.seats > session->capacity) {
    throw errors::ValidationError(errors::HttpError::Fields{{"seats", "out-of-range"}});
  }
  if (request.seats <= session->seats_left() && !has_waiting(sql, session_id, now)) {
    throw errors::Conflict("session-not-full", "This session has free seats: book one.");
  }
  Entry entry;
  entry.session_id = session_id;
  entry.first_name = request.first_name;
  entry.last_name = request.last_name;
  entry.email = request.email;
  entry.phone = request.phone;
  entry.language = request.language;
  entry.seats = request.seats;
  const std::string token = crypto::random_token();
  entry.token_hash = crypto::sha256_hex(token);
  entry.created_at = entry.updated_at = now;
  auto id = entry_rows::insert(sql, entry);
  if (!id)
    throw errors::Conflict("already-waiting", "This address is already on this session's waiting list.");
  auto stored = found_or_404(sql, *id);
  mail::enqueue(sql, joined_mail(stored, context_.config, page_url(context_.config, stored, token)), now);
  tx.commit();
  return stored;
}

Entry WaitlistService::get(long long id, const std::string& token) {
  auto sql = db::connection(context_.database);
  auto entry = found_or_404(*sql, id);
  if (!token_of(entry, token)) not_found();
  return entry;
}

Entry WaitlistService::leave(long long id, const std::string& token) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto entry = found_or_404(tx.sql(), id);
  if (!token_of(entry, token)) not_found();
  end_place(tx.sql(), entry, EntryStatus::left, EntryStatus::declined, now);
  return tx.commit(found_or_404(tx.sql(), id));
}

core::Page<Entry> WaitlistService::office_list(long long session_id, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  if (!schedule::find_session(*sql, session_id))
    throw errors::NotFound("session-not-found", "No such session.");
  return core::page_of(entry_rows::for_session(*sql, session_id, page), page, [](const Entry& entry) {
    return Keyset{entry.queue_order, entry.id};
  });
}

Entry WaitlistService::office_offer(long long id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto entry = found_or_404(tx.sql(), id);
  if (entry.status != EntryStatus::waiting) {
    throw errors::Conflict("invalid-transition", "Only a waiting person can be offered seats.");
  }
  if (!make_offer(tx.sql(), context_.config, entry, now)) {
    throw errors::Conflict("session-full", "There are not enough free seats for this person.");
  }
  return tx.commit(found_or_404(tx.sql(), id));
}

Entry WaitlistService::office_skip(long long id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto entry = found_or_404(tx.sql(), id);
  if (entry.status == EntryStatus::offered)
    end_offer(tx.sql(), entry, EntryStatus::waiting, now);
  else if (entry.status != EntryStatus::waiting)
    throw errors::Conflict("invalid-transition", "This place is no longer in the list.");
  entry_rows::move_to_end(tx.sql(), id, entry.session_id);
  return tx.commit(found_or_404(tx.sql(), id));
}

Entry WaitlistService::office_remove(long long id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  end_place(tx.sql(), found_or_404(tx.sql(), id), EntryStatus::removed, EntryStatus::removed, now);
  return tx.commit(found_or_404(tx.sql(), id));
}

int process_waitlists(core::Context& context) {
  const long long now = context.clock.now();
  // Lapsed offers first: their seats go to the next people in this same run.
  std::vector<long long> lapsed;
  {
    auto sql = db::connection(context.database);
    lapsed = entry_rows::lapsed_offers(*sql, now, per_batch);
  }
  for (long long id : lapsed) {
    db::Transaction tx(context.database);
    auto entry = entry_rows::find(tx.sql(), id);
    if (entry && end_offer(tx.sql(), *entry, EntryStatus::expired, now)) tx.commit();
  }
  std::vector<long long> sessions;
  {
    auto sql = db::connection(context.database);
    sessions = entry_rows::sessions_to_offer(*sql, now, per_batch);
  }
  int offers = 0;
  for (long long session_id : sessions) {
    // One offer per transaction, until no waiting person's seats fit in what is free.
    for (;;) {
      db::Transaction tx(context.database);
      auto& sql = tx.sql();
      const int free = entry_rows::free_seats(sql, session_id, now);
      auto next = free > 0 ? entry_rows::next_fitting(sql, session_id, free) : std::nullopt;
      if (!next || !make_offer(sql, context.config, *next, now)) break;
      tx.commit();
      ++offers;
    }
  }
  return offers;
}

void use_offered_seat(soci::session& sql, long long entry_id, const std::string& token, long long session_id,
                      long long now) {
  auto entry = entry_rows::find(sql, entry_id);
  if (!entry || !token_of(*entry, token) || entry->session_id != session_id ||
      !entry_rows::use_seat(sql, entry_id, now)) {
    throw errors::Conflict("offer-unavailable", "This offer has lapsed or its seats are booked.");
  }
}

bool has_waiting(soci::session& sql, long long session_id, long long now) {
  const int free = entry_rows::free_seats(sql, session_id, now);
  return free > 0 && entry_rows::next_fitting(sql, session_id, free).has_value();
}

std::vector<Entry> entries_of_email(soci::session& sql, const std::string& email) {
  return entry_rows::for_email(sql, validation::lower(email));
}

void forget_email(soci::session& sql, const std::string& email, const std::string& replacement) {
  entry_rows::forget_email(sql, validation::lower(email), replacement);
}

void lock_line_of(soci::session& sql, long long session_id) {
  entry_rows::lock_open_for_session(sql, session_id);
}

void close_for_cancelled_session(soci::session& sql, const core::Config& config, long long session_id,
                                 long long now) {
  for (const auto& entry : entry_rows::open_for_session(sql, session_id))
    if (entry_rows::close_for_cancelled_session(sql, entry.id, now))
      mail::enqueue(sql, session_cancelled_mail(entry, config), now);
}

}  // namespace secours::waitlist
