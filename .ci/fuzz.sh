#!/usr/bin/env bash
# Fuzzes ModelMapper with libFuzzer for a bounded time: `bash .ci/fuzz.sh [seconds]` (default 60).
#
# Why: DESIGN.md §2.5 says no input may crash the library. The target (Fuzz/Sources) turns each input into JSON
# or a generated native tree, decodes it into a family of models with hints drawn from the input, and remaps,
# encodes and reflects the results; see Fuzz/README.md.
#
# How: the library is compiled as its own module with coverage (-sanitize=fuzzer) and AddressSanitizer, the target
# is linked against it, and libFuzzer runs over a scratch copy of the committed seed corpus (Fuzz/Corpus is never
# written). Leak detection is on. Exits non-zero on a crash, a leak, a time-out (-timeout per input), or an
# out-of-memory; the failing input is saved as .build-fuzz/artifacts/crash-*/leak-*/timeout-*.
#
# Environment: FUZZ_JOBS (parallel workers, default 1), FUZZ_TIMEOUT (seconds per input, default 60: a
# 512-deep input decoded through a type that probes with try? legitimately takes ~15 s under ASan on a busy
# machine, because every DecodingError builds its whole coding path),
# FUZZ_EXTRA_ARGS (more libFuzzer flags, e.g. "-seed=1" or "-only_ascii=1").
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
jobs="${FUZZ_JOBS:-1}"
per_input_timeout="${FUZZ_TIMEOUT:-60}"
build=".build-fuzz"
mkdir -p "$build/artifacts" "$build/corpus"

flags=(-O -g -parse-as-library -swift-version 6 -sanitize=fuzzer,address)

binary="$build/fuzz-modelmapper"
library="$build/ModelMapper.o"
# Each step runs only when its inputs are newer than its output.
stale() { [[ ! -e "$1" ]] || [[ -n "$(find "${@:2}" -newer "$1" -print -quit)" ]]; }

if stale "$library" Sources/ModelMapper .ci/fuzz.sh; then
    printf '==> Building ModelMapper with coverage and AddressSanitizer (%s)\n' "$library"
    mapfile -t sources < <(find Sources/ModelMapper -name '*.swift' | sort)
    swiftc "${flags[@]}" -wmo -module-name ModelMapper -enable-upcoming-feature ExistentialAny \
        -emit-module -emit-module-path "$build/ModelMapper.swiftmodule" -c "${sources[@]}" -o "$library"
fi
if stale "$binary" Fuzz/Sources "$library"; then
    printf '==> Linking the fuzz target (%s)\n' "$binary"
    # The gold linker warns once per sanitizer helper symbol it cannot export; those lines are noise.
    swiftc "${flags[@]}" -I "$build" Fuzz/Sources/*.swift "$library" -o "$binary" \
        2> >(grep -v "Cannot export local symbol '__asan" >&2)
fi

# libFuzzer adds what it finds to the first corpus directory: a scratch one, seeded from the committed corpus.
cp -n Fuzz/Corpus/* "$build/corpus/" 2>/dev/null || true

printf '==> Fuzzing for %ss\n' "$seconds"
log="$build/fuzz.log"
# -jobs=N writes each worker's output to fuzz-N.log; one job runs in this process and logs to $log.
parallel=()
if [[ $jobs -gt 1 ]]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
status=0
ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:${ASAN_OPTIONS:-}" \
    "$binary" "$build/corpus" \
    -max_total_time="$seconds" -timeout="$per_input_timeout" -rss_limit_mb=4096 -max_len=8192 \
    -detect_leaks=1 -print_final_stats=1 "${parallel[@]}" \
    -artifact_prefix="$build/artifacts/" ${FUZZ_EXTRA_ARGS:-} >"$log" 2>&1 || status=$?

# The figures: libFuzzer's last status line (executions, coverage, exec/s) and its final statistics.
grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -n 1 || true
grep -E '^stat::' "$log" || true
printf 'corpus: %s inputs in %s\n' "$(find "$build/corpus" -type f | wc -l)" "$build/corpus"

if [[ $status -ne 0 ]]; then
    printf '\n==> The fuzzer stopped with status %s. Its report:\n' "$status"
    grep -E -A 40 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|invariant broken|Fatal error' "$log" | head -n 120 \
        || tail -n 80 "$log"
    printf '\nFailing inputs:\n'
    ls -1 "$build/artifacts" || true
    exit "$status"
fi
printf '==> No crash, leak or time-out\n'
