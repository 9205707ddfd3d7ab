#!/usr/bin/env bash
# Counts, per element, the instructions, the mallocs and the retain and release calls of rows of the `compare`
# binary, which links the library as the separate module users link:
# `bash Benchmarks/callgrind-costs.sh [--binary PATH] [SLUG…]` (the slugs of `compare --list`; by default the
# department decode and encode rows, hand-written and ModelMapper, with and without the mapping report).
#
# Why: instructions alone hide what makes the library's instructions dearer than hand-written code's (atomic
# retains and releases, allocations). Each row runs once and three times under callgrind at scale 0.1 (2 000
# departments); the difference is two runs without building the input or the first run's one-time costs, divided
# by 4 000 departments. Calls are counted from callgrind's call graph: `malloc`, `swift_retain` (with
# `swift_bridgeObjectRetain` and `swift_unknownObjectRetain`, `_n` variants counted once per call) and
# `swift_release` likewise, recursive calls (callgrind's `'2` names) included. Hashing is made deterministic so that the counts repeat.
set -euo pipefail
binary=""
if [[ "${1:-}" == "--binary" ]]; then
    # Made absolute before the script moves to its own folder, so that a path relative to the caller works.
    binary="$(realpath "$2")"
    shift 2
fi
cd "$(dirname "$0")"
if [[ -z "$binary" ]]; then
    swift build -c release --product compare >/dev/null
    binary=.build/release/compare
fi
slugs=("$@")
if [[ ${#slugs[@]} -eq 0 ]]; then
    slugs=(tree.native.baseline tree.native.mapperHinted tree.native.mapperReport
        encode.modelsbackendspelling.baseline encode.modelsbackendspelling.dictionaryEncoderHinted)
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Prints "instructions mallocs retains releases" for one row and run count.
measure() {
    local file="$scratch/out"
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --compress-strings=no --compress-pos=no \
        --callgrind-out-file="$file" "$binary" --profile "$1" --runs "$2" --scale 0.1 >/dev/null 2>&1
    awk '
        /^summary:/ { instructions = $2 }
        /^cfn=/ { callee = $0; sub(/^cfn=/, "", callee); sub(/ .*/, "", callee); quote = index(callee, "\047"); if (quote > 0) callee = substr(callee, 1, quote - 1); next }
        /^calls=/ {
            split($1, parts, "=")
            if (callee == "malloc") mallocs += parts[2]
            else if (callee ~ /^swift_(bridgeObject|unknownObject)?[Rr]etain(_n)?$/) retains += parts[2]
            else if (callee ~ /^swift_(bridgeObject|unknownObject)?[Rr]elease(_n)?$/) releases += parts[2]
        }
        END { printf "%.0f %.0f %.0f %.0f\n", instructions, mallocs, retains, releases }
    ' "$file"
}
printf '| row | instructions | mallocs | retains | releases |\n| --- | ---: | ---: | ---: | ---: |\n'
for slug in "${slugs[@]}"; do
    read -r i1 m1 r1 e1 < <(measure "$slug" 1)
    read -r i3 m3 r3 e3 < <(measure "$slug" 3)
    awk -v s="$slug" -v i="$((i3 - i1))" -v m="$((m3 - m1))" -v r="$((r3 - r1))" -v e="$((e3 - e1))" \
        'BEGIN { printf "| %s | %.0f | %.1f | %.1f | %.1f |\n", s, i / 4000, m / 4000, r / 4000, e / 4000 }'
done
