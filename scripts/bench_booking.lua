-- wrk script for scripts/bench.sh: each request books one seat of BENCH_SESSION_ID as a new customer,
-- from a random client address (the server trusts X-Forwarded-For in the benchmark) so that the
-- per-address booking limit does not turn the run into 429s.
local course_id = os.getenv("BENCH_COURSE_ID")
local session_id = os.getenv("BENCH_SESSION_ID")
local counter = 0

function setup(thread)
  thread:set("thread_tag", tostring(math.random(1, 1000000)))
end

function request()
  counter = counter + 1
  local address = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))
  local body = string.format(
    '{"firstName":"Banc","lastName":"Essai","email":"bench%s-%d@example.com","courseId":%s,"sessionId":%s,'
      .. '"paymentMethod":"cash","language":"fr"}',
    thread_tag or "0", counter, course_id, session_id)
  return wrk.format("POST", "/api/bookings", { ["Content-Type"] = "application/json", ["X-Forwarded-For"] = address },
    body)
end
