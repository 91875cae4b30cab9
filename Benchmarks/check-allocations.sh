#!/usr/bin/env bash
# Checks every workload's allocations per operation against the checked-in thresholds (Thresholds/).
# Exit 0: equal. A regression fails. An improvement passes with a reminder to lower the thresholds:
#   swift package --disable-sandbox --allow-writing-to-package-directory benchmark thresholds update \
#     --path Thresholds --metric mallocCountTotal --filter '.*:ours|floor.*'
set -uo pipefail
cd "$(dirname "$0")"
swift package --disable-sandbox benchmark thresholds check --path Thresholds --metric mallocCountTotal \
  --no-progress --filter '.*:ours|floor.*'
status=$?
case $status in
  0) echo "allocations: equal to thresholds" ;;
  4) echo "allocations: improved; lower the thresholds (see the comment in $0)"; status=0 ;;
  *) echo "allocations: regression (exit $status)" ;;
esac
exit $status
