#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"

#include "db/session_fwd.h"
#include "documents/document.h"

namespace secours::documents::document_rows {

// SQL for booking_documents and document_counters; every function takes the caller's session (and so
// its transaction).

// The next number of `series` in `year`: increments the counter's row, which stays locked until the
// caller's transaction ends, so that concurrent issuers (on any instance) take turns and a rollback
// gives the number back.
long long next_number(soci::session& sql, const std::string& series, int year);
// Returns the new document's id.
long long insert(soci::session& sql, const Document& document);
std::optional<Document> find(soci::session& sql, long long id);
// The receipt, its row locked until the caller's transaction ends, so that two refunds of one
// receipt are computed one after the other.
std::optional<Document> find_receipt_locked(soci::session& sql, long long id);
// The sum of the credit notes issued against a receipt (negative amounts; zero when none).
payments::Amounts credited(soci::session& sql, long long receipt_id);
// Every document issued in [from, to) (Unix seconds), in the order they were issued.
// Up to `limit` documents issued in [from, to), oldest first, after `after` (issued_at, id) when given:
// an export reads a range of any length a page at a time.
std::vector<Document> issued_between(soci::session& sql, long long from, long long to,
                                     const std::optional<Keyset>& after, int limit);
// The documents of these bookings, oldest first.
std::vector<DocumentSummary> summaries_for_bookings(soci::session& sql,
                                                    const std::vector<long long>& booking_ids);

}  // namespace secours::documents::document_rows
