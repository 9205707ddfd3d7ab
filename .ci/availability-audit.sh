#!/usr/bin/env bash
# Fails when a library target uses a standard-library or Foundation declaration that is newer, on some Apple platform
# (macOS, iOS, tvOS, watchOS, visionOS), than the package's declared minimum (`platforms:` in Package.swift, or
# SwiftPM's defaults when it declares none), outside an `#available` / `@available` scope at least as new.
#
# Usage: bash .ci/availability-audit.sh [--scratch-path PATH] [--target NAME ...] [--verbose] [package-root]
#   package-root    default: the repository root
#   --target NAME   a target to audit (repeatable); default: the targets of the package's library products
#   --scratch-path  the build folder to build in and read the index store from; default: the package's .build, so
#                   that the audit reuses the debug build `swift build` / `swift test` already made there (in CI the
#                   test steps have built it, and this build is a no-op)
#   --verbose       also name the declarations used that the audit cannot judge (see "What it cannot see" in the
#                   design document)
# The availability table taken from the toolchain's symbol graphs is built once per toolchain (about 20 s) and kept in
# $AVAILABILITY_AUDIT_CACHE (default: the repository's .build/availability-audit), shared by every package audited.
#
# Prints `file:line: API — needs macOS X, iOS Y, …; declared minimum macOS A, iOS B, …` for each finding, then a
# summary line; exits 1 when there is a finding.
#
# Why: the package is only ever compiled on Linux, where the compiler does not check Apple availability at all, so an
# API newer than the deployment target builds here and fails for every user on Apple platforms. This reads the
# availability the toolchain's own symbol graphs give and the references the compiler's index store records, and
# checks them against the scopes in the sources. What it cannot see (swift-corelibs-foundation's classes carry no
# availability on Linux, Darwin-only APIs, C declarations, …): Docs/Design.md#availability-audit. The Python beside
# this script does the work.
set -euo pipefail
caller_dir="$PWD"
cd "$(dirname "$0")/.."
repository_root="$PWD"

package_root="$repository_root"
scratch_path=""
targets=()
verbose=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --scratch-path) scratch_path="$2"; shift 2 ;;
        --target) targets+=("$2"); shift 2 ;;
        --verbose) verbose=(--verbose); shift ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "availability-audit: unknown option $1" >&2; exit 2 ;;
        *) package_root="$(cd "$caller_dir" && cd "$1" && pwd)"; shift ;;
    esac
done
scratch_path="${scratch_path:-$package_root/.build}"
scratch_path="$(cd "$caller_dir" && mkdir -p "$scratch_path" && cd "$scratch_path" && pwd)"

swift_path="$(command -v swift)"
toolchain_usr="$(dirname "$(dirname "$(readlink -f "$swift_path")")")"
libindexstore="$toolchain_usr/lib/libIndexStore.so"
if [[ ! -f "$libindexstore" ]]; then
    echo "availability-audit: no libIndexStore.so in $toolchain_usr/lib" >&2
    exit 2
fi

manifest="$scratch_path/availability-audit-manifest.json"
(cd "$package_root" && swift package --scratch-path "$scratch_path" dump-package >"$manifest")
if [[ ${#targets[@]} -eq 0 ]]; then
    mapfile -t targets < <(python3 -c '
import json, sys
manifest = json.load(open(sys.argv[1]))
names = {t for p in manifest["products"] if "library" in p["type"] for t in p["targets"]}
print("\n".join(sorted(names)))' "$manifest")
fi
if [[ ${#targets[@]} -eq 0 || -z "${targets[0]}" ]]; then
    echo "availability-audit: no target to audit in $package_root (no library product; name one with --target)" >&2
    exit 2
fi

# One build per target (`swift build` takes one `--target`); after the first, the rest reuse its products. The index
# store is on by default for debug builds on Linux; asking for it keeps that true should the default change.
for target in "${targets[@]}"; do
    (cd "$package_root" && swift build -q --scratch-path "$scratch_path" --target "$target" --enable-index-store)
done
bin_path="$(cd "$package_root" && swift build --scratch-path "$scratch_path" --show-bin-path)"

python3 "$repository_root/.ci/availability_audit.py" \
    --package "$package_root" --manifest "$manifest" --index-store "$bin_path/index/store" \
    --targets "${targets[@]}" --swift "$swift_path" --libindexstore "$libindexstore" \
    --cache "${AVAILABILITY_AUDIT_CACHE:-$repository_root/.build/availability-audit}" "${verbose[@]}"
