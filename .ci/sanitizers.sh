#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer: `bash .ci/sanitizers.sh [address|thread]`
# (both when no argument is given).
#
# Why: the library reads Foundation containers through CoreFoundation with unmanaged pointers and shares one
# configured decoder, reflector or hint tree between tasks (Docs/Design.md#never-crash-on-input,
# Docs/Design.md#swift-6-strict-concurrency). ASan turns a memory error into a failure; TSan turns a data race into
# one, which ConcurrencyTests (12 tasks sharing one decoder, reflector and hint tree) exists to provoke.
#
# What is covered:
#   - address: the whole suite, including the parity suite (DecoderParity) and the huge hostile inputs, in two
#     runs: the sweeps (every test named `…Sweep`) after the rest.
#     Leak detection is off here: the suite builds retain cycles on purpose (self-containing NSMutableDictionary and
#     NSMutableArray in HostileInputSuiteTests, HintTreeTests and HintedDecodingTests, class cycles in
#     DictionaryReflectorGraphTests), and LeakSanitizer also reports `static let` values whose pointers Swift stores
#     with tag bits as leaks. Leaks in library code are caught by the fuzzer (.ci/fuzz.sh), which checks every
#     input with leak detection on.
#   - thread: the whole suite except the sweeps (every test named `…Sweep`: megabyte strings, million-element
#     arrays, 100 000-deep trees, the generated parity sweeps and the monitor's million keys; single-threaded, and
#     5-15x slower under TSan for nothing to find) and the DecoderParity suite (single-threaded differential tests,
#     the slowest suite under TSan). Everything concurrent — ConcurrencyTests, the monitor's concurrency test — and
#     every other suite runs.
#
# Each sanitizer builds in its own scratch path (.build-asan, .build-tsan) so the ordinary build is not disturbed.
set -euo pipefail
cd "$(dirname "$0")/.."

run_address() {
    printf '\n==> AddressSanitizer: the whole test suite (.build-asan)\n'
    swift build --build-tests --scratch-path .build-asan --sanitize=address \
        2> >(grep -v "Cannot export local symbol '__asan" >&2)
    # Two runs, as the README's command and CI's sweep step: Swift Testing runs tests on a pool of one thread per
    # core, and the sweeps (single-threaded, minutes long under ASan) held both of a 2-core machine's threads long
    # enough for the one-minute time limits of tests waiting beside them to expire before they ran.
    ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" \
        swift test --skip-build --scratch-path .build-asan --sanitize=address --skip Sweep
    ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" \
        swift test --skip-build --scratch-path .build-asan --sanitize=address --filter Sweep
}

run_thread() {
    printf '\n==> ThreadSanitizer: all but the sweeps and DecoderParity (.build-tsan)\n'
    swift build --build-tests --scratch-path .build-tsan --sanitize=thread
    TSAN_OPTIONS="halt_on_error=1:${TSAN_OPTIONS:-}" \
        swift test --skip-build --scratch-path .build-tsan --sanitize=thread \
        --skip Sweep --skip DecoderParity
}

case "${1:-all}" in
    address) run_address ;;
    thread) run_thread ;;
    all)
        run_address
        run_thread
        ;;
    *)
        printf 'usage: %s [address|thread]\n' "$0" >&2
        exit 2
        ;;
esac
printf '\n==> Sanitizers: no errors\n'
