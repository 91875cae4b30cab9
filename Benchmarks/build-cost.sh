#!/usr/bin/env bash
# What an app pays for depending on the library: clean build times of each product (debug and release) and the
# stripped size of a small app linking only StreamCore, each next to OpenCombine 0.14 built the same way in the
# same run. Prints one table. Run it on a quiet machine: it measures wall-clock time.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Resolve once, outside the timings; OpenCombine's checkout is then built as a root package, as ours is.
swift package --package-path Benchmarks/BuildCost --scratch-path "$scratch/app" resolve >/dev/null
opencombine="$scratch/app/checkouts/OpenCombine"

# clean_build PACKAGE CONFIG TARGET…: seconds to build the targets one after another from a clean build folder;
# prints the cumulative time after each target.
clean_build() {
  local package=$1 config=$2
  shift 2
  rm -rf "$scratch/build"
  local started
  started=$(date +%s.%N)
  for target in "$@"; do
    swift build --package-path "$package" --scratch-path "$scratch/build" -c "$config" --target "$target" >/dev/null
    python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)"
  done
}

rows=()
for config in debug release; do
  mapfile -t ours < <(clean_build "$root" "$config" StreamCore PropertyKit StateKit BindingKit)
  mapfile -t theirs < <(clean_build "$opencombine" "$config" OpenCombine OpenCombineDispatch OpenCombineFoundation)
  rows+=("$config|${ours[0]}|${ours[1]}|${ours[2]}|${ours[3]}|${theirs[0]}|${theirs[2]}")
done

swift build --package-path Benchmarks/BuildCost --scratch-path "$scratch/app" -c release >/dev/null
sizes=()
for app in StreamCoreApp OpenCombineApp; do
  strip -o "$scratch/$app.stripped" "$scratch/app/release/$app"
  sizes+=("$(stat -c %s "$scratch/$app.stripped")")
done

python3 - "$(date -u '+%Y-%m-%d %H:%M UTC')" "${sizes[@]}" "${rows[@]}" <<'PYTHON'
import sys

date, ours_size, theirs_size, *rows = sys.argv[1:]
print(f"Build cost, clean builds one after another on this machine, {date}")
print()
print("| build | StreamCore | + PropertyKit | + StateKit | + BindingKit (all four) | OpenCombine | "
      "OpenCombine + Dispatch + Foundation | StreamCore ÷ OpenCombine + Dispatch + Foundation |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for row in rows:
    config, core, property, state, binding, oc, oc_all = row.split("|")
    print(f"| {config} | {core} s | {property} s | {state} s | {binding} s | {oc} s | {oc_all} s | "
          f"{float(core) / float(oc_all):.2f}× |")
print()
ours_mb, theirs_mb = int(ours_size) / 1e6, int(theirs_size) / 1e6
print("| a small app (map, filter, removeDuplicates, sink, a zip of three `Just`s), release, stripped | size |")
print("| --- | --- |")
print(f"| on StreamCore | {ours_mb:.2f} MB |")
print(f"| on OpenCombine | {theirs_mb:.2f} MB |")
print(f"| ratio | {int(ours_size) / int(theirs_size):.2f}× |")
PYTHON
