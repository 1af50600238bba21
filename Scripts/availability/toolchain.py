"""The toolchain's declarations and the Apple availability each one needs.

The toolchain is found from `swift` on PATH (`<toolchain>/usr/bin/swift`),
its modules in `<toolchain>/usr/lib/swift/<os>/*.swiftmodule`. A module with
a textual interface (`<triple>.swiftinterface`: Swift, _Concurrency,
Synchronization, Observation, Testing, ...) is read from it: every public
declaration, with the `@available` of the declaration and of every type or
extension around it. A module shipped without one (Foundation,
FoundationEssentials, Dispatch, XCTest on Linux) is read from the symbol
graph `swift-symbolgraph-extract` writes for it. The table is cached in
`.build/availability/` under a key made of the module files' sizes and
times and this tool's own sources.
"""

from dataclasses import dataclass, field
import hashlib
import json
import os
import shutil
import subprocess
import tempfile

from lexer import closing, tokenize
from platforms import merge_needs, parse_available_args
from signature import DECL_KEYWORDS, Param, TYPE_KEYWORDS, parse_header, tuple_labels

_MODIFIERS = {"public", "open", "internal", "private", "fileprivate", "package", "static",
              "class", "final", "mutating", "nonmutating", "override", "required",
              "convenience", "dynamic", "lazy", "weak", "unowned", "indirect", "prefix",
              "postfix", "infix", "nonisolated", "isolated", "consuming", "borrowing",
              "distributed", "optional", "__consuming", "async", "rethrows"}


# The container of tuple element labels (`components.attoseconds`).
TUPLE = ("(tuple)",)


class ToolchainError(Exception):
  """The toolchain, or one of its modules, could not be read."""


@dataclass
class Decl:
  """A public declaration of a toolchain module."""

  module: str
  container: tuple
  name: str
  kind: str
  params: list
  needs: dict = field(default_factory=dict)

  def to_json(self):
    return [self.module, list(self.container), self.name, self.kind,
            None if self.params is None else [[p.label, p.defaulted, p.variadic, p.closure]
                                              for p in self.params],
            {k: list(v) for k, v in self.needs.items()}]

  @staticmethod
  def from_json(row):
    module, container, name, kind, params, needs = row
    return Decl(module, tuple(container), name, kind,
                None if params is None else [Param(*p) for p in params],
                {k: tuple(v) for k, v in needs.items()})


def find_toolchain():
  """The directory holding the toolchain's modules for this host."""
  swift = shutil.which("swift")
  if swift is None:
    raise ToolchainError("`swift` is not on PATH")
  usr = os.path.dirname(os.path.dirname(os.path.realpath(swift)))
  for system in ("linux", "macosx", "windows", "freebsd", "android"):
    directory = os.path.join(usr, "lib", "swift", system)
    if os.path.isdir(directory) and any(e.endswith(".swiftmodule")
                                        for e in os.listdir(directory)):
      return directory
  raise ToolchainError(f"no module directory under {usr}/lib/swift")


def _module_files(directory):
  """{module: (kind, path)}: its public interface, else its binary module."""
  modules = {}
  for entry in sorted(os.listdir(directory)):
    if not entry.endswith(".swiftmodule"):
      continue
    name = entry[: -len(".swiftmodule")]
    folder = os.path.join(directory, entry)
    if not os.path.isdir(folder):
      continue
    files = sorted(os.listdir(folder))
    interfaces = [f for f in files if f.endswith(".swiftinterface") and ".private." not in f
                  and ".package." not in f]
    binaries = [f for f in files if f.endswith(".swiftmodule")]
    if interfaces:
      modules[name] = ("interface", os.path.join(folder, interfaces[0]))
    elif binaries:
      modules[name] = ("binary", os.path.join(folder, binaries[0]))
  return modules


class _Context:
  def __init__(self, path, needs, members_public, is_protocol):
    self.path = path
    self.needs = needs
    self.members_public = members_public
    self.is_protocol = is_protocol


def _extended_path(tokens, start, end, modules):
  """`extension Swift.Task.Foo where ...` → ("Task", "Foo")."""
  path = []
  i = start
  while i < end and tokens[i].kind == "id":
    path.append(tokens[i].text)
    if i + 1 < end and tokens[i + 1].text == ".":
      i += 2
    else:
      break
  while len(path) > 1 and path[0] in modules:
    path.pop(0)
  return tuple(path)


def read_interface(module, text, modules):
  """The public declarations of one `.swiftinterface` text."""
  tokens = tokenize(text)
  decls = []
  stack = [_Context((), {}, False, False)]
  snapshots = []
  needs, spi, access = {}, False, set()
  i = 0
  n = len(tokens)
  while i < n:
    token = tokens[i]
    if token.kind == "dir":
      if token.text == "if":
        snapshots.append(list(stack))
      elif token.text in ("elseif", "else") and snapshots:
        stack = list(snapshots[-1])
      elif token.text == "endif" and snapshots:
        snapshots.pop()
      i += 1
      continue
    if token.text == "@" and token.kind == "op" and i + 1 < n:
      name = tokens[i + 1].text
      i += 2
      if i < n and tokens[i].text == "(" and tokens[i].line == tokens[i - 1].line:
        end = closing(tokens, i)
        args = " ".join(t.text for t in tokens[i + 1:end])
        i = end + 1
        if name == "available":
          spec = parse_available_args(args)
          if spec:
            needs = merge_needs(needs, spec)
      if name == "_spi" or name == "_spi_available":
        spi = True
      continue
    if token.kind == "op" and token.text == "}":
      if len(stack) > 1:
        stack.pop()
      needs, spi, access = {}, False, set()
      i += 1
      continue
    if token.kind != "id":
      i += 1
      continue
    if token.text in _MODIFIERS and not (
      token.text == "class" and i + 1 < n and tokens[i + 1].kind == "id"
      and tokens[i + 1].text not in _MODIFIERS and tokens[i + 1].text not in DECL_KEYWORDS
    ):
      access.add(token.text)
      i += 1
      continue
    if token.text not in DECL_KEYWORDS and token.text != "deinit":
      i += 1
      continue
    # A declaration header: up to its body's `{` or the end of its line.
    j = i + 1
    depth = 0
    while j < n:
      t = tokens[j]
      if t.kind == "dir" or (t.line != token.line and depth <= 0):
        break
      if t.kind == "op" and t.text in ("(", "["):
        depth += 1
      elif t.kind == "op" and t.text in (")", "]"):
        depth -= 1
      elif t.kind == "op" and t.text in ("{", "}") and depth <= 0:
        break
      j += 1
    context = stack[-1]
    effective = merge_needs(context.needs, needs)
    visible = (("public" in access or "open" in access or context.members_public)
               and "internal" not in access and "private" not in access
               and "fileprivate" not in access and not spi)
    keyword = token.text
    if keyword == "extension":
      path = _extended_path(tokens, i + 1, j, modules)
      if j < n and tokens[j].text == "{":
        stack.append(_Context(path, effective, False, False))
        i = j + 1
      else:
        i = j
      needs, spi, access = {}, False, set()
      continue
    entries = parse_header(tokens, i, j) if keyword != "deinit" else []
    if visible:
      for kind, name, params in entries:
        decls.append(Decl(module, context.path, name, kind, params, effective))
      if keyword in ("func", "var", "let", "subscript", "typealias"):
        for label in tuple_labels(tokens, i, j):
          decls.append(Decl(module, TUPLE, label, "label", None, effective))
    if keyword in TYPE_KEYWORDS and entries and j < n and tokens[j].text == "{":
      name = entries[0][1]
      stack.append(_Context(context.path + (name,), effective,
                            keyword in ("protocol", "enum") and visible,
                            keyword == "protocol"))
      i = j + 1
    elif j < n and tokens[j].text == "{":
      i = closing(tokens, j) + 1
    else:
      i = j
    needs, spi, access = {}, False, set()
  return decls


def _graph_needs(availability):
  needs = {}
  for entry in availability or []:
    spec = None
    domain = entry.get("domain")
    if entry.get("isUnconditionallyUnavailable"):
      spec = parse_available_args(f"{domain or '*'}, unavailable")
    elif "introduced" in entry and domain:
      version = entry["introduced"]
      text = ".".join(str(version.get(k, 0)) for k in ("major", "minor", "patch"))
      spec = parse_available_args(f"{domain} {text}, *")
    if spec:
      needs = merge_needs(needs, spec)
  return needs


def read_symbol_graphs(module, toolchain_dir, triple):
  """The public declarations of a binary-only module, from its symbol graph."""
  tool = shutil.which("swift-symbolgraph-extract") or os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(toolchain_dir))), "bin",
    "swift-symbolgraph-extract")
  with tempfile.TemporaryDirectory() as out:
    result = subprocess.run(
      [tool, "-module-name", module, "-target", triple, "-I", toolchain_dir,
       "-output-dir", out, "-minimum-access-level", "public"],
      capture_output=True, text=True)
    files = [f for f in os.listdir(out) if f.endswith(".symbols.json")]
    if result.returncode != 0 or not files:
      raise ToolchainError(f"swift-symbolgraph-extract failed on {module}: "
                           f"{result.stderr.strip()[:500]}")
    decls = []
    for file in files:
      with open(os.path.join(out, file)) as handle:
        graph = json.load(handle)
      by_path = {tuple(s["pathComponents"]): s for s in graph["symbols"]}
      for symbol in graph["symbols"]:
        path = tuple(symbol["pathComponents"])
        needs = _graph_needs(symbol.get("availability"))
        for k in range(1, len(path)):
          parent = by_path.get(path[:k])
          if parent is not None:
            needs = merge_needs(needs, _graph_needs(parent.get("availability")))
        text = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        tokens = tokenize(text)
        start = next((k for k, t in enumerate(tokens)
                      if t.kind == "id" and t.text in DECL_KEYWORDS), None)
        if start is None:
          continue
        for kind, name, params in parse_header(tokens, start):
          decls.append(Decl(module, path[:-1], name, kind, params, needs))
        for label in tuple_labels(tokens, start):
          decls.append(Decl(module, TUPLE, label, "label", None, needs))
  return decls


def _triple(directory):
  for entry in sorted(os.listdir(directory)):
    folder = os.path.join(directory, entry)
    if entry.endswith(".swiftmodule") and os.path.isdir(folder):
      for file in os.listdir(folder):
        if file.endswith(".swiftmodule"):
          return file[: -len(".swiftmodule")]
  raise ToolchainError(f"no target triple found in {directory}")


def load(cache_dir, log):
  """All declarations of the toolchain's modules: (decls, module names)."""
  directory = find_toolchain()
  modules = _module_files(directory)
  key = hashlib.sha256()
  key.update(directory.encode())
  here = os.path.dirname(os.path.abspath(__file__))
  for source in ("lexer.py", "platforms.py", "signature.py", "toolchain.py"):  # the readers
    with open(os.path.join(here, source), "rb") as handle:
      key.update(handle.read())
  for name, (_, path) in sorted(modules.items()):
    stat = os.stat(path)
    key.update(f"{name}:{stat.st_size}:{stat.st_mtime_ns}".encode())
  cache = os.path.join(cache_dir, f"toolchain-{key.hexdigest()[:16]}.json")
  if os.path.exists(cache):
    with open(cache) as handle:
      rows = json.load(handle)
    return [Decl.from_json(r) for r in rows["decls"]], set(rows["modules"]), directory
  triple = _triple(directory)
  names = set(modules) | {"Swift", "_Concurrency"}
  decls = []
  for name, (kind, path) in sorted(modules.items()):
    if kind == "interface":
      with open(path, encoding="utf-8") as handle:
        decls.extend(read_interface(name, handle.read(), names))
    else:
      log(f"availability: reading {name}'s symbol graph (cached afterwards)")
      decls.extend(read_symbol_graphs(name, directory, triple))
  os.makedirs(cache_dir, exist_ok=True)
  for stale in os.listdir(cache_dir):
    if stale.startswith("toolchain-"):
      os.remove(os.path.join(cache_dir, stale))
  with open(cache + ".tmp", "w") as handle:
    json.dump({"modules": sorted(names), "decls": [d.to_json() for d in decls]}, handle)
  os.replace(cache + ".tmp", cache)
  return decls, names, directory
