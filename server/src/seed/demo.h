#pragma once

#include "core/config.h"
#include "db/database.h"

namespace secours::seed {

struct DemoSize {
  long long bookings = 1000;
  long long students = 200;
};

// How many rows of each kind it wrote.
struct DemoResult {
  long long students = 0, sessions = 0, bookings = 0, receipts = 0, refunds = 0, enrollments = 0,
            certificates = 0;
};

// A realistic business of that size for demonstrations and measurements (issue 25): the company's
// courses (seed::run), students with French and English names, sessions over the five years before
// `now` and the months after, bookings by card, Interac and cash in every status, their receipts, some
// refunds with their credit notes, enrollments and certificates. Every row as the server writes it,
// with its search words. Refuses a database that already has bookings (std::runtime_error).
DemoResult seed_demo(db::Database& database, const core::Config& config, const DemoSize& size, long long now);

}  // namespace secours::seed
