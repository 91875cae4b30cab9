#!/usr/bin/env python3
"""Prints the benchmark comparison table from package-benchmark's JMH export.

Each workload is registered as `<name>:ours` and `<name>:OpenCombine`; `floor-...` is the hand-written locked
subject hop. A sample is 1,000 operations (scaling factor .kilo), so per-sample microseconds read as nanoseconds
per operation, and per-sample mallocs divided by 1,000 read as mallocs per operation.

Rows come in a fixed order: StreamCore's workloads by family, then each upper layer's, bottom to top.
"""
import datetime
import json
import os
import platform
import subprocess
import sys

# A sample is 1,000 operations: a sample time in microseconds is the time per operation in nanoseconds.
NS_PER_OP_FOR_SAMPLE_UNIT = {"ns": 0.001, "\u03bcs": 1.0, "us": 1.0, "ms": 1000.0, "s": 1_000_000.0}

# StreamCore's workloads by family, in the order the table prints them. A workload not listed here prints after
# its module's listed ones, in name order.
STREAMCORE_FAMILIES = [
    ("subjects", [
        "send-sink",
        "fan-out-to-100-sinks",
        "CurrentValueSubject-map-removeDuplicates-sink",
        "subscribe+cancel-subject.map.sink",
        "share-with-two-sinks",
    ]),
    ("chains", [
        "send-map-filter-map-filter-sink",
        "12-stage-map-filter-chain",
        "3-maps-each-erased",
        "sequence.map.sink-per-element",
    ]),
    ("combining", ["Zip3-per-tuple", "CombineLatest3-per-change", "combineLatest-of-6", "Merge3-per-value"]),
    ("flattening", ["flatMap-Just", "map-Just-switchToLatest"]),
    ("scale", ["fan-out-to-10k-sinks", "cancel-oldest-first-10k", "cancel-newest-first-10k"]),
    ("memory", ["live-subscription-subject.sink", "live-subscription-subject.map.sink"]),
]
MODULE_ORDER = ["StreamCore", "PropertyKit", "StateKit", "BindingKit"]

# Workloads registered with `measuresBytes: true`: the only ones whose bytes column means anything (the JMH export
# repeats the previous workload's bytes for a workload that did not measure them).
MEASURES_BYTES = {"live-subscription-subject.sink", "live-subscription-subject.map.sink"}

# Workloads registered with `scalingFactor: .one`: a sample is one operation, not 1,000.
ONE_OPERATION_PER_SAMPLE = {"fan-out-to-10k-sinks", "state-diff-1000-items"}

# Contention workloads (`contention-<workload>-<n>-threads`): a sample sends this many values over all its threads
# (`Contention.values`), so ns per value is the sample's wall time over it. `contention-floor-mutex-counter` is their
# floor: a counter incremented under a pthread_mutex from the same threads.
CONTENTION_PREFIX = "contention-"
CONTENTION_VALUES_PER_SAMPLE = 96_000
CONTENTION_FLOOR = "floor-mutex-counter"
CONTENTION_ORDER = [
    "PassthroughSubject-sink",
    "CurrentValueSubject-map-removeDuplicates-sink",
    "MutableProperty-modify",
    "ManagedState-rules-10-observers",
    "Merge3-sink",
    "churn-subscribe-cancel",
]


def operations_per_sample(name):
    workload = name.split(":")[0]
    if workload.startswith(CONTENTION_PREFIX):
        return CONTENTION_VALUES_PER_SAMPLE
    return 1 if workload in ONE_OPERATION_PER_SAMPLE else 1000


def load(path):
    results = {}
    for entry in json.load(open(path)):
        _, _, target, name = entry["benchmark"].split(".", 3)
        metrics = entry.get("secondaryMetrics", {})
        wall = metrics.get("Time (wall clock)")
        mallocs = metrics.get("Malloc (total)")
        # Measured only by the memory workloads, whose operation keeps one live subscription.
        allocated = metrics.get("Malloc (bytes total)") if name.split(":")[0] in MEASURES_BYTES else None
        if wall is None:
            continue
        operations = operations_per_sample(name)
        results[name] = {
            "module": target.removesuffix("Benchmarks"),
            "ns": wall["scorePercentiles"]["50.0"] * NS_PER_OP_FOR_SAMPLE_UNIT[wall["scoreUnit"]] * 1000 / operations,
            "mallocs": mallocs["scorePercentiles"]["50.0"] / operations if mallocs else None,
            "bytes": allocated["scorePercentiles"]["50.0"] / operations if allocated else None,
        }
    return results


def ordered(workloads, results):
    """Returns (family, workload) pairs in the table's fixed order."""
    rank = {}
    for family_index, (family, names) in enumerate(STREAMCORE_FAMILIES):
        for name_index, name in enumerate(names):
            rank[name] = (0, family_index, name_index, family)

    def key(workload):
        module = results[workload + ":ours"]["module"]
        module_index = MODULE_ORDER.index(module) if module in MODULE_ORDER else len(MODULE_ORDER)
        if workload in rank:
            return (module_index, *rank[workload][:3], workload)
        return (module_index, 1, 0, 0, workload)

    for workload in sorted(workloads, key=key):
        family = rank[workload][3] if workload in rank else results[workload + ":ours"]["module"]
        yield family, workload


def first_line(command):
    try:
        return subprocess.run(command, capture_output=True, text=True, check=False).stdout.splitlines()[0]
    except (OSError, IndexError):
        return "unknown"


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        model = platform.processor() or model
    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, {model}"


def main():
    results = load(sys.argv[1])
    floor = next((value["ns"] for name, value in results.items() if name.startswith("floor")), None)
    workloads = [
        name[: -len(":ours")] for name in results if name.endswith(":ours") and not name.startswith(CONTENTION_PREFIX)
    ]
    print(f"date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"machine: {machine()}")
    print(f"toolchain: {first_line(['swift', '--version'])}")
    print()
    header = ["family", "workload", "ours ns/op", "OpenCombine ns/op", "speed-up", "x floor", "mallocs/op ours",
              "mallocs/op OC", "bytes/op ours", "bytes/op OC"]
    rows = []
    for family, workload in ordered(workloads, results):
        ours = results[workload + ":ours"]
        peer = results.get(workload + ":OpenCombine")
        rows.append([
            family,
            workload,
            f"{ours['ns']:.1f}",
            f"{peer['ns']:.1f}" if peer else "-",
            f"{peer['ns'] / ours['ns']:.2f}x" if peer else "-",
            f"{ours['ns'] / floor:.2f}" if floor else "-",
            f"{ours['mallocs']:.2f}" if ours["mallocs"] is not None else "-",
            f"{peer['mallocs']:.2f}" if peer and peer["mallocs"] is not None else "-",
            f"{ours['bytes']:.0f}" if ours["bytes"] is not None else "-",
            f"{peer['bytes']:.0f}" if peer and peer["bytes"] is not None else "-",
        ])
    if floor:
        rows.append(["floor", "floor-locked-hop-two-closures", f"{floor:.1f}", "-", "-", "1.00", "-", "-", "-", "-"])
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(row, widths)) + " |")
    contention_table(results)


def split_contended(name):
    """`contention-<workload>-<n>-threads[:library]` -> (workload, n, library), or None."""
    if not name.startswith(CONTENTION_PREFIX):
        return None
    base, _, library = name.partition(":")
    body, _, threads = base[len(CONTENTION_PREFIX):].removesuffix("-threads").rpartition("-")
    return body, int(threads), library or "floor"


def contention_table(results):
    """Prints the contention rows: ns per value at each thread count, ours next to OpenCombine and the floor."""
    rows = {}
    for name, value in results.items():
        parsed = split_contended(name)
        if parsed:
            workload, threads, library = parsed
            rows.setdefault(workload, {}).setdefault(threads, {})[library] = value
    if not rows:
        return
    floor = rows.pop(CONTENTION_FLOOR, {})
    print()
    print(f"Contention: one shared object, threads at once; ns per value = sample wall time / "
          f"{CONTENTION_VALUES_PER_SAMPLE:,} values; floor = a counter under a pthread_mutex from the same threads")
    print()
    header = ["workload", "threads", "ours ns/value", "OpenCombine ns/value", "speed-up", "ours ÷ ours 1 thread",
              "floor ns/value", "x floor", "mallocs/value ours"]
    table = []
    order = {name: index for index, name in enumerate(CONTENTION_ORDER)}
    for workload in sorted(rows, key=lambda name: (order.get(name, len(order)), name)):
        single = rows[workload].get(1, {}).get("ours")
        for threads in sorted(rows[workload]):
            ours = rows[workload][threads].get("ours")
            peer = rows[workload][threads].get("OpenCombine")
            base = floor.get(threads, {}).get("floor")
            if ours is None:
                continue
            table.append([
                workload,
                str(threads),
                f"{ours['ns']:.1f}",
                f"{peer['ns']:.1f}" if peer else "-",
                f"{peer['ns'] / ours['ns']:.2f}x" if peer else "-",
                f"{ours['ns'] / single['ns']:.2f}x" if single else "-",
                f"{base['ns']:.1f}" if base else "-",
                f"{ours['ns'] / base['ns']:.2f}" if base else "-",
                f"{ours['mallocs']:.3f}" if ours["mallocs"] is not None else "-",
            ])
    widths = [max(len(str(row[i])) for row in table + [header]) for i in range(len(header))]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in table:
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(row, widths)) + " |")


if __name__ == "__main__":
    main()
