#!/usr/bin/env bash
# Runs every benchmark, ours and OpenCombine's side by side in one run, and prints the comparison table.
# Extra arguments go to package-benchmark (for example --filter 'send-sink').
set -euo pipefail
cd "$(dirname "$0")"
export_dir=$(mktemp -d)
trap 'rm -rf "$export_dir"' EXIT
swift package --disable-sandbox benchmark --no-progress --quiet --format jmh --path "$export_dir" "$@" >&2
python3 report.py "$export_dir"/*.jmh.json
