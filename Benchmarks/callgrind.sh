#!/usr/bin/env bash
# Counts the instructions of the library's hinted decode and hinted encode of 2 000 departments with callgrind, and
# of the hand-written code that does the same (Benchmarks/Sources/BenchmarkSupport/HandWritten.swift), for the
# working tree or for a git revision: `bash Benchmarks/callgrind.sh [REV]`.
#
# Why: wall clock on a shared 2-core machine is noisy; instruction counts repeat exactly for the same binary and
# input. The workload (Benchmarks/Callgrind/main.swift) is compiled with -O and whole-module optimisation into one
# module with the library's sources and the benchmark fixtures, once per revision; the `baseline` job (building
# the source tree only) is subtracted, so the figures are the library's own work.
set -euo pipefail
cd "$(dirname "$0")/.."
rev="${1:-}"
out=".build-callgrind/${rev:-worktree}"
mkdir -p "$out/src"
if [[ -n "$rev" ]]; then
    rm -rf "$out/src" && mkdir -p "$out/src"
    git archive "$rev" Sources/ModelMapper | tar -x -C "$out/src"
    library="$out/src/Sources/ModelMapper"
else
    library="Sources/ModelMapper"
fi
binary="$out/workload"
mapfile -t sources < <(find "$library" -name '*.swift' | sort)
# The fixtures import the library as a module; here everything is one module.
for file in Fixtures Models HandWritten; do
    grep -v '^import ModelMapper' "Benchmarks/Sources/BenchmarkSupport/$file.swift" >"$out/$file.swift"
done
# The module is named ModelMapper, as the library is, so that its qualified names resolve.
swiftc -O -wmo -swift-version 6 -enable-upcoming-feature ExistentialAny -module-name ModelMapper -package-name ModelMapper \
    "${sources[@]}" "$out/Fixtures.swift" "$out/Models.swift" "$out/HandWritten.swift" Benchmarks/Callgrind/main.swift -o "$binary"
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
baseline=$(count baseline)
decode=$(count decode)
encode=$(count encode)
handwritten_decode=$(count handwritten-decode)
handwritten_encode=$(count handwritten-encode)
library_decode=$((decode - baseline))
library_encode=$((encode - decode))
own_decode=$((handwritten_decode - baseline))
own_encode=$((handwritten_encode - handwritten_decode))
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf 'revision %s\n' "${rev:-working tree}"
printf 'decode: %d instructions (baseline subtracted); hand-written %d; ratio %s\n' \
    "$library_decode" "$own_decode" "$(ratio "$library_decode" "$own_decode")"
printf 'encode: %d instructions (decode and baseline subtracted); hand-written %d; ratio %s\n' \
    "$library_encode" "$own_encode" "$(ratio "$library_encode" "$own_encode")"
