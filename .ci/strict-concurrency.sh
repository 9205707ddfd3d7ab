#!/usr/bin/env bash
# Builds the package with complete strict-concurrency checking and every warning an error.
#
# Why: Docs/Design.md#swift-6-strict-concurrency — the library is Swift 6 language mode and strict-concurrency clean,
# and its public configuration types are Sendable. Swift 6 mode already implies complete checking; the explicit flag
# keeps the check meaningful if a target ever drops back to Swift 5 mode, and -warnings-as-errors turns any concurrency
# (or other) warning into a failure. The library, the example and the tests are all built. A separate scratch path
# (.build-strict) keeps these flags from invalidating the ordinary build.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests --scratch-path .build-strict \
    -Xswiftc -strict-concurrency=complete -Xswiftc -warnings-as-errors
printf '==> Strict concurrency: no errors, no warnings\n'
