// make bench's reference for POST /api/bookings (issue 16): bookings made by the booking service itself,
// with no HTTP and no JSON, from as many threads as the server has workers (WORKER_THREADS), for a
// while; prints bookings per second. The statements and transactions are the endpoint's, so the ratio
// of the two figures is what HTTP, parsing and thread hand-offs cost.
// Usage: DATABASE_URL=… secours_booking_loop COURSE_ID SESSION_ID SECONDS
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "bookings/booking.h"
#include "bookings/booking_service.h"
#include "common/clock.h"
#include "core/config.h"
#include "core/context.h"
#include "db/database.h"

using namespace secours;

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: DATABASE_URL=… " << argv[0] << " COURSE_ID SESSION_ID SECONDS\n";
    return 2;
  }
  const auto config = core::load_config(core::process_environment());
  db::Database database(config.database_url, static_cast<std::size_t>(config.db_pool_size));
  Clock clock;
  core::Context context{config, database, clock};
  bookings::BookingRequest request;
  request.first_name = "Banc";
  request.last_name = "Direct";
  request.course_id = std::atoll(argv[1]);
  request.session_id = std::atoll(argv[2]);
  request.payment_method = secours::payments::PaymentMethod::cash;
  const auto seconds = std::atoi(argv[3]);

  std::atomic<long long> made{0}, failed{0};
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  std::vector<std::thread> threads;
  for (int t = 0; t < config.worker_threads; ++t) {
    threads.emplace_back([&, t] {
      auto mine = request;
      for (long long n = 0; std::chrono::steady_clock::now() < deadline; ++n) {
        // A new customer from a new address each time, as the HTTP benchmark sends them.
        mine.email = "direct" + std::to_string(t) + "-" + std::to_string(n) + "@example.com";
        const auto address = "10." + std::to_string(t) + "." + std::to_string(n / 250 % 250) + "." +
                             std::to_string(n % 250 + 1);
        try {
          bookings::BookingService(context).create(mine, std::nullopt, address);
          ++made;
        } catch (const std::exception&) {
          ++failed;
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();
  std::cout << made / seconds << " " << failed.load() << "\n";
  return 0;
}
