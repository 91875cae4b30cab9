#!/usr/bin/env python3
"""Checks that every Swift code block of the README and the DocC catalogs is mirrored in a snippet test.

A block is mirrored when its code (less its `import` lines, ignoring whitespace, which swift-format may change)
appears in one of Tests/*Tests/Snippets/*.swift, where it compiles and its printed output is asserted. Blocks
that are fragments by design (a manifest line, a conditional import, another library's API) are listed below.
"""
import glob
import re
import sys

FRAGMENTS = (
    ".package(url:",  # a Package.swift line
    "#if canImport(Combine)",  # a conditional import
    "// ReactiveSwift",  # side by side with ReactiveSwift's API
    "#if canImport(SwiftUI)",  # Apple-only UI code: no Linux test can compile it; Tests/AppleMode compiles its shapes
    "#if canImport(UIKit)",  # Apple-only UI code: no Linux test can compile it
)


def squeeze(text):
    return re.sub(r"\s+", "", text)


mirrors = "".join(squeeze(open(path).read()) for path in sorted(glob.glob("Tests/*Tests/Snippets/*.swift")))
documents = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
missing = []
for path in documents:
    for block in re.findall(r"```swift\n(.*?)```", open(path).read(), re.S):
        if block.lstrip().startswith(FRAGMENTS):
            continue
        code = "\n".join(line for line in block.split("\n") if not line.strip().startswith("import "))
        if squeeze(code) not in mirrors:
            missing.append(f"{path}: the block starting {block.strip().splitlines()[0]!r}")

if missing:
    print("Code blocks not mirrored verbatim in Tests/*Tests/Snippets (copy each into a snippet test):")
    print("\n".join(missing))
    sys.exit(1)
print(f"{len(documents)} documents: every Swift code block is mirrored in a snippet test.")
