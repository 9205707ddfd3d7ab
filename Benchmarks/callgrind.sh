#!/usr/bin/env bash
# Counts the instructions of the library's hinted decode and hinted encode of 2 000 departments with callgrind,
# for the working tree or for a git revision: `bash Benchmarks/callgrind.sh [REV]`.
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
for file in Fixtures Models; do
    grep -v '^import ModelMapper' "Benchmarks/Sources/BenchmarkSupport/$file.swift" >"$out/$file.swift"
done
# The module is named ModelMapper, as the library is, so that its qualified names resolve.
swiftc -O -wmo -swift-version 6 -enable-upcoming-feature ExistentialAny -module-name ModelMapper -package-name ModelMapper \
    "${sources[@]}" "$out/Fixtures.swift" "$out/Models.swift" Benchmarks/Callgrind/main.swift -o "$binary"
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
baseline=$(count baseline)
decode=$(count decode)
encode=$(count encode)
printf 'revision %s\n' "${rev:-working tree}"
printf 'decode: %d instructions (baseline subtracted)\n' $((decode - baseline))
printf 'encode: %d instructions (decode and baseline subtracted)\n' $((encode - decode))
