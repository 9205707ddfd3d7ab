#!/usr/bin/env bash
# How far any `Decoder` over `[String: Any]` stays from hand-written code, per department:
# `bash Benchmarks/callgrind-floor.sh`.
#
# Why: the hinted decode's target is a ratio to hand-written code, and part of what it pays is the standard library's
# `Decoder` machinery (a container box and generic metadata per object), which every decoder pays. Floor/MinDecoder.swift
# is the least a decoder can do (no hints, paths, strategies or checks); built as its own module, it decodes the
# department workload's models, and a hand-written `init(dictionary:)` decodes the same input.
# `compare` runs the same floor as its `decoderFloor` rows (`tree.native.decoderFloor`), in the build that also runs
# the library, where its ratio can be set beside the library's.
#
# How: callgrind counts each function over 1 and 3 runs of 2 000 departments; the difference, divided by 4 000, is the
# cost per department without the input's construction and one-time costs.
set -euo pipefail
cd "$(dirname "$0")/Floor"
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
swiftc -O -parse-as-library -wmo -module-name MinDecoder -emit-module -emit-module-path "$build/MinDecoder.swiftmodule" \
    -emit-library MinDecoder.swift -o "$build/libMinDecoder.so"
swiftc -O -module-name floor -I "$build" -L "$build" -lMinDecoder main.swift -o "$build/floor" \
    -Xlinker -rpath -Xlinker "$build"
count() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$build/out" --toggle-collect="$1" \
        "$build/floor" both "$2" >/dev/null 2>&1
    awk '/^summary:/ { print $2 }' "$build/out"
}
printf '| decoder | instructions per department |\n| --- | ---: |\n'
for row in 'hand-written init(dictionary:)=$s5floor7runHandySiSayypGF' 'MinDecoder=$s5floor6runMinySiSayypGKF'; do
    one=$(count "${row#*=}" 1)
    three=$(count "${row#*=}" 3)
    printf '| %s | %d |\n' "${row%%=*}" $(((three - one) / 4000))
done
