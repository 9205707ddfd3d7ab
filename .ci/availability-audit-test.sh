#!/usr/bin/env bash
# Tests .ci/availability-audit.sh on the fixture package in .ci/availability-fixture: the audit must exit non-zero and
# report exactly the lines of its sources that end with `// expected finding` (unguarded uses of
# `String(validating:as:)` and `Date.ISO8601FormatStyle`), and none of the uses inside `if #available`, after
# `guard #available`, inside `@available` declarations and types, or of an API old enough.
#
# Usage: bash .ci/availability-audit-test.sh
#
# The fixture builds into its own .ci/availability-fixture/.build (a few seconds); the availability table is the one
# the audit caches for the toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

fixture=.ci/availability-fixture
output="$(mktemp)"
trap 'rm -f "$output"' EXIT

status=0
bash .ci/availability-audit.sh "$fixture" >"$output" 2>&1 || status=$?
cat "$output"

expected="$(cd "$fixture" && grep -rn --include='*.swift' '// expected finding$' Sources | cut -d: -f1,2 | sort -u)"
reported="$(grep -E '^Sources/[^:]+:[0-9]+: ' "$output" | cut -d: -f1,2 | sort -u || true)"

failed=0
if [[ $status -ne 1 ]]; then
    echo "availability-audit-test: the audit exited with $status on the fixture, expected 1 (findings)" >&2
    failed=1
fi
if [[ "$expected" != "$reported" ]]; then
    echo "availability-audit-test: the reported lines differ from the planted ones (< planted, > reported):" >&2
    diff <(echo "$expected") <(echo "$reported") >&2 || true
    failed=1
fi
if ! grep -q '^availability-audit: [0-9]* finding' "$output"; then
    echo "availability-audit-test: no summary line" >&2
    failed=1
fi
if [[ $failed -ne 0 ]]; then
    exit 1
fi
echo "availability-audit-test: the audit reports exactly the $(echo "$expected" | wc -l) planted lines and fails"
