#!/usr/bin/env bash
# Fails when library code can trap on input: `try!`, `as!`, `fatalError(`, `precondition(`,
# `preconditionFailure(` and force unwraps (`x!`, `f()!`, `a[i]!`) in Sources/ (Docs/Design.md#never-crash-on-input).
#
# Usage: bash .ci/lint-sources.sh [path ...]   (default: Sources)
#
# Why a script and not swift-format's NeverForceUnwrap/NeverUseForceTry: those rules are off for the tests, which
# force-unwrap freely, and they do not cover `as!`, `fatalError` or `precondition`.
#
# Comments and the contents of string literals are ignored (code inside a string interpolation is too: keep
# interpolations simple). A `!` counts as a force unwrap when it follows an identifier, `)` or `]` and is followed
# by `.`, `)`, `]`, `,`, `;`, `?`, whitespace or the end of the line; `!=` and prefix `!` (logical not) do not.
# Implicitly unwrapped optional types (`var x: T!`) count too.
#
# Exceptions, each with a reason:
#   - a line comment on the offending line: `// allowed: why`;
#   - an entry in .ci/lint-sources-allow.txt: `path:pattern  # why`, where `pattern` is text that appears on the
#     offending line of that file (path relative to the repository root). Entries that match nothing are reported
#     so the list stays current.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -eq 0 ]]; then set -- Sources; fi

python3 - .ci/lint-sources-allow.txt "$@" <<'PYTHON'
import os
import re
import sys

allow_file, roots = sys.argv[1], sys.argv[2:]

CHECKS = [
    ("try!", re.compile(r"\btry!")),
    ("as!", re.compile(r"\bas!")),
    ("fatalError(", re.compile(r"\bfatalError\s*\(")),
    ("precondition(", re.compile(r"\bprecondition\s*\(")),
    ("preconditionFailure(", re.compile(r"\bpreconditionFailure\s*\(")),
    ("force unwrap", re.compile(r"(?<![A-Za-z0-9_])(?!(?:try|as)!)[A-Za-z0-9_]*[A-Za-z0-9_)\]]!(?=[.)\],;?\s]|$)")),
]
ALLOWED_MARKER = re.compile(r"//\s*allowed:\s*\S")


def code_only(text):
    """The text with comments and string-literal contents blanked out, line structure kept."""
    out = []
    i, n = 0, len(text)
    block_depth = 0
    string_delimiter = None  # '"' or '"""', with the number of leading '#' for raw strings
    raw_hashes = 0
    while i < n:
        c = text[i]
        if block_depth:
            if text.startswith("/*", i):
                block_depth += 1
                out.append("  ")
                i += 2
            elif text.startswith("*/", i):
                block_depth -= 1
                out.append("  ")
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
            continue
        if string_delimiter:
            closing = string_delimiter + "#" * raw_hashes
            if c == "\\" and raw_hashes == 0:
                out.append("  ")
                i += 2
                continue
            if text.startswith(closing, i):
                out.append(" " * len(closing))
                i += len(closing)
                string_delimiter = None
                continue
            out.append("\n" if c == "\n" else " ")
            i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
            continue
        if text.startswith("/*", i):
            block_depth = 1
            out.append("  ")
            i += 2
            continue
        match = re.match(r'(#*)("""|")', text[i:])
        if match and (match.group(1) == "" or c == "#"):
            raw_hashes = len(match.group(1))
            string_delimiter = match.group(2)
            out.append(" " * len(match.group(0)))
            i += len(match.group(0))
            continue
        out.append(c)
        i += 1
    return "".join(out)


allowances = []
if os.path.exists(allow_file):
    with open(allow_file, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            entry, _, why = line.partition("#")
            path, sep, pattern = entry.strip().partition(":")
            if not sep or not pattern.strip() or not why.strip():
                print(f"{allow_file}:{number}: expected `path:pattern  # why`, got: {line}")
                sys.exit(2)
            allowances.append([path.strip(), pattern.strip(), False])

failures = 0
for root in roots:
    paths = [root] if os.path.isfile(root) else sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(root)
        for name in names
        if name.endswith(".swift")
    )
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        original_lines = source.split("\n")
        for number, line in enumerate(code_only(source).split("\n"), 1):
            original = original_lines[number - 1]
            for name, pattern in CHECKS:
                if not pattern.search(line):
                    continue
                if ALLOWED_MARKER.search(original):
                    continue
                allowance = next(
                    (a for a in allowances if os.path.normpath(a[0]) == os.path.normpath(path) and a[1] in original),
                    None,
                )
                if allowance:
                    allowance[2] = True
                    continue
                print(f"{path}:{number}: {name}: {original.strip()}")
                failures += 1

for path, pattern, used in allowances:
    if not used:
        print(f"note: {allow_file}: the entry `{path}:{pattern}` matches nothing; remove it")

if failures:
    print(f"\n{failures} trapping construct(s) in library code. Throw an error instead, or document an exception "
          f"with `// allowed: why` or in {allow_file}.")
    sys.exit(1)
print("lint-sources: no try!, as!, fatalError, precondition or force unwrap in " + ", ".join(roots))
PYTHON
