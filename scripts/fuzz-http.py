#!/usr/bin/env python3
"""A short attacker trial against a local server (issue 11).

Starts `secours serve` on 127.0.0.1 (temporary SQLite database, seeded, with an admin and a student
signed in) and sends FUZZ_REQUESTS (default 20,000) raw HTTP requests built from the routes in
api/openapi.yaml with random or mutated methods, targets, headers and bodies: wrong JSON types,
truncated and deeply nested JSON, random bytes, huge headers and bodies, broken chunked encoding,
bad Content-Length. Fails when the process dies, when any request is answered 500, or when the
server logs an unhandled error. Prints `N passed, N failed`; exits 1 on a failure.

Usage: scripts/fuzz-http.py [path/to/secours]   (FUZZ_REQUESTS, FUZZ_SEED, FUZZ_THREADS)
"""
import concurrent.futures
import json
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else "build/secours"
REQUESTS = int(os.environ.get("FUZZ_REQUESTS", "20000"))
SEED = int(os.environ.get("FUZZ_SEED", str(int(time.time()))))
THREADS = int(os.environ.get("FUZZ_THREADS", "4"))
OPENAPI = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "api", "openapi.yaml")

METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "CONNECT", "PROPFIND",
           "get", "G\x00T", "POST /x", "", "A" * 300]
FIELDS = ["email", "password", "newPassword", "currentPassword", "firstName", "lastName", "phone",
          "birthDate", "address", "city", "postalCode", "remember", "token", "courseId", "sessionId",
          "paymentMethod", "participants", "seats", "status", "note", "title", "description", "slug",
          "priceCents", "originalPriceCents", "durationHours", "startsAt", "endsAt", "capacity", "place",
          "language", "lang", "published", "lessons", "fr", "en", "body", "message", "page", "website",
          "amountCents", "targetCents", "year", "month", "reason", "name", "id", "items", "sections"]


def load_routes():
    routes, current = [], None
    with open(OPENAPI) as spec:
        for line in spec:
            path = re.match(r"^  (/[^:]+):\s*$", line)
            if path:
                current = path.group(1)
                continue
            method = re.match(r"^    (get|post|put|patch|delete):", line)
            if method and current:
                routes.append((method.group(1).upper(), current))
    return routes


def random_scalar(rng):
    return rng.choice([
        None, True, False, 0, -1, 1, 2**31, 2**63 - 1, -(2**63), 1e308, -0.5, 3.14, "", " ", "x" * rng.randint(1, 5000),
        "a@b.co", "2026-13-45", "2026-12-01", "12:00", "\u00e9\u00e8\u2028\ud7ff", "\\u0000", "<script>", "' OR 1=1 --",
        "../../etc/passwd", "%00", "9" * 40, "1", "-1", "null", "true", "https://evil.example", "sk_test_x",
    ])


def random_value(rng, depth=0):
    roll = rng.random()
    if depth > 4 or roll < 0.6:
        return random_scalar(rng)
    if roll < 0.8:
        return [random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {rng.choice(FIELDS): random_value(rng, depth + 1) for _ in range(rng.randint(0, 6))}


def random_body(rng):
    kind = rng.random()
    if kind < 0.55:
        return json.dumps({rng.choice(FIELDS): random_value(rng) for _ in range(rng.randint(0, 10))}).encode()
    if kind < 0.62:
        depth = rng.choice([65, 1000, 100000])
        field = rng.choice(FIELDS)
        inner = rng.choice(["[" * depth + "1" + "]" * depth, f'{{"{field}":' * depth + "1" + "}" * depth])
        return rng.choice([inner, f'{{"{field}":{inner}}}', f'{{"data":{{"object":{inner}}},"id":"evt","type":"x"}}']).encode()
    if kind < 0.67:
        return rng.choice([b"{" * 100000, b"[" * 100000, b'{"a":"' + b"\\" * 1000])
    if kind < 0.75:
        text = json.dumps({rng.choice(FIELDS): random_value(rng) for _ in range(5)}).encode()
        return text[: rng.randint(0, len(text))]
    if kind < 0.82:
        return bytes(rng.getrandbits(8) for _ in range(rng.randint(0, 2000)))
    if kind < 0.85:
        return b"x" * rng.choice([5 * 1024 * 1024 + 1, 6 * 1024 * 1024])
    if kind < 0.9:
        return json.dumps(random_value(rng)).encode()
    return b""


def random_target(rng, routes):
    _, path = rng.choice(routes)
    path = re.sub(r"\{[^}]+\}", lambda _: str(rng.choice(
        [1, 2, 0, -1, 99999999, 2**63, "abc", "1.5", "%2e%2e", "1;DROP", "%00", "\u00e9", "1" * 100])), path)
    roll = rng.random()
    if roll < 0.1:
        path += "?" + "&".join(f"{rng.choice(FIELDS + ['token', 'lang', 'q', 'limit', 'offset'])}={rng.choice(['', '1', '-1', 'fr', 'zz', '%ZZ', 'x' * 3000, '%00'])}" for _ in range(rng.randint(1, 5)))
    elif roll < 0.15:
        path = rng.choice(["/", "*", "", "//api//health", "/api/../api/health", "/%2e%2e/%2e%2e/etc/passwd",
                           "/uploads/../../data", "http://evil.example/api/health", "/api/health#x",
                           "/" + "a" * 10000, "/api/\x01\x7f", "/index.html", "/robots.txt", "/sitemap.xml"])
    elif roll < 0.2:
        path = path.replace("/", rng.choice(["//", "/./", "%2f"]), 1)
    return path


def build_request(rng, routes, cookies, site):
    method, path = rng.choice(routes)
    if rng.random() < 0.25:
        method = rng.choice(METHODS)
    target = random_target(rng, routes) if rng.random() < 0.5 else re.sub(r"\{[^}]+\}", "1", path)
    body = random_body(rng) if method not in ("GET", "HEAD") or rng.random() < 0.1 else b""
    headers = [("Host", rng.choice(["localhost", "127.0.0.1", "", "evil.example", "localhost:" + "9" * 10]))]
    roll = rng.random()
    if roll < 0.85:
        headers.append(("Content-Type", rng.choice(
            ["application/json"] * 6 + ["application/json; charset=utf-8", "text/plain", "image/png", "image/svg+xml",
             "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "", "application/jsonx"])))
    if rng.random() < 0.7:
        headers.append(("Cookie", rng.choice(cookies + ["secours_session=" + "a" * 64, "secours_session=", "=;;=;"])))
    if rng.random() < 0.3:
        headers.append(("Origin", rng.choice([site, site, site, site.replace("http:", "https:"), "null", "http://evil.example", "x"])))
    if rng.random() < 0.2:
        headers.append(("X-Forwarded-For", rng.choice(["1.2.3.4", "1.2.3.4, 5.6.7.8", "", "garbage", ",,,", "::1"])))
    if rng.random() < 0.1:
        headers.append(("Stripe-Signature", rng.choice(["t=1,v1=00", "", "t=abc", "v1=" + "f" * 64, "t=" + "9" * 30])))
    if rng.random() < 0.05:
        headers.append(("X-Big", "a" * rng.choice([8000, 17000, 70000])))
    if rng.random() < 0.05:
        headers.extend((f"X-H{i}", "v") for i in range(rng.choice([100, 1000])))
    if rng.random() < 0.05:
        headers.append((rng.choice(["Bad Name", "X\x00", ":", "\xff"]), "v"))
    framing = rng.random()
    if framing < 0.06:
        headers.append(("Transfer-Encoding", "chunked"))
        body = rng.choice([b"zz\r\nabc\r\n0\r\n\r\n", b"5\r\nab\r\n0\r\n\r\n", b"ffffffffffffffff\r\n",
                           b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body), b"3\r\nabc\r\n0\r\n\r\n"])
    elif framing < 0.1:
        headers.append(("Content-Length", rng.choice(["-1", "abc", "99999999999999999999", str(len(body) + 10),
                                                      str(max(0, len(body) - 1)), "1, 2"])))
    else:
        headers.append(("Content-Length", str(len(body))))
    headers.append(("Connection", "close"))
    version = rng.choice(["HTTP/1.1"] * 20 + ["HTTP/1.0", "HTTP/2.0", "HTTP/9.9", "HTTX/1.1", ""])
    head = f"{method} {target} {version}\r\n" + "".join(f"{name}: {value}\r\n" for name, value in headers) + "\r\n"
    return head.encode("utf-8", "surrogateescape"), body


def send(port, head, body, timeout=15.0):
    """The status code answered, or 0 when the server closed or timed out without one."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as conn:
            try:
                conn.sendall(head + body)
                conn.shutdown(socket.SHUT_WR)  # a body shorter than announced ends here, not at a timeout
            except OSError:
                pass  # the server may answer 413 and close before reading everything
            data = b""
            while b"\r\n" not in data and len(data) < 65536:
                chunk = conn.recv(65536)
                if not chunk:
                    break
                data += chunk
    except OSError:
        return 0
    match = re.match(rb"HTTP/1\.[01] (\d{3})", data)
    return int(match.group(1)) if match else 0


def login(port, email, password):
    body = json.dumps({"email": email, "password": password}).encode()
    head = (f"POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(head + body)
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    match = re.search(rb"Set-Cookie: (secours_session=[^;]+)", data, re.I)
    return match.group(1).decode() if match else ""


def main():
    if not os.access(BINARY, os.X_OK):
        sys.exit(f"{BINARY} not found: build the server first")
    routes = load_routes()
    rng = random.Random(SEED)
    print(f"fuzzing {len(routes)} routes with {REQUESTS} requests (FUZZ_SEED={SEED})")
    with tempfile.TemporaryDirectory(prefix="secours-fuzz-") as work:
        os.makedirs(f"{work}/web")
        with open(f"{work}/web/index.html", "w") as index:
            index.write("<!doctype html><title>Secours</title>")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        env = dict(os.environ, HOST="127.0.0.1", PORT=str(port), DATABASE_URL=f"sqlite:{work}/secours.db",
                   WEB_ROOT=f"{work}/web", DATA_DIR=f"{work}/data", LOG_LEVEL="warn",
                   PUBLIC_URL=f"http://localhost:{port}", STRIPE_SECRET_KEY="sk_test_fuzz",
                   STRIPE_PUBLISHABLE_KEY="pk_test_fuzz", STRIPE_WEBHOOK_SECRET="whsec_fuzz",
                   STRIPE_API_BASE="http://127.0.0.1:9")
        subprocess.run([BINARY, "seed"], env=env, check=True, capture_output=True)
        subprocess.run([BINARY, "create-admin", "--email", "admin@fuzz.example", "--password", "fuzz-admin"],
                       env=env, check=True, capture_output=True)
        log_path = f"{work}/server.log"
        with open(log_path, "wb") as log:
            server = subprocess.Popen([BINARY, "serve"], env=env, stdout=log, stderr=subprocess.STDOUT)
        statuses, errors, lock = {}, [], threading.Lock()
        try:
            deadline = time.monotonic() + 30
            while send(port, b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", b"", 1) != 200:
                if server.poll() is not None or time.monotonic() > deadline:
                    sys.exit("server did not start:\n" + open(log_path, errors="replace").read()[-2000:])
                time.sleep(0.1)
            student = f"fuzz{SEED}@example.com"
            signup = json.dumps({"firstName": "F", "lastName": "Z", "email": student, "password": "fuzz-student"}).encode()
            send(port, (f"POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        f"Content-Length: {len(signup)}\r\nConnection: close\r\n\r\n").encode(), signup)
            cookies = [c for c in (login(port, "admin@fuzz.example", "fuzz-admin"), login(port, student, "fuzz-student")) if c]
            print(f"signed in: {len(cookies)} session(s)")
            cases = [(random.Random(rng.getrandbits(64)), i) for i in range(REQUESTS)]

            def run(case):
                case_rng, index = case
                head, body = build_request(case_rng, routes, cookies, f"http://localhost:{port}")
                status = send(port, head, body)
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1
                    if status == 500 and len(errors) < 10:
                        errors.append(head[:300] + b" ... " + body[:200])
                return index

            started = time.monotonic()
            with concurrent.futures.ThreadPoolExecutor(THREADS) as pool:
                for done, _ in enumerate(pool.map(run, cases), 1):
                    if done % 2000 == 0:
                        alive = server.poll() is None
                        print(f"  {done} requests, server {'alive' if alive else 'DEAD'}")
                        if not alive:
                            break
            elapsed = time.monotonic() - started
            alive = server.poll() is None
            final = send(port, b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", b"") if alive else 0
        finally:
            if server.poll() is None:
                server.terminate()
                server.wait(timeout=20)
        log_text = open(log_path, errors="replace").read()
        unhandled = [line for line in log_text.splitlines() if "handler failed" in line or "unhandled error" in line]
        print(f"{sum(statuses.values())} requests in {elapsed:.1f} s; statuses: "
              + ", ".join(f"{code or 'no answer'}: {count}" for code, count in sorted(statuses.items())))
        results = [
            (alive, "the server never died", f"(exit code {server.returncode})" if not alive else ""),
            (final == 200, "/api/health answers after the trial", f"({final})"),
            (statuses.get(500, 0) == 0, "no request was answered 500", f"({statuses.get(500, 0)})"),
            (not unhandled, "no unhandled error in the log", "\n    " + "\n    ".join(unhandled[:10]) if unhandled else ""),
        ]
        for request in errors:
            print("  500 for:", request)
        passed = sum(1 for ok, _, _ in results if ok)
        for ok, label, detail in results:
            print(f"  {'ok  ' if ok else 'FAIL'}  {label} {detail}")
        print(f"{passed} passed, {len(results) - passed} failed")
        sys.exit(0 if passed == len(results) else 1)


if __name__ == "__main__":
    main()
