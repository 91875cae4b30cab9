#!/usr/bin/env bash
# Regenerates the committed per-arity declarations (the Generated folders of StreamCore, of its Combine part, and of
# PropertyKit) and formats them with the repository's .swift-format. With --check, fails if the committed files differ
# from a fresh generation (CI runs it so).
set -euo pipefail
cd "$(dirname "$0")/.."
generated=(Sources/StreamCore/Generated Sources/StreamCore/Combine/Generated Sources/PropertyKit/Generated)
swift run --quiet --package-path Tools/ArityDeclarationsGenerator ArityDeclarationsGenerator "$PWD"
swift format format --in-place --recursive "${generated[@]}"
if [ "${1:-}" = "--check" ]; then
  if ! git diff --exit-code -- "${generated[@]}" || [ -n "$(git ls-files --others --exclude-standard -- "${generated[@]}")" ]; then
    echo "The generated declarations differ from the committed ones: run bash Tools/generate-arity-declarations.sh and commit."
    exit 1
  fi
  echo "generated declarations match the committed ones"
fi
