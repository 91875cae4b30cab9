#!/usr/bin/env bash
# LiveBoard in CI: installs Chromium, its driver, Selenium and websockets; builds the example once (debug, warnings
# as errors); runs its Swift tests, the browser test and a short load run (50 clients, 2,000 actions, 100 clients
# that drop mid-stream).
#
# On a machine where several people build at once, set LIVEBOARD_BUILD_LOCK to a lock file: each swift command then
# waits for it (flock), one command at a time.
set -euo pipefail
cd "$(dirname "$0")"
started=$SECONDS
step() { echo "-- LiveBoard: $1 ($((SECONDS - started))s)"; }
swift_locked() {
  if [ -n "${LIVEBOARD_BUILD_LOCK:-}" ]; then flock "$LIVEBOARD_BUILD_LOCK" swift "$@"; else swift "$@"; fi
}

step "installing Chromium, chromedriver, Selenium and websockets (when missing)"
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-driver >/dev/null
fi
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore selenium websockets

step "build, warnings are errors"
swift_locked build --build-tests -Xswiftc -warnings-as-errors
server=.build/debug/liveboard

step "Swift tests of the board, the wire format and the hub"
swift_locked test --skip-build

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step "a real browser: two Chromium sessions against the server"
python3 Scripts/browser_test.py --server "$server" --screenshot "$work/board.png"

step "a short load run"
python3 Scripts/load_test.py --server "$server" --clients 50 --actions 2000 --churn 100 --timeout 180

step "done"
