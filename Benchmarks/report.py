#!/usr/bin/env python3
"""Prints the benchmark comparison table from package-benchmark's JMH export.

Each workload is registered as `<name>:ours` and `<name>:OpenCombine`; `floor-...` is the hand-written locked
subject hop. A sample is 1,000 operations (scaling factor .kilo), so per-sample microseconds read as nanoseconds
per operation, and per-sample mallocs divided by 1,000 read as mallocs per operation.
"""
import json
import sys

# A sample is 1,000 operations: a sample time in microseconds is the time per operation in nanoseconds.
NS_PER_OP_FOR_SAMPLE_UNIT = {"ns": 0.001, "\u03bcs": 1.0, "us": 1.0, "ms": 1000.0, "s": 1_000_000.0}


def load(path):
    results = {}
    for entry in json.load(open(path)):
        name = entry["benchmark"].split(".", 3)[-1]
        metrics = entry.get("secondaryMetrics", {})
        wall = metrics.get("Time (wall clock)")
        mallocs = metrics.get("Malloc (total)")
        if wall is None:
            continue
        results[name] = {
            "ns": wall["scorePercentiles"]["50.0"] * NS_PER_OP_FOR_SAMPLE_UNIT[wall["scoreUnit"]],
            "mallocs": mallocs["scorePercentiles"]["50.0"] / 1000.0 if mallocs else None,
        }
    return results


def main():
    results = load(sys.argv[1])
    floor = next((value["ns"] for name, value in results.items() if name.startswith("floor")), None)
    workloads = []
    for name in results:
        if name.endswith(":ours"):
            workloads.append(name[: -len(":ours")])
    header = ["workload", "ours ns/op", "OpenCombine ns/op", "speed-up", "x floor", "mallocs/op ours", "mallocs/op OC"]
    rows = []
    for workload in workloads:
        ours = results[workload + ":ours"]
        peer = results.get(workload + ":OpenCombine")
        rows.append([
            workload,
            f"{ours['ns']:.1f}",
            f"{peer['ns']:.1f}" if peer else "-",
            f"{peer['ns'] / ours['ns']:.2f}x" if peer else "-",
            f"{ours['ns'] / floor:.2f}" if floor else "-",
            f"{ours['mallocs']:.2f}" if ours["mallocs"] is not None else "-",
            f"{peer['mallocs']:.2f}" if peer and peer["mallocs"] is not None else "-",
        ])
    if floor:
        rows.append(["floor-locked-hop-two-closures", f"{floor:.1f}", "-", "-", "1.00", "-", "-"])
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(row, widths)) + " |")


if __name__ == "__main__":
    main()
