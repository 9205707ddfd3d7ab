#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's own `docc` (no plugin dependency) and fails on any warning, for
# each library module that has a catalog: ModelMapper and ModelMapperSuggestions.
#
#   bash .ci/docs.sh                 # build into .build-docc/<Module>.doccarchive
#   DOCS_OUTPUT=dir bash .ci/docs.sh # build into dir/<Module>.doccarchive
#
# Symbol graphs come from a normal `swift build` of the library targets; `docc convert` then combines each module's
# graphs with its catalog, Sources/<Module>/<Module>.docc. Warnings (broken symbol links in the catalog or in doc
# comments, ambiguous references, malformed markup) are errors. A catalog links only its own module's symbols: DocC
# does not resolve a link into another module, so ModelMapperSuggestions names ModelMapper's types in code font. That
# every public declaration has a doc comment is checked by the format lint (AllPublicDeclarationsHaveDocumentation in
# .swift-format).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(ModelMapper ModelMapperSuggestions)
scratch="${DOCS_SCRATCH_PATH:-.build-docc}"
symbols="$scratch/symbol-graphs"
output_dir="${DOCS_OUTPUT:-$scratch}"

docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
    docc="$(dirname "$(command -v swift)")/docc"
fi
[[ -x "$docc" ]] || { echo "error: docc not found next to swift or on PATH" >&2; exit 1; }

build_symbols() {
    mkdir -p "$symbols"
    for module in "${modules[@]}"; do
        swift build --target "$module" --scratch-path "$scratch" \
            -Xswiftc -emit-symbol-graph \
            -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbols" \
            -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
    done
}

missing_symbols() {
    for module in "${modules[@]}"; do
        [[ -f "$symbols/$module.symbols.json" ]] || return 0
    done
    return 1
}

# The compiler writes the graphs while it compiles the module, so an up-to-date build leaves the previous graphs in
# place; when one is missing, build from scratch.
printf '\n==> Symbol graphs (swift build)\n'
build_symbols
if missing_symbols; then
    rm -rf "$scratch"
    build_symbols
fi

mkdir -p "$output_dir"
for module in "${modules[@]}"; do
    # Each module's own graph and its extensions of other modules (ModelMapper@Swift), not the graphs of the other
    # modules in the directory.
    module_symbols="$scratch/symbol-graphs-$module"
    rm -rf "$module_symbols"
    mkdir -p "$module_symbols"
    find "$symbols" \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) -exec cp {} "$module_symbols" \;

    output="$output_dir/$module.doccarchive"
    rm -rf "$output"
    printf '\n==> docc convert %s\n' "$module"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$module_symbols" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.modelmapper.$module" \
        --fallback-default-module-kind library \
        --output-path "$output" \
        --warnings-as-errors \
        --diagnostic-level warning
    printf '\n==> Documentation built in %s\n' "$output"
done
