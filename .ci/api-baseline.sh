#!/usr/bin/env bash
# Checks the public API of the library's products against the baseline checked in under API/: the Swift interface
# (`.swiftinterface`) the compiler writes for each module under library evolution, without its header lines (the
# compiler's version and flags). Any difference, an addition included, fails with the diff printed, so that changing
# the API is always a deliberate diff committed beside its CHANGELOG line (Docs/Design.md#api-baseline).
#
# Usage: bash .ci/api-baseline.sh            check; exits 1 and prints `diff -u baseline built` when they differ
#        bash .ci/api-baseline.sh --update   rewrite API/*.swiftinterface from the current sources
#
# It builds the products once more in .build-api (library evolution changes the build), about three minutes on two
# cores from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(ModelMapper ModelMapperTesting ModelMapperSuggestions)
update=false
if [[ "${1:-}" == "--update" ]]; then update=true; fi

# One build per module: `swift build` honours only the last of several `--target`s, so a single call would leave out
# every module but that one and its dependencies. After the first, the rest reuse what it built.
log="$(mktemp)"
for module in "${modules[@]}"; do
    [[ -d "Sources/$module" ]] || continue
    if ! swift build --scratch-path .build-api --target "$module" \
        -Xswiftc -enable-library-evolution -Xswiftc -emit-module-interface >"$log" 2>&1; then
        cat "$log" >&2
        echo "api-baseline: the build of $module failed" >&2
        exit 1
    fi
done
rm -f "$log"

mkdir -p API
status=0
checked=0
for module in "${modules[@]}"; do
    [[ -d "Sources/$module" ]] || continue
    built="$(find .build-api -path "*/$module.build/$module.swiftinterface" | head -n 1)"
    if [[ -z "$built" ]]; then
        echo "api-baseline: no interface was written for $module" >&2
        exit 1
    fi
    current="$(mktemp)"
    grep -v '^// swift-' "$built" >"$current"
    baseline="API/$module.swiftinterface"
    if $update; then
        cat "$current" >"$baseline"
        echo "api-baseline: wrote $baseline ($(grep -c '' "$baseline") lines)"
    elif [[ ! -f "$baseline" ]]; then
        echo "api-baseline: $baseline is missing; run bash .ci/api-baseline.sh --update and commit it" >&2
        status=1
    elif ! diff -u "$baseline" "$current" --label "$baseline (checked in)" --label "$module (built)"; then
        echo "api-baseline: the public API of $module differs from $baseline (above: - checked in, + built)." >&2
        status=1
    fi
    rm -f "$current"
    checked=$((checked + 1))
done
for baseline in API/*.swiftinterface; do
    module="$(basename "$baseline" .swiftinterface)"
    if [[ ! -d "Sources/$module" ]]; then
        echo "api-baseline: $baseline has no module in Sources/; remove it" >&2
        status=1
    fi
done
if [[ $status -ne 0 ]]; then
    echo "api-baseline: if the change is deliberate, run bash .ci/api-baseline.sh --update, commit API/ and add a" \
        "CHANGELOG line." >&2
    exit 1
fi
$update || echo "api-baseline: the public API of ${checked} module(s) matches API/"
