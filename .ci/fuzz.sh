#!/usr/bin/env bash
# Fuzzes ModelMapper with libFuzzer for a bounded time: `bash .ci/fuzz.sh [seconds]` (default 60).
#
# Why: no input may crash the library. The target (Fuzz/Sources) turns each input into JSON or a generated native
# tree, decodes it into a family of models with hints drawn from the input, and remaps, encodes and reflects the
# results; see Fuzz/README.md.
#
# How: the library is compiled as its own module with coverage (-sanitize=fuzzer) and AddressSanitizer, and so is
# ModelMapperSuggestions (a lane runs HintSuggestion on the input); the target is linked against both, and libFuzzer
# runs over a scratch copy of the committed seed corpus (Fuzz/Corpus is never written). Leak detection is on. Exits
# non-zero on a crash, a leak, a time-out (-timeout per input), or an out-of-memory; the failing input is saved as
# .build-fuzz/artifacts/crash-*/leak-*/timeout-*.
#
# Environment: FUZZ_JOBS (parallel workers, default 1), FUZZ_TIMEOUT (seconds per input, default 60: a
# 512-deep input decoded through a type that probes with try? legitimately takes ~15 s under ASan on a busy
# machine, because every DecodingError builds its whole coding path),
# FUZZ_MAX_LEN (the longest input libFuzzer makes, default 65536 bytes: long key paths, big legacy hint trees and
# long arrays need more than libFuzzer's default of 4 KiB), FUZZ_INVARIANTS (default 1: also checks the round-trip,
# remap, kept-key, update and cross-coder invariants; 0 checks only for crashes, leaks and hangs; see
# Fuzz/README.md), FUZZ_EXTRA_ARGS
# (more libFuzzer flags, e.g. "-seed=1", "-only_ascii=1", or "-fork=1 -ignore_crashes=1" to go on past a crash).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
jobs="${FUZZ_JOBS:-1}"
per_input_timeout="${FUZZ_TIMEOUT:-60}"
max_len="${FUZZ_MAX_LEN:-65536}"
# The harness reads this variable itself: exported, it reaches the fuzz target.
export FUZZ_INVARIANTS="${FUZZ_INVARIANTS:-1}"
build=".build-fuzz"
mkdir -p "$build/artifacts" "$build/corpus"

# -enable-testing: the target checks the library's internal JSON reader against JSONSerialization
# (Fuzz/Sources/ReaderDifferential.swift).
flags=(-O -g -parse-as-library -swift-version 6 -sanitize=fuzzer,address -enable-testing)

binary="$build/fuzz-modelmapper"
library="$build/ModelMapper.o"
suggestions="$build/ModelMapperSuggestions.o"
# Each step runs only when its inputs are newer than its output. The compiler flags are kept in a file that is
# rewritten only when they change, so that editing the run options below does not rebuild the library.
stale() { [[ ! -e "$1" ]] || [[ -n "$(find "${@:2}" -newer "$1" -print -quit)" ]]; }
flags_file="$build/flags.txt"
if [[ "$(cat "$flags_file" 2>/dev/null)" != "${flags[*]}" ]]; then printf '%s' "${flags[*]}" >"$flags_file"; fi

if stale "$library" Sources/ModelMapper "$flags_file"; then
    printf '==> Building ModelMapper with coverage and AddressSanitizer (%s)\n' "$library"
    mapfile -t sources < <(find Sources/ModelMapper -name '*.swift' | sort)
    swiftc "${flags[@]}" -wmo -module-name ModelMapper -package-name ModelMapper -enable-upcoming-feature ExistentialAny \
        -emit-module -emit-module-path "$build/ModelMapper.swiftmodule" -c "${sources[@]}" -o "$library"
fi
# The same package name as the library's: the suggester reads the declarations the library marks `package`.
if stale "$suggestions" Sources/ModelMapperSuggestions "$library"; then
    printf '==> Building ModelMapperSuggestions with coverage and AddressSanitizer (%s)\n' "$suggestions"
    mapfile -t sources < <(find Sources/ModelMapperSuggestions -name '*.swift' | sort)
    swiftc "${flags[@]}" -wmo -module-name ModelMapperSuggestions -package-name ModelMapper \
        -enable-upcoming-feature ExistentialAny -I "$build" \
        -emit-module -emit-module-path "$build/ModelMapperSuggestions.swiftmodule" -c "${sources[@]}" -o "$suggestions"
fi
if stale "$binary" Fuzz/Sources Tests/RecipeModels "$library" "$suggestions"; then
    printf '==> Linking the fuzz target (%s)\n' "$binary"
    # The gold linker warns once per sanitizer helper symbol it cannot export; those lines are noise.
    swiftc "${flags[@]}" -I "$build" Fuzz/Sources/*.swift Tests/RecipeModels/*.swift "$library" "$suggestions" \
        -o "$binary" \
        2> >(grep -v "Cannot export local symbol '__asan" >&2)
fi

# libFuzzer adds what it finds to the first corpus directory: a scratch one, seeded from the committed corpus.
cp -n Fuzz/Corpus/* "$build/corpus/" 2>/dev/null || true
# Seeds longer than libFuzzer's default -max_len, made here so that the committed corpus stays small: a recipe whose
# legacy hint is a 10 000-segment key path, and a 40 KB document of people.
long_path="$(printf 'a.%.0s' $(seq 1 9999))a"
printf '{"source":{"a":{"a":1}},"hints":{"name":"%s","tags":"tags[9223372036854775807]"}}' "$long_path" \
    >"$build/corpus/generated-legacy-path-10000-segments.json"
{
    printf '['
    for index in $(seq 1 800); do printf '{"Name":"p%s","Age":%s,"Dog":{"NameString":"d"}},' "$index" "$index"; done
    printf '{"name":null}]'
} >"$build/corpus/generated-people-40k.json"

printf '==> Fuzzing for %ss\n' "$seconds"
log="$build/fuzz.log"
# -jobs=N writes each worker's output to fuzz-N.log; one job runs in this process and logs to $log.
parallel=()
if [[ $jobs -gt 1 ]]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
status=0
# Failures saved after this moment belong to this run (fork mode goes on past them and exits 0).
start_marker="$build/run-start"
touch "$start_marker"
# The Swift runtime's own backtracer would catch a trap before libFuzzer does, and under ASan it crashes itself while
# reading memory; with it off, libFuzzer reports the trap ("deadly signal") with a symbolised stack.
SWIFT_BACKTRACE="enable=no" ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:${ASAN_OPTIONS:-}" \
    "$binary" "$build/corpus" \
    -max_total_time="$seconds" -timeout="$per_input_timeout" -rss_limit_mb=4096 -max_len="$max_len" \
    -detect_leaks=1 -print_final_stats=1 "${parallel[@]}" \
    -artifact_prefix="$build/artifacts/" ${FUZZ_EXTRA_ARGS:-} >"$log" 2>&1 || status=$?

# The figures: libFuzzer's last status line (executions, coverage, exec/s; "#N: cov: …" in fork mode) and its final
# statistics.
grep -E '^#[0-9]+(:[[:space:]]+cov:|[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED))' "$log" | tail -n 1 || true
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
mapfile -t failures < <(find "$build/artifacts" -type f -newer "$start_marker" \
    \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
if [[ ${#failures[@]} -gt 0 ]]; then
    printf '\n==> The fuzzer went on past %s failures (fork mode); replay each with %s <file>:\n' \
        "${#failures[@]}" "$binary"
    printf '%s\n' "${failures[@]}"
    exit 1
fi
printf '==> No crash, leak or time-out\n'
