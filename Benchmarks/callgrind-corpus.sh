#!/usr/bin/env bash
# Counts the instructions of one decode of each standard JSON document (Benchmarks/Corpus/) by `JSONDecoder` and by
# ModelMapper, in the `compare` binary, which links the library as the separate module users link:
# `bash Benchmarks/callgrind-corpus.sh [SLUG…]` (the slugs of `compare --list`; by default the decoding rows of
# every document).
#
# Each row runs once and twice under callgrind (`compare --profile SLUG --runs N`); the difference is one decode,
# without reading the document, building the input or the first run's one-time costs. Hashing is made deterministic
# (SWIFT_DETERMINISTIC_HASHING), so that dictionaries are laid out alike and the counts repeat.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product compare >/dev/null
binary=.build/release/compare
slugs=("$@")
if [[ ${#slugs[@]} -eq 0 ]]; then
    for document in twitter citm canada; do
        for role in jsonDecoder dataMapper treeMapper; do slugs+=("$document.jsondata.$role"); done
    done
    slugs+=(canadaPoints.jsondata.jsonDecoder canadaPoints.jsondata.dataMapper)
    slugs+=(twitterHinted.jsondata.jsonDecoder twitterHinted.jsondata.dataMapper twitterHinted.jsondata.dataMapperKeyStrategy)
    slugs+=(twitterHinted.jsondata.mapperReport)
fi
count() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --profile "$1" --runs "$2" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf '| row | instructions per decode |\n| --- | ---: |\n'
for slug in "${slugs[@]}"; do
    once=$(count "$slug" 1)
    twice=$(count "$slug" 2)
    printf '| %s | %d |\n' "$slug" "$((twice - once))"
done
