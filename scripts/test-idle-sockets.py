#!/usr/bin/env python3
"""Idle connections must not take the server down (issue 11).

Starts `secours serve` under a hard open-file limit of 1,024 (so the server cannot raise it), opens
2,000 idle TCP connections, then checks that /api/health still answers within 100 ms, that the log
stays small and that the server does not spin. Runs twice: with the default caps (the per-address
cap sheds first, as every socket comes from 127.0.0.1) and with the per-address cap off (the total
cap, held below the open-file limit, sheds). Prints `N passed, N failed`; exits 1 on a failure.

Usage: scripts/test-idle-sockets.py [path/to/secours]
"""
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else "build/secours"
IDLE_SOCKETS = 2000
OPEN_FILE_LIMIT = 1024
passed = failed = 0


def check(ok, label, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"  ok    {label} {detail}")
    else:
        failed += 1
        print(f"  FAIL  {label} {detail}")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def health(port, timeout=5.0):
    """(status, seconds) of GET /api/health on a new connection; status 0 when it failed."""
    started = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as conn:
            conn.sendall(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            data = b""
            while b"\r\n" not in data:
                chunk = conn.recv(4096)
                if not chunk:
                    break
                data += chunk
        status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/1.1 ") else 0
    except (OSError, ValueError):
        status = 0
    return status, time.monotonic() - started


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def scenario(name, extra_env):
    print(f"{name}:")
    with tempfile.TemporaryDirectory(prefix="secours-idle-") as work:
        os.makedirs(f"{work}/web")
        port = free_port()
        env = dict(os.environ, HOST="127.0.0.1", PORT=str(port), DATABASE_URL=f"sqlite:{work}/secours.db",
                   WEB_ROOT=f"{work}/web", DATA_DIR=f"{work}/data", LOG_LEVEL="info", **extra_env)
        log_path = f"{work}/server.log"
        with open(log_path, "wb") as log:
            server = subprocess.Popen(
                ["prlimit", f"--nofile={OPEN_FILE_LIMIT}:{OPEN_FILE_LIMIT}", BINARY, "serve"],
                env=env, stdout=log, stderr=subprocess.STDOUT)
        sockets = []
        try:
            deadline = time.monotonic() + 30
            while health(port, 1.0)[0] != 200:
                if server.poll() is not None or time.monotonic() > deadline:
                    check(False, "server starts", open(log_path, errors="replace").read()[-2000:])
                    return
                time.sleep(0.1)
            for _ in range(IDLE_SOCKETS):
                conn = socket.socket()
                conn.settimeout(5)
                try:
                    conn.connect(("127.0.0.1", port))
                except OSError:
                    conn.close()
                    continue
                sockets.append(conn)
            check(len(sockets) >= IDLE_SOCKETS * 0.9, "idle sockets opened", f"({len(sockets)})")
            time.sleep(0.3)  # let the server accept what the kernel queued
            cpu_before = cpu_seconds(server.pid)
            timings = []
            for _ in range(5):
                status, seconds = health(port)
                timings.append((status, seconds))
                time.sleep(0.2)
            worst = max(seconds for _, seconds in timings)
            check(all(status == 200 for status, _ in timings), "/api/health answers 200",
                  f"{[status for status, _ in timings]}")
            check(worst < 0.1, "/api/health within 100 ms", f"(slowest {worst * 1000:.1f} ms)")
            time.sleep(2)
            cpu_used = cpu_seconds(server.pid) - cpu_before
            check(cpu_used < 0.5, "server does not spin", f"({cpu_used:.2f} s of CPU in ~3 s)")
            log_size = os.path.getsize(log_path)
            check(log_size < 64 * 1024, "log stays small", f"({log_size} bytes)")
            check(server.poll() is None, "server still running")
        finally:
            for conn in sockets:
                conn.close()
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


def main():
    if not os.access(BINARY, os.X_OK):
        sys.exit(f"{BINARY} not found: build the server first")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = IDLE_SOCKETS + 256
    if soft < wanted and (hard == resource.RLIM_INFINITY or hard >= wanted):
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    scenario("default caps", {})
    scenario("per-address cap off", {"MAX_CONNECTIONS_PER_ADDRESS": "0"})
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
