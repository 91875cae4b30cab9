#!/usr/bin/env python3
"""Fails when the library's sources use a language feature newer than the Swift tools version its manifest declares.

A team on an older Xcode would otherwise get compile errors inside the package instead of SwiftPM's clear
"requires Swift tools X". Each feature below is listed with the Swift version that brought it; a use inside an
`#if compiler(>=X)` block of at least that version is allowed. Add a row when the sources start using a newer
feature.
"""
import glob
import re
import sys

FEATURES = [
    # (the Swift version that brought it, what it is, a pattern that finds it in code)
    ((6, 2), "nonisolated(nonsending)", r"\bnonisolated\(nonsending\)"),
    ((6, 2), "@concurrent", r"@concurrent\b"),
    ((6, 2), "weak let", r"\bweak\s+let\b"),
    ((6, 2), "isolated deinit", r"\bisolated\s+deinit\b"),
    ((6, 2), "InlineArray", r"\bInlineArray\b|\[\s*\d+\s+of\s+"),
    ((6, 2), "Span", r"\b(Mutable)?(Raw)?Span<"),
    ((6, 2), "@abi", r"@abi\("),
    ((6, 2), "Observations", r"\bObservations\s*[{(]"),
]


def version(text):
    return tuple(int(part) for part in text.split("."))


manifest = open("Package.swift").read()
declared = version(re.match(r"// swift-tools-version:\s*([\d.]+)", manifest).group(1))[:2]
problems = []
for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
    guards = []  # the compiler version each open `#if` requires (or None)
    for number, line in enumerate(open(path), 1):
        stripped = line.strip()
        if stripped.startswith("#if"):
            found = re.search(r"compiler\(>=\s*([\d.]+)\)", stripped)
            guards.append(version(found.group(1))[:2] if found else None)
            continue
        if stripped.startswith("#endif"):
            guards.pop()
            continue
        code = re.sub(r"//.*", "", line)
        guarded = max((guard for guard in guards if guard), default=(0, 0))
        for needed, name, pattern in FEATURES:
            if needed > declared and needed > guarded and re.search(pattern, code):
                problems.append(
                    f"{path}:{number}: {name} needs Swift {needed[0]}.{needed[1]}; the manifest declares "
                    f"{declared[0]}.{declared[1]}"
                )
if problems:
    print("Sources use features newer than the declared swift-tools-version (raise it, or guard the use with "
          "#if compiler(>=X)):\n" + "\n".join(problems))
    sys.exit(1)
print(f"swift-tools-version {declared[0]}.{declared[1]}: no source uses a newer language feature unguarded.")
