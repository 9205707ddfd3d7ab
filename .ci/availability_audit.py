"""Availability audit: Apple availability of the toolchain APIs a package's library targets use.

Run through .ci/availability-audit.sh, which builds the targets with an index store first; the usage and the reasons
are at the top of that script and in Docs/Design.md#availability-audit.

Three sources, all from the toolchain and the package, nothing from the network:
  - availability of the toolchain's declarations: the symbol graphs that swift-symbolgraph-extract writes for the
    toolchain's modules (a declaration without its own availability takes its parent's), cached per toolchain;
  - what the targets reference: the occurrences in the build's index store, read through the toolchain's
    libIndexStore.so with ctypes (references and calls only, not definitions), each with its USR, file and line;
  - the `#available` / `@available` scopes around each reference: a small lexer over the package's sources.
A reference is a finding when, on some Apple platform, the declaration is newer than both the package's declared
minimum (`platforms:`, from `swift package dump-package`, or SwiftPM's defaults) and every enclosing scope.
"""

import argparse
import ctypes
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

# The Apple platforms checked (as symbol graphs name them, in output order), their names in
# `swift package dump-package`, and their spellings in `#available` / `@available`.
PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
SWIFTPM_NAMES = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
SOURCE_NAMES = {"macOS": "macOS", "OSX": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS",
                "visionOS": "visionOS", "xrOS": "visionOS"}

# SwiftPM's deployment targets for a platform the manifest does not declare: `Platform.oldestSupportedVersion` in
# swiftlang/swift-package-manager, Sources/PackageModel/Platform.swift. They belong to SwiftPM, not to the manifest's
# tools version (6.0 here gets the same as 5.9, which added visionOS). A declared version below them is raised to
# them, as SwiftPM does.
SWIFTPM_DEFAULTS = {"macOS": (10, 13), "iOS": (12, 0), "tvOS": (12, 0), "watchOS": (4, 0), "visionOS": (1, 0)}

# The toolchain modules whose declarations are checked. `_Concurrency`'s and `_StringProcessing`'s own declarations
# (`Task`, `TaskLocal`, `Regex`) come out in `<module>@Swift.symbols.json`, not in `<module>.symbols.json`.
MODULES = ["Swift", "_Concurrency", "_StringProcessing", "FoundationEssentials", "FoundationInternationalization",
           "Foundation", "Synchronization", "Dispatch", "Testing"]
CACHE_FORMAT = 4

# USRs of the `Foundation` module itself (swift-corelibs-foundation: the NS classes, JSONSerialization, the
# formatters), as opposed to FoundationEssentials and FoundationInternationalization, which carry Apple availability.
CORELIBS_FOUNDATION = "s:10Foundation"

ROLE_REFERENCE = 1 << 2
ROLE_CALL = 1 << 5
UNIT_DEPENDENCY_RECORD = 2

# An accessor's USR (`…vg` getter, `…vs` setter, `…vM` modify, `…vr` read, …) and the property or subscript it
# belongs to (`…vp`, `…ip`): symbol graphs list only the latter.
ACCESSOR_USR = re.compile(r"^(.*[vi])(?:g|s|M|r|x|y|w|W|i|lu|au|ao|aO|lO)(Z?)$")


def version_text(version):
    return ".".join(str(part) for part in version)


def parse_version(text):
    parts = [int(part) for part in text.split(".") if part.isdigit()]
    return tuple((parts + [0, 0])[:2]) if len(parts) <= 2 else tuple(parts[:3])


def visionos_from_ios(ios):
    """The visionOS version an iOS version stands for where only iOS is given (visionOS inherits iOS availability):
    everything through iOS 17 is in visionOS 1.0, iOS 18 is visionOS 2, and from 26 on the numbers are the same."""
    if ios < (18, 0):
        return (1, 0)
    if ios < (19, 0):
        return (2,) + ios[1:]
    return ios


# --- Availability of the toolchain's declarations --------------------------------------------------------------


def toolchain_key(swift):
    version = subprocess.run([swift, "--version"], capture_output=True, text=True, check=True).stdout
    text = json.dumps([CACHE_FORMAT, os.path.realpath(swift), version, MODULES])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def extract_symbol_graphs(extractor, target, module_dir, output_dir):
    """Runs swift-symbolgraph-extract for each module; returns the modules that failed, with the reason."""
    failed = {}
    for module in MODULES:
        result = subprocess.run(
            [extractor, "-module-name", module, "-target", target, "-I", module_dir, "-output-dir", output_dir],
            capture_output=True, text=True)
        if result.returncode != 0:
            message = (result.stderr + result.stdout).strip().splitlines()
            failed[module] = message[0] if message else "exit status %d" % result.returncode
    return failed


def build_table(graph_dir):
    """The availability table: USR -> [display name, parent USR or None, {platform: version}, unavailable platforms,
    the USRs of a protocol requirement's default implementations]; availability inherited down memberOf /
    requirementOf, the stricter of two entries for the same USR kept."""
    symbols = {}
    parents = {}
    defaults = {}
    for name in sorted(os.listdir(graph_dir)):
        if not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(graph_dir, name), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in usr:
                continue  # a copy of an inherited member; references name the original
            introduced, unavailable = {}, set()
            for entry in symbol.get("availability", []):
                platform = entry.get("domain")
                if platform not in PLATFORMS:
                    continue
                if entry.get("isUnconditionallyUnavailable"):
                    unavailable.add(platform)
                elif "introduced" in entry:
                    found = entry["introduced"]
                    introduced[platform] = (found.get("major", 0), found.get("minor", 0)) + (
                        (found["patch"],) if found.get("patch") else ())
            display = ".".join(symbol["pathComponents"])
            if symbol["kind"]["identifier"] == "swift.macro":
                display = "macro " + display
            if usr in symbols:
                known = symbols[usr]
                for platform, version in introduced.items():
                    known[2][platform] = max(known[2].get(platform, (0, 0)), version)
                known[3] |= unavailable
            else:
                symbols[usr] = [display, None, introduced, unavailable, []]
        for relation in graph["relationships"]:
            source, target = relation["source"], relation["target"]
            if "::SYNTHESIZED::" in source:
                continue
            if relation["kind"] in ("memberOf", "requirementOf"):
                parents.setdefault(source, target)
            elif relation["kind"] == "defaultImplementationOf":
                defaults.setdefault(target, set()).add(source)

    resolved = {}

    def effective(usr, depth=0):
        """Own availability raised to the parent's, platform by platform."""
        if usr in resolved:
            return resolved[usr]
        entry = symbols.get(usr)
        if entry is None:
            return {}, set()
        introduced, unavailable = dict(entry[2]), set(entry[3])
        parent = parents.get(usr)
        if parent and parent in symbols and depth < 50:
            parent_introduced, parent_unavailable = effective(parent, depth + 1)
            for platform, version in parent_introduced.items():
                introduced[platform] = max(introduced.get(platform, (0, 0)), version)
            unavailable |= parent_unavailable
        resolved[usr] = (introduced, unavailable)
        return resolved[usr]

    table = {}
    for usr, entry in symbols.items():
        introduced, unavailable = effective(usr)
        table[usr] = [entry[0], parents.get(usr) if parents.get(usr) in symbols else None,
                      {platform: list(version) for platform, version in introduced.items()}, sorted(unavailable),
                      sorted(usr for usr in defaults.get(usr, ()) if usr in symbols)]
    return table


def load_table(swift, cache_dir):
    """The availability table for this toolchain, built once and cached under cache_dir."""
    cache = os.path.join(cache_dir, "availability-%s.json" % toolchain_key(swift))
    if os.path.exists(cache):
        with open(cache, encoding="utf-8") as handle:
            return json.load(handle)
    info = json.loads(subprocess.run([swift, "-print-target-info"], capture_output=True, text=True,
                                     check=True).stdout)
    extractor = os.path.join(os.path.dirname(os.path.realpath(swift)), "swift-symbolgraph-extract")
    with tempfile.TemporaryDirectory() as graph_dir:
        failed = extract_symbol_graphs(
            extractor, info["target"]["triple"], info["paths"]["runtimeLibraryImportPaths"][0], graph_dir)
        files = sorted(name for name in os.listdir(graph_dir) if name.endswith(".symbols.json"))
        for module in MODULES:
            if module not in failed and not any(name.split("@")[0].split(".")[0] == module for name in files):
                failed[module] = "no symbol graph written"
        data = {"failed": failed, "files": files, "symbols": build_table(graph_dir)}
    os.makedirs(cache_dir, exist_ok=True)
    for name in os.listdir(cache_dir):
        if name.startswith("availability-") and name.endswith(".json"):
            os.remove(os.path.join(cache_dir, name))  # another toolchain's
    with open(cache + ".tmp", "w", encoding="utf-8") as handle:
        json.dump(data, handle, sort_keys=True)
    os.replace(cache + ".tmp", cache)
    return data


# --- References, from the index store ---------------------------------------------------------------------------


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


def text_of(ref):
    return ctypes.string_at(ref.data, ref.length).decode("utf-8", "replace") if ref.length else ""


class IndexStore:
    """The few functions of libIndexStore's C API (indexstore.h) that reading occurrences needs."""

    def __init__(self, library_path, store_path):
        lib = ctypes.CDLL(library_path)
        pointer = ctypes.c_void_p
        self.UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, pointer, StringRef)
        self.POINTER_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, pointer, pointer)
        signatures = {
            "indexstore_store_create": (pointer, [ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_store_dispose": (None, [pointer]),
            "indexstore_store_units_apply_f": (ctypes.c_bool, [pointer, ctypes.c_uint, pointer, self.UNIT_APPLIER]),
            "indexstore_error_get_description": (ctypes.c_char_p, [pointer]),
            "indexstore_unit_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_unit_reader_dispose": (None, [pointer]),
            "indexstore_unit_reader_get_module_name": (StringRef, [pointer]),
            "indexstore_unit_reader_get_main_file": (StringRef, [pointer]),
            "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [pointer, pointer, self.POINTER_APPLIER]),
            "indexstore_unit_dependency_get_kind": (ctypes.c_int, [pointer]),
            "indexstore_unit_dependency_get_name": (StringRef, [pointer]),
            "indexstore_unit_dependency_get_filepath": (StringRef, [pointer]),
            "indexstore_record_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_record_reader_dispose": (None, [pointer]),
            "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [pointer, pointer, self.POINTER_APPLIER]),
            "indexstore_occurrence_get_roles": (ctypes.c_uint64, [pointer]),
            "indexstore_occurrence_get_symbol": (pointer, [pointer]),
            "indexstore_occurrence_get_line_col": (
                None, [pointer, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
            "indexstore_symbol_get_usr": (StringRef, [pointer]),
        }
        for name, (result, arguments) in signatures.items():
            function = getattr(lib, name)
            function.restype = result
            function.argtypes = arguments
        self.lib = lib
        self.store = self.checked(lib.indexstore_store_create, store_path.encode())

    def checked(self, create, *arguments):
        error = ctypes.c_void_p()
        handle = create(*arguments, ctypes.byref(error))
        if not handle:
            description = self.lib.indexstore_error_get_description(error) if error else b"unknown error"
            raise RuntimeError(description.decode("utf-8", "replace"))
        return handle

    def units(self):
        names = []
        self.lib.indexstore_store_units_apply_f(
            self.store, 1, None, self.UNIT_APPLIER(lambda _, name: names.append(text_of(name)) or True))
        return names

    def unit(self, name):
        """(module name, main file, [(record name, source path)])."""
        lib = self.lib
        reader = self.checked(lib.indexstore_unit_reader_create, self.store, name.encode())
        records = []

        def dependency(_, dep):
            if lib.indexstore_unit_dependency_get_kind(dep) == UNIT_DEPENDENCY_RECORD:
                records.append((text_of(lib.indexstore_unit_dependency_get_name(dep)),
                                text_of(lib.indexstore_unit_dependency_get_filepath(dep))))
            return True

        try:
            module = text_of(lib.indexstore_unit_reader_get_module_name(reader))
            main_file = text_of(lib.indexstore_unit_reader_get_main_file(reader))
            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, self.POINTER_APPLIER(dependency))
        finally:
            lib.indexstore_unit_reader_dispose(reader)
        return module, main_file, records

    def references(self, record):
        """(line, column, USR) of each reference or call in a record; columns count UTF-8 bytes from 1."""
        lib = self.lib
        reader = self.checked(lib.indexstore_record_reader_create, self.store, record.encode())
        found = []
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def occurrence(_, occ):
            if lib.indexstore_occurrence_get_roles(occ) & (ROLE_REFERENCE | ROLE_CALL):
                lib.indexstore_occurrence_get_line_col(occ, ctypes.byref(line), ctypes.byref(column))
                usr = text_of(lib.indexstore_symbol_get_usr(lib.indexstore_occurrence_get_symbol(occ)))
                found.append((line.value, column.value, usr))
            return True

        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, self.POINTER_APPLIER(occurrence))
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return found


def collect_references(index, targets, package_root):
    """({source path: {(line, column, USR)}} for the targets' sources under the package root, the targets found).
    A unit whose source no longer exists (a file deleted since an earlier build into the same store) is skipped."""
    root = os.path.realpath(package_root) + os.sep
    references, found = {}, set()
    for name in index.units():
        module, main_file, records = index.unit(name)
        if module not in targets or not os.path.realpath(main_file).startswith(root) or not os.path.exists(main_file):
            continue
        found.add(module)
        for record, path in records:
            path = os.path.realpath(path or main_file)
            if path.startswith(root) and os.path.exists(path):
                references.setdefault(path, set()).update(index.references(record))
    return references, found


# --- Availability scopes in the sources -------------------------------------------------------------------------


STRING_OPENING = re.compile(rb'(#*)("""|")')


def code_only(source):
    """The source (bytes) with comments and the text of string literals blanked out, offsets and line breaks kept.
    Code inside string interpolations is kept. Regex literals are not recognised (`#/…/#` and `/…/`)."""
    out = bytearray(source)
    n = len(source)
    i = 0
    # A stack of contexts: ("code", open parentheses) inside interpolations, ("string", hashes, multiline).
    stack = [("code", 0)]

    def blank(start, end):
        for k in range(start, end):
            if out[k] != 0x0A:
                out[k] = 0x20

    while i < n:
        top = stack[-1]
        c = source[i]
        if top[0] == "code":
            if source.startswith(b"//", i):
                end = source.find(b"\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
                continue
            if source.startswith(b"/*", i):
                depth, k = 1, i + 2
                while k < n and depth:
                    if source.startswith(b"/*", k):
                        depth, k = depth + 1, k + 2
                    elif source.startswith(b"*/", k):
                        depth, k = depth - 1, k + 2
                    else:
                        k += 1
                blank(i, k)
                i = k
                continue
            match = STRING_OPENING.match(source, i)
            if match and (match.group(1) or c == 0x22):
                hashes = len(match.group(1))
                multiline = match.group(2) == b'"""'
                if multiline and hashes:
                    # As Swift's lexer has it, `#"""` opens a single-line raw string (`#""""#` holds `""`) when the
                    # rest of the line closes it.
                    line_end = source.find(b"\n", match.end())
                    rest = source[match.end():n if line_end < 0 else line_end]
                    multiline = b'"' + b"#" * hashes not in rest
                i = match.end() if multiline else i + hashes + 1
                stack.append(("string", hashes, multiline))
                continue
            if c == 0x28:  # (
                stack[-1] = ("code", top[1] + 1)
            elif c == 0x29 and len(stack) > 1:  # )
                if top[1] == 0:
                    stack.pop()  # the end of an interpolation
                    out[i] = 0x20
                else:
                    stack[-1] = ("code", top[1] - 1)
            i += 1
            continue
        _, hashes, multiline = top
        closing = (b'"""' if multiline else b'"') + b"#" * hashes
        if source.startswith(closing, i):
            stack.pop()
            i += len(closing)
            continue
        escape = b"\\" + b"#" * hashes
        if source.startswith(escape, i):
            k = i + len(escape)
            if k < n and source[k] == 0x28:  # an interpolation: code until the matching parenthesis
                blank(i, k + 1)
                stack.append(("code", 0))
                i = k + 1
                continue
            blank(i, min(k + 1, n))
            i = k + 1
            continue
        if c != 0x0A:
            out[i] = 0x20
        i += 1
    return bytes(out)


WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
DECLARATION_KEYWORDS = {b"func", b"init", b"deinit", b"var", b"let", b"subscript", b"struct", b"class", b"enum",
                        b"protocol", b"extension", b"actor", b"typealias", b"case", b"associatedtype", b"macro"}
# What may begin a line that carries on a declaration's signature, rather than starting something new.
CONTINUATION = re.compile(rb"\s*(?:\{|where\b|->|throws\b|rethrows\b|async\b|=|:|,|\.|&&|\|\||\))")


VERSION = re.compile(r"^\d+(\.\d+)*$")


def shorthand_versions(parts):
    """{platform: version} of the `macOS 15.0, iOS 18, *` form; other platforms and `*` add nothing."""
    versions = {}
    for part in parts:
        words = part.split()
        if len(words) == 2 and words[0] in SOURCE_NAMES and VERSION.match(words[1]):
            versions[SOURCE_NAMES[words[0]]] = parse_version(words[1])
    return versions


class Scopes:
    """The `#available` / `@available` scopes of one source file: byte ranges, each with {platform: version}."""

    def __init__(self, source):
        self.code = code_only(source)
        self.pairs = self.brace_pairs()
        self.scopes = []
        for match in re.finditer(rb"#available\s*\(", self.code):
            self.condition(match)
        for match in re.finditer(rb"@available\s*\(", self.code):
            self.attribute(match)

    def brace_pairs(self):
        pairs, stack = {}, []
        for k, byte in enumerate(self.code):
            if byte == 0x7B:
                stack.append(k)
            elif byte == 0x7D and stack:
                pairs[stack.pop()] = k
        return pairs

    def closing_parenthesis(self, open_at):
        depth = 0
        for k in range(open_at, len(self.code)):
            if self.code[k] == 0x28:
                depth += 1
            elif self.code[k] == 0x29:
                depth -= 1
                if depth == 0:
                    return k
        return len(self.code)

    def arguments(self, match):
        close = self.closing_parenthesis(match.end() - 1)
        text = self.code[match.end():close].decode("utf-8", "replace")
        return [part.strip() for part in text.split(",")], close

    def next_at_depth_zero(self, start, stop_words=()):
        """The offset of the next `{` outside parentheses and brackets from start, or of a stop word before it."""
        depth, k, n = 0, start, len(self.code)
        while k < n:
            byte = self.code[k]
            if byte in (0x28, 0x5B):
                depth += 1
            elif byte in (0x29, 0x5D):
                depth -= 1
            elif depth == 0 and byte == 0x7B:
                return k, None
            elif depth == 0 and stop_words:
                word = WORD.match(self.code, k)
                if word and (k == 0 or not re.match(rb"[A-Za-z0-9_]", self.code[k - 1:k])):
                    if word.group(0) in stop_words:
                        return k, word.group(0)
                    k = word.end()
                    continue
            k += 1
        return n, None

    def enclosing_block_end(self, offset):
        best = None
        for open_at, close_at in self.pairs.items():
            if open_at < offset < close_at and (best is None or open_at > best[0]):
                best = (open_at, close_at)
        return best[1] if best else len(self.code)

    def condition(self, match):
        """`if/while #available(…) { here }` or `guard #available(…) else { … } here…`; iOS versions in a runtime
        check say nothing about visionOS, so only an explicit visionOS counts there."""
        parts, close = self.arguments(match)
        versions = shorthand_versions(parts)
        if not versions:
            return
        brace, word = self.next_at_depth_zero(close + 1, stop_words={b"else"})
        if word == b"else":
            else_brace, _ = self.next_at_depth_zero(brace + 4)
            if else_brace in self.pairs:
                self.scopes.append((self.pairs[else_brace] + 1, self.enclosing_block_end(match.start()), versions))
        elif brace in self.pairs:
            self.scopes.append((brace, self.pairs[brace], versions))

    def attribute(self, match):
        """`@available(macOS 15, iOS 18, *)` or `@available(macOS, introduced: 15)` on the declaration that
        follows; as the compiler does for declarations, an iOS version stands for visionOS when visionOS is not
        named. Forms without an introduced version (`*, unavailable`, `deprecated`) do not guard."""
        parts, close = self.arguments(match)
        versions = {}
        if parts and parts[0] in SOURCE_NAMES:  # the long form: one platform, then labelled arguments
            for part in parts[1:]:
                label, _, value = part.partition(":")
                if label.strip() == "introduced" and VERSION.match(value.strip()):
                    versions[SOURCE_NAMES[parts[0]]] = parse_version(value.strip())
        else:
            versions = shorthand_versions(parts)
        if not versions:
            return
        if "iOS" in versions and "visionOS" not in versions:
            versions["visionOS"] = visionos_from_ios(versions["iOS"])
        self.scopes.append((match.start(), self.declaration_end(close + 1), versions))

    def declaration_end(self, start):
        """Where the declaration after an attribute ends: the end of the line of its body's closing brace, or, for
        one without a body (a stored property, an enum case, a requirement), the end of its last line."""
        code, n = self.code, len(self.code)
        k, seen_keyword, depth = start, False, 0
        while k < n:
            byte = code[k]
            if byte in (0x28, 0x5B):
                depth += 1
            elif byte in (0x29, 0x5D):
                depth -= 1
            elif depth == 0 and byte == 0x7B:
                close = self.pairs.get(k, n)
                line_end = code.find(b"\n", close)
                return n if line_end < 0 else line_end
            elif depth == 0 and byte == 0x7D:
                return k  # the enclosing block ends: a declaration without a body
            elif byte == 0x0A and depth == 0 and seen_keyword:
                following = code[k + 1:code.find(b"\n", k + 1) if code.find(b"\n", k + 1) >= 0 else n]
                if following.strip() and not CONTINUATION.match(following):
                    return k
            elif not seen_keyword:
                word = WORD.match(code, k)
                if word and (k == 0 or not re.match(rb"[A-Za-z0-9_@#.]", code[k - 1:k])):
                    seen_keyword = word.group(0) in DECLARATION_KEYWORDS
                    k = word.end()
                    continue
            k += 1
        return n

    def floor_at(self, offset):
        """The versions guaranteed at an offset: for each platform, the highest of the enclosing scopes."""
        floor = {}
        for start, end, versions in self.scopes:
            if start <= offset <= end:
                for platform, version in versions.items():
                    floor[platform] = max(floor.get(platform, (0, 0)), version)
        return floor


# --- The package's declared minimum -----------------------------------------------------------------------------


def declared_minimum(manifest):
    """({platform: version}, [platforms that took SwiftPM's default])."""
    declared = {}
    for entry in manifest.get("platforms") or []:
        platform = SWIFTPM_NAMES.get(entry.get("platformName", "").lower())
        if platform:
            declared[platform] = parse_version(entry["version"])
    minimum, defaulted = {}, []
    for platform in PLATFORMS:
        if platform in declared:
            minimum[platform] = max(declared[platform], SWIFTPM_DEFAULTS[platform])
        else:
            minimum[platform] = SWIFTPM_DEFAULTS[platform]
            defaulted.append(platform)
    return minimum, defaulted


# --- The audit --------------------------------------------------------------------------------------------------


def needs_of(entry):
    """{platform: version or None (unavailable)} that a table entry asks for; visionOS from iOS when not given."""
    introduced = {platform: tuple(version) for platform, version in entry[2].items()}
    if "iOS" in introduced and "visionOS" not in introduced:
        introduced["visionOS"] = visionos_from_ios(introduced["iOS"])
    needs = {platform: introduced[platform] for platform in PLATFORMS if platform in introduced}
    for platform in entry[3]:
        needs[platform] = None
    return needs


def short_platforms(needs, minimum, floor):
    """The platforms on which the needs are not met at a point with these guarantees."""
    short = []
    for platform, version in needs.items():
        if version is None or version > max(minimum[platform], floor.get(platform, (0, 0))):
            short.append(platform)
    return short


def describe(versions):
    return ", ".join("%s %s" % (platform, "unavailable" if versions[platform] is None
                                 else version_text(versions[platform]))
                     for platform in PLATFORMS if platform in versions)


def is_own(usr, targets):
    """Whether a USR names something the audited targets declare, their extensions of toolchain types included
    (the module's mangled name is in the USR, which no toolchain declaration's is)."""
    return any("%d%s" % (len(name), name) in usr for name in targets)


def resolve(usr, symbols):
    """The table's USR for a referenced one: itself, or the property or subscript of an accessor."""
    if usr in symbols:
        return usr
    accessor = ACCESSOR_USR.match(usr)
    if accessor:
        owner = accessor.group(1) + "p" + accessor.group(2)
        if owner in symbols:
            return owner
    return None


def audit(arguments):
    with open(arguments.manifest, encoding="utf-8") as handle:
        manifest = json.load(handle)
    minimum, defaulted = declared_minimum(manifest)
    data = load_table(arguments.swift, arguments.cache)
    symbols = data["symbols"]
    index = IndexStore(arguments.libindexstore, arguments.index_store)
    targets = set(arguments.targets)
    references, found = collect_references(index, targets, arguments.package)
    if found != targets:
        print("availability-audit: the index store %s has nothing for %s; was it built with an index store?"
              % (arguments.index_store, ", ".join(sorted(targets - found))), file=sys.stderr)
        return 2

    findings = {}  # (path, line, display) -> (needs, floor, usr)
    notes = set()  # (path, line, display) of requirements met by an older default implementation
    checked_usrs, checked, c_references, unknown, corelibs = set(), 0, 0, {}, set()
    for path in sorted(references):
        with open(path, "rb") as handle:
            source = handle.read()
        scopes = Scopes(source)
        line_starts = [0] + [k + 1 for k, byte in enumerate(source) if byte == 0x0A]
        relative = os.path.relpath(path, arguments.package)
        for line, column, usr in sorted(references[path]):
            if not usr or is_own(usr, targets) or usr.endswith("mfp"):
                continue  # the targets' own declarations, and generic parameters (`Array.Element`)
            if usr.startswith("c:@M@"):
                continue  # a module, in an import
            if usr.startswith(("c:", "s:So")):
                c_references += 1  # C declarations, and the Swift names of imported C types
                continue
            resolved = resolve(usr, symbols)
            if resolved is None:
                unknown[usr] = unknown.get(usr, 0) + 1
                continue
            checked += 1
            checked_usrs.add(resolved)
            entry = symbols[resolved]
            needs = needs_of(entry)
            if not needs:
                if resolved.startswith(CORELIBS_FOUNDATION):
                    corelibs.add(resolved)
                continue
            offset = line_starts[line - 1] + column - 1 if line - 1 < len(line_starts) else len(source)
            floor = scopes.floor_at(offset)
            if not short_platforms(needs, minimum, floor):
                continue
            if any(not short_platforms(needs_of(symbols[usr]), minimum, floor) for usr in entry[4]):
                # A protocol requirement newer than its default implementation: where the requirement is not
                # available the compiler picks the default implementation (`FixedWidthInteger.&*`, macOS 15).
                notes.add((relative, line, entry[0]))
                continue
            findings[(relative, line, entry[0])] = (needs, floor, resolved)

    # A member reported on the same line as its type, with the same needs, is folded into the type's line.
    folded = {}
    for key in sorted(findings):  # a type sorts before its members
        relative, line, display = key
        needs, _, usr = findings[key]
        parent = symbols[usr][1]
        while parent:
            owner = (relative, line, symbols[parent][0])
            if findings.get(owner) and findings[owner][0] == needs:
                folded.setdefault(owner, []).append(display[len(owner[2]) + 1:])
                findings[key] = None
                break
            parent = symbols[parent][1]
    findings = {key: value for key, value in findings.items() if value}

    print("availability-audit: targets %s of %s" % (", ".join(sorted(targets)), arguments.package))
    if defaulted:
        print("  declared minimum: %s (%s: not declared in `platforms:`, so SwiftPM's default, tools version %s)"
              % (describe(minimum), ", ".join(defaulted), manifest.get("toolsVersion", {}).get("_version", "?")))
    else:
        print("  declared minimum: %s" % describe(minimum))
    read = [module for module in MODULES if module not in data["failed"]]
    print("  availability: the toolchain's symbol graphs of %s (%d files)" % (", ".join(read), len(data["files"])))
    for module, reason in sorted(data["failed"].items()):
        print("  skipped module %s, not checked: swift-symbolgraph-extract: %s" % (module, reason))
    print("  not checked: %d reference(s) to C declarations (CoreFoundation, Glibc, …), %d reference(s) to %d "
          "declaration(s) no symbol graph lists (underscored or internal ones)%s"
          % (c_references, sum(unknown.values()), len(unknown), "" if arguments.verbose else "; --verbose lists them"))
    if arguments.verbose:
        for usr in sorted(unknown):
            print("    %s (%d)" % (usr, unknown[usr]))
    print("  blind: %d declaration(s) of swift-corelibs-foundation's own (NSNumber, JSONSerialization, …) used, "
          "which carry no availability on Linux whatever they have on Apple platforms%s"
          % (len(corelibs), "" if arguments.verbose else "; --verbose lists them"))
    if arguments.verbose:
        for usr in sorted(corelibs, key=lambda usr: symbols[usr][0]):
            print("    %s" % symbols[usr][0])
    for relative, line, display in sorted(notes):
        print("  note: %s:%d: the requirement %s is newer than the minimum, but its default implementation is not, "
              "and the compiler calls that where the requirement is unavailable; not a finding"
              % (relative, line, display))
    print()
    for key in sorted(findings):
        relative, line, display = key
        needs, floor, _ = findings[key]
        members = folded.get(key)
        also = " (and its %s)" % ", ".join(members) if members else ""
        guard = "; enclosing #available/@available: %s" % describe(floor) if floor else ""
        print("%s:%d: %s%s — needs %s; declared minimum %s%s"
              % (relative, line, display, also, describe(needs), describe(minimum), guard))
    lines = {(relative, line) for relative, line, _ in findings}
    files = {relative for relative, _, _ in findings}
    summary = "%d reference(s) to %d toolchain declaration(s) checked" % (checked, len(checked_usrs))
    if findings:
        print("\navailability-audit: %d finding(s) on %d line(s) in %d file(s); %s. Raise `platforms:` in "
              "Package.swift, or guard the use with `if #available(…)` / `@available(…)`."
              % (len(findings), len(lines), len(files), summary))
        return 1
    print("availability-audit: no findings; %s." % summary)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", required=True, help="the package root")
    parser.add_argument("--manifest", required=True, help="`swift package dump-package` output")
    parser.add_argument("--index-store", required=True)
    parser.add_argument("--targets", required=True, nargs="+")
    parser.add_argument("--swift", required=True, help="the toolchain's swift")
    parser.add_argument("--libindexstore", required=True)
    parser.add_argument("--cache", required=True, help="where the availability table is cached")
    parser.add_argument("--verbose", action="store_true")
    try:
        sys.exit(audit(parser.parse_args()))
    except (OSError, RuntimeError, subprocess.CalledProcessError) as error:
        print("availability-audit: %s" % error, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
