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

# clean_build PACKAGE CONFIG TARGET…: builds the targets one after another from a clean build folder and prints,
# after each, the cumulative wall-clock seconds and CPU seconds (user + system, of every process the build ran).
# The machine may be shared: CPU time moves less than wall-clock time with other load.
clean_build() {
  local package=$1 config=$2
  shift 2
  rm -rf "$scratch/build"
  python3 - "$package" "$scratch/build" "$config" "$@" <<'PYTHON'
import resource, subprocess, sys, time

package, build, config, *targets = sys.argv[1:]
started = time.monotonic()
for target in targets:
    subprocess.run(["swift", "build", "--package-path", package, "--scratch-path", build, "-c", config,
                    "--target", target], check=True, stdout=subprocess.DEVNULL)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"{time.monotonic() - started:.1f}/{usage.ru_utime + usage.ru_stime:.1f}")
PYTHON
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

python3 - "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(nproc)" "${sizes[@]}" "${rows[@]}" <<'PYTHON'
import sys

date, cores, ours_size, theirs_size, *rows = sys.argv[1:]
print(f"Build cost: clean builds, one after another, {cores} cores, {date}. Each cell is wall-clock seconds / CPU")
print("seconds (user + system); a layer's cell includes the layers below it.")
print()
print("| build | StreamCore | + PropertyKit | + StateKit | + BindingKit (all four) | OpenCombine | "
      "OpenCombine + Dispatch + Foundation | StreamCore ÷ OpenCombine + Dispatch + Foundation (wall / CPU) |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for row in rows:
    config, core, property, state, binding, oc, oc_all = row.split("|")
    (core_wall, core_cpu), (oc_wall, oc_cpu) = (map(float, cell.split("/")) for cell in (core, oc_all))
    print(f"| {config} | {core} | {property} | {state} | {binding} | {oc} | {oc_all} | "
          f"{core_wall / oc_wall:.2f}× / {core_cpu / oc_cpu:.2f}× |")
print()
ours_mb, theirs_mb = int(ours_size) / 1e6, int(theirs_size) / 1e6
print("| a small app (map, filter, removeDuplicates, sink, a zip of three `Just`s), release, stripped | size |")
print("| --- | --- |")
print(f"| on StreamCore | {ours_mb:.2f} MB |")
print(f"| on OpenCombine | {theirs_mb:.2f} MB |")
print(f"| ratio | {int(ours_size) / int(theirs_size):.2f}× |")
PYTHON
