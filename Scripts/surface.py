"""The public surface: `public`/`open` declarations per library product.

    python3 Scripts/surface.py                  # a count per module, and the total
    python3 Scripts/surface.py --list MODULE    # that module's declarations, path:line
    python3 Scripts/surface.py --undocumented   # declarations with no `///` or `/** */`
                                                # comment above them; exit 1 if any
    python3 Scripts/surface.py --self-test      # the rules, on a planted file

The modules are the targets of Package.swift's `.library(...)` products,
read from `Sources/<target>/`. The count is textual (no build): a
declaration is a `public` or `open` modifier followed by a declaration
keyword or another modifier (`public func`, `public private(set) var`,
`open override func`); `public import` is not a declaration, and `open`
as a name (`func open(`, `.open(item:)`) is not a modifier. Comments and
string literals are skipped (Scripts/availability/lexer.py). An enum's
cases and a protocol's requirements carry no modifier and are not
counted: the figure is the number of places that chose to be public.
`harness` is the total without the sample apps (the modules whose names
start with `Iris`), the figure issue 31 aims at 700 or fewer.
"""

import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "availability"))
from lexer import tokenize  # noqa: E402

# The words that may follow an access modifier in a declaration.
_FOLLOWERS = {
  "func", "var", "let", "class", "struct", "enum", "protocol", "actor", "init", "subscript",
  "typealias", "associatedtype", "extension", "macro", "operator", "precedencegroup",
  "static", "final", "override", "mutating", "nonmutating", "nonisolated", "private",
  "fileprivate", "internal", "indirect", "convenience", "required", "lazy", "dynamic", "weak",
  "unowned", "consuming", "borrowing", "distributed", "open", "public", "isolated",
}
_LIBRARY = re.compile(r'\.library\(\s*name:\s*"([^"]+)"\s*,\s*targets:\s*\[([^\]]*)\]')


def library_targets(manifest):
  """The targets of the manifest's library products, in the order declared."""
  targets = []
  for match in _LIBRARY.finditer(manifest):
    for name in re.findall(r'"([^"]+)"', match.group(2)):
      if name not in targets:
        targets.append(name)
  return targets


def declarations(text):
  """The 1-based lines of the `public`/`open` declarations of a Swift text."""
  tokens = tokenize(text)
  lines = []
  for i, token in enumerate(tokens):
    if token.kind != "id" or token.text not in ("public", "open") or i + 1 >= len(tokens):
      continue
    previous = tokens[i - 1] if i else None
    if previous is not None and previous.kind == "id" and previous.text in ("public", "open"):
      continue  # `open` after `public`: one declaration
    following = tokens[i + 1]
    if following.kind == "op" and following.text == "@":
      lines.append(token.line)  # `public @MainActor func`
    elif following.kind == "id" and following.text in _FOLLOWERS:
      lines.append(token.line)
  return lines


def is_documented(lines, line):
  """Whether a doc comment ends right above the declaration at `line` (1-based).

  Attribute lines (`@MainActor`, `@available(...)`, `@discardableResult`)
  and the start of a declaration split over lines between the comment and
  the modifier are skipped; a blank line ends the search.
  """
  index = line - 2
  while index >= 0:
    text = lines[index].strip()
    if text.startswith("///") or text.endswith("*/"):
      return True
    if text.startswith("@") or text.startswith("#if") or text.startswith("#endif"):
      index -= 1
      continue
    return False
  return False


def module_files(root, module):
  """The Swift files of `Sources/<module>/`, sorted."""
  base = os.path.join(root, "Sources", module)
  found = []
  for folder, _, names in os.walk(base):
    found.extend(os.path.join(folder, n) for n in names if n.endswith(".swift"))
  return sorted(found)


def survey(root, module):
  """[(path, line, documented)] for every declaration of `module`."""
  rows = []
  for path in module_files(root, module):
    with open(path, encoding="utf-8") as handle:
      text = handle.read()
    lines = text.split("\n")
    for line in declarations(text):
      rows.append((os.path.relpath(path, root), line, is_documented(lines, line)))
  return rows


_PLANTED = '''import Foundation
public import Dispatch

/// A type.
public struct Shelf {
  /// A name.
  public private(set) var name = "public func nothing()"  // public var not this
  public func open(_ book: Int) {}
  @MainActor
  /// Made: a comment below an attribute documents too.
  public static func make() -> Shelf { .open(1) }
  /* public func commented() */
  package func inside() {}
}

/// A base.
@MainActor
open class Base {
  /// Overridable.
  open func open() {}
}
'''


def self_test():
  """The rules on `_PLANTED`: 6 declarations, and which are documented."""
  found = declarations(_PLANTED)
  lines = _PLANTED.split("\n")
  documented = [is_documented(lines, n) for n in found]
  expected = ([5, 7, 8, 11, 18, 20], [True, True, False, True, True, True])
  if (found, documented) != expected:
    print(f"surface self-test FAILED: {found}, {documented}; expected {expected}")
    return 1
  manifest = '.library(name: "A", targets: ["A"]),\n.library(name: "B", targets: ["B", "C"])'
  if library_targets(manifest) != ["A", "B", "C"]:
    print(f"surface self-test FAILED: products {library_targets(manifest)}")
    return 1
  print("surface self-test: ok")
  return 0


def main(argv):
  root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
  if argv[1:] == ["--self-test"]:
    return self_test()
  with open(os.path.join(root, "Package.swift"), encoding="utf-8") as handle:
    modules = library_targets(handle.read())
  if not modules:
    print("surface: Package.swift declares no library product", file=sys.stderr)
    return 2
  if len(argv) == 3 and argv[1] == "--list":
    for path, line, documented in survey(root, argv[2]):
      print(f"{path}:{line}" + ("" if documented else "  (undocumented)"))
    return 0
  if argv[1:] == ["--undocumented"]:
    missing = [(p, n) for m in modules for p, n, d in survey(root, m) if not d]
    for path, line in missing:
      print(f"{path}:{line}: error: a public declaration with no doc comment")
    print(f"{len(missing)} undocumented public declarations")
    return 1 if missing else 0
  if argv[1:]:
    print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
    return 2
  total = 0
  width = max(len(m) for m in modules)
  for module in modules:
    count = len(survey(root, module))
    total += count
    print(f"{module.ljust(width)}  {count:5d}")
  harness = sum(len(survey(root, m)) for m in modules if m.startswith("Iris"))
  print(f"{'total'.ljust(width)}  {total:5d}")
  print(f"{'harness'.ljust(width)}  {harness:5d}  (the Iris* modules: the samples left out)")
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv))
