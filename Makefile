# Secours: `make run` serves the site on http://localhost:8080; `make test` runs every test suite.
SHELL := /bin/bash
BUILD_DIR ?= build
JOBS ?= $(shell nproc)
WEB_SOURCES := $(shell find web/src web/public web/scripts -type f 2>/dev/null) web/index.html \
	$(wildcard web/*.json web/*.ts) api/openapi.yaml

.PHONY: all deps deps-test build server server-tests web run migrate test test-server test-scripts test-web test-e2e fuzz bench bench-scale bench-backup lighthouse format check-format clean

all: build

deps:
	@scripts/install-deps.sh run

deps-test:
	@scripts/install-deps.sh test

$(BUILD_DIR)/CMakeCache.txt:
	cmake -S server -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo

# The server alone: `make run` and `make build` compile no test binary (`make test` does).
server: $(BUILD_DIR)/CMakeCache.txt
	cmake --build $(BUILD_DIR) -j $(JOBS) --target secours

server-tests: $(BUILD_DIR)/CMakeCache.txt
	cmake --build $(BUILD_DIR) -j $(JOBS) --target secours_tests secours_booking_loop

web/dist/index.html: $(WEB_SOURCES) web/node_modules/.package-lock.json
	cd web && npm run build

web: web/dist/index.html

build: deps server web

migrate: build
	$(BUILD_DIR)/secours migrate

run: build
	$(BUILD_DIR)/secours seed
	WEB_ROOT=$${WEB_ROOT:-web/dist} $(BUILD_DIR)/secours serve

test: deps-test server server-tests web test-server test-scripts test-web test-e2e

test-server: server-tests
	ctest --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS)

# Where server code goes (SQL in repositories, includes across features; no build needed), then
# black-box checks of the built server: 2,000 idle sockets under a 1,024 open-file limit, a real
# full disk and a read-only database (tmpfs), the backup commands (backup while serving, verify,
# restore, kill -9), then a short attacker trial (about 20,000 malformed
# requests; `make fuzz` runs a longer one).
test-scripts: server
	scripts/check-layout.sh
	scripts/test-check-layout.sh
	$(MAKE) --no-print-directory check-format
	scripts/test-idle-sockets.py $(BUILD_DIR)/secours
	SECOURS_BINARY=$(BUILD_DIR)/secours scripts/test-storage.sh
	SECOURS_BINARY=$(BUILD_DIR)/secours scripts/test-backup.sh
	scripts/fuzz-http.py $(BUILD_DIR)/secours

fuzz: server
	FUZZ_REQUESTS=$${FUZZ_REQUESTS:-200000} scripts/fuzz-http.py $(BUILD_DIR)/secours

test-web:
	cd web && npm run lint && npm test

test-e2e: server web
	cd web && npm run e2e

bench: deps-test server server-tests web
	scripts/bench.sh

# The office at 1,000,000 bookings and 200,000 students (issue 25): seeds them with seed-demo, then
# prints p50/p95 and sizes of every admin list, search and filter, the overview, the exports' peak
# memory and the bookings page's time in Chromium, on SQLite and then PostgreSQL (scripts/bench-scale.sh).
bench-scale: deps-test server web
	scripts/bench-scale.sh

# Backup, verify and restore times and the archive's size of the 1,000,000-booking demo database, and the
# public reads' p99 during the backup (scripts/bench-backup.sh).
bench-backup: deps-test server
	scripts/bench-backup.sh

# Lighthouse 12 (mobile preset, Debian's Chromium) on the public pages in French and English, with
# the seeded catalogue; prints the scores, LCP, CLS and TBT against the targets (not part of `test`;
# see scripts/lighthouse/run.sh for LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS and the others).
lighthouse: build
	scripts/lighthouse/run.sh

format:
	find server -name '*.cpp' -o -name '*.h' | xargs clang-format -i
	cd web && npx prettier --write .

# Every C++ file as clang-format writes it (server/.clang-format); the site's files are checked by
# Prettier in `npm run lint`.
check-format:
	@find server -name '*.cpp' -o -name '*.h' | xargs clang-format --dry-run -Werror
	@echo "check-format: every C++ file is clang-formatted"

clean:
	rm -rf $(BUILD_DIR) web/dist
