"""Starts and stops a LiveBoard server on loopback for the browser and load tests."""

import json
import os
import re
import select
import signal
import subprocess
import threading
import time
import urllib.request


class LiveBoardServer:
    """A `liveboard` process listening on 127.0.0.1, its board kept in `data_dir`."""

    def __init__(self, binary, data_dir, port=0, log_path=None):
        self.binary = binary
        self.data_dir = data_dir
        self.port = port
        self.log_path = log_path
        self.process = None

    def start(self, timeout=30):
        """Starts the server and waits for the line that tells its port."""
        log = open(self.log_path, "a") if self.log_path else subprocess.DEVNULL
        self.process = subprocess.Popen(
            [self.binary, "--host", "127.0.0.1", "--port", str(self.port), "--data-dir", self.data_dir],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
        )
        deadline = time.monotonic() + timeout
        line = ""
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.2)
            if ready:
                line = self.process.stdout.readline()
                match = re.search(r"serving http://127\.0\.0\.1:(\d+)", line)
                if match:
                    self.port = int(match.group(1))
                    break
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with status {self.process.returncode} before serving")
        else:
            self.process.kill()
            raise RuntimeError(f"the server did not say it was serving within {timeout} s (last line: {line!r})")
        # Keep reading its output, so that it never blocks on a full pipe.
        threading.Thread(target=self._drain, args=(self.process.stdout,), daemon=True).start()
        return self

    def _drain(self, stream):
        for line in stream:
            if self.log_path:
                with open(self.log_path, "a") as log:
                    log.write(line)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    @property
    def websocket_url(self):
        return f"ws://127.0.0.1:{self.port}/live"

    def get_json(self, path):
        with urllib.request.urlopen(self.url + path, timeout=10) as response:
            return json.load(response)

    def rss_kib(self):
        """The server's resident memory, from /proc/PID/status (VmRSS), in KiB."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise RuntimeError("no VmRSS line in /proc/PID/status")

    def cpu_seconds(self):
        """The CPU time the server has used so far, user and system, from /proc/PID/stat."""
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self, timeout=20):
        """Stops the server as an operator would (SIGTERM) and returns its exit status."""
        if self.process is None or self.process.poll() is not None:
            return self.process.returncode if self.process else None
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise RuntimeError(f"the server did not stop within {timeout} s of SIGTERM")

    def kill(self):
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def default_binary():
    """The server built by `swift build` in this package, debug or release, whichever is newer."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    candidates = [os.path.join(package, ".build", configuration, "liveboard") for configuration in ("release", "debug")]
    existing = [path for path in candidates if os.path.exists(path)]
    if not existing:
        raise SystemExit("no liveboard binary: run `swift build` in Examples/LiveBoard first, or pass --server")
    return max(existing, key=os.path.getmtime)
