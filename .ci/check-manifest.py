"""Fails if the library's manifest makes a consumer's build run anything: a plugin target, a library target that
uses a plugin, or a package dependency (all three would reach every app that depends on the package)."""

import json
import subprocess
import sys

manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True).stdout)
problems = []
if manifest.get("dependencies"):
    problems.append("package dependencies: " + ", ".join(str(d) for d in manifest["dependencies"]))
for target in manifest["targets"]:
    if target["type"] == "plugin":
        problems.append(f"plugin target {target['name']}")
    if target.get("pluginUsages"):
        problems.append(f"target {target['name']} uses plugins {target['pluginUsages']}")
if problems:
    print("The library's manifest must run nothing in a consumer's build:\n- " + "\n- ".join(problems))
    sys.exit(1)
print(f"manifest: {len(manifest['targets'])} targets, no plugin, no package dependency")
