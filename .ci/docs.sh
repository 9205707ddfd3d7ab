#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's own `docc` (no plugin dependency) and fails on any warning.
#
#   bash .ci/docs.sh                 # build into .build-docc/ModelMapper.doccarchive
#   DOCS_OUTPUT=path bash .ci/docs.sh
#
# Symbol graphs come from a normal `swift build` of the library target; `docc convert` then combines them with the
# catalog in Sources/ModelMapper/ModelMapper.docc. Warnings (broken symbol links in the catalog or in doc comments,
# ambiguous references, malformed markup) are errors. That every public declaration has a doc comment is checked by
# the format lint (AllPublicDeclarationsHaveDocumentation in .swift-format).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${DOCS_SCRATCH_PATH:-.build-docc}"
symbols="$scratch/symbol-graphs"
output="${DOCS_OUTPUT:-$scratch/ModelMapper.doccarchive}"

docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
    docc="$(dirname "$(command -v swift)")/docc"
fi
[[ -x "$docc" ]] || { echo "error: docc not found next to swift or on PATH" >&2; exit 1; }

build_symbols() {
    mkdir -p "$symbols"
    swift build --target ModelMapper --scratch-path "$scratch" \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbols" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
}

rm -rf "$output"

# The compiler writes the graphs while it compiles the module, so an up-to-date build leaves the previous graphs in
# place; when they are missing, build from scratch.
printf '\n==> Symbol graphs (swift build)\n'
build_symbols
if [[ ! -f "$symbols/ModelMapper.symbols.json" ]]; then
    rm -rf "$scratch"
    build_symbols
fi

# Keep only the library's own graph and its extensions of other modules (ModelMapper@Swift), not those of other
# modules that happen to be in the directory.
find "$symbols" -name '*.symbols.json' ! -name 'ModelMapper.symbols.json' ! -name 'ModelMapper@*.symbols.json' -delete

printf '\n==> docc convert\n'
"$docc" convert Sources/ModelMapper/ModelMapper.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name ModelMapper \
    --fallback-bundle-identifier org.modelmapper.ModelMapper \
    --fallback-default-module-kind library \
    --output-path "$output" \
    --warnings-as-errors \
    --diagnostic-level warning

printf '\n==> Documentation built in %s\n' "$output"
