"""What the package declares itself, so its own names hide the toolchain's.

`declared_names(tokens)` reads one file: the names it declares (types,
functions, variables, cases, generic parameters, parameters and labels,
closure parameters) and, for each member it adds to a type in an
`extension`, the member's parameter lists, so that the scanner can count
the package's own overloads as always available.
"""

from collections import defaultdict

from lexer import closing, generic_end
from signature import DECL_KEYWORDS, parse_header

# Keywords and contextual keywords: never a name the scanner resolves.
KEYWORDS = {
  "if", "else", "guard", "return", "let", "var", "func", "self", "Self", "super", "true",
  "false", "nil", "in", "try", "await", "throws", "throw", "async", "as", "is", "some", "any",
  "where", "switch", "case", "default", "for", "while", "repeat", "do", "catch", "defer",
  "break", "continue", "fallthrough", "import", "init", "deinit", "subscript", "static",
  "public", "private", "internal", "fileprivate", "open", "final", "override", "mutating",
  "nonmutating", "inout", "lazy", "weak", "unowned", "convenience", "required", "indirect",
  "associatedtype", "typealias", "operator", "precedencegroup", "extension", "protocol",
  "struct", "class", "enum", "actor", "nonisolated", "consuming", "borrowing", "sending",
  "package", "dynamic", "optional", "rethrows", "get", "set", "willSet", "didSet", "Type",
  "Protocol", "_", "macro", "each", "repeat", "isolated", "unsafe",
}


def declared_names(tokens):
  """Names a file declares, and the members it adds to extended types.

  Declared: what follows a declaration keyword, every case of a `case`
  list, generic parameters, names in `let (a, b)` / `for (a, b) in`,
  parameter names and labels (`label name:`, `(label:`, `, label:`: tuple
  element labels look the same as argument labels) and closure
  parameters (`{ a, b in`).
  """
  names = set()
  extension_members = defaultdict(list)
  extensions = []  # (extended type, brace depth of its body)
  braces = 0
  n = len(tokens)
  for i, token in enumerate(tokens):
    if token.kind == "op" and token.text == "{":
      braces += 1
      continue
    if token.kind == "op" and token.text == "}":
      braces -= 1
      if extensions and extensions[-1][1] > braces:
        extensions.pop()
      continue
    if token.kind != "id":
      continue
    following = tokens[i + 1] if i + 1 < n else None
    previous = tokens[i - 1] if i > 0 else None
    if previous is not None and previous.text == ".":
      continue
    if token.text == "extension" and following is not None and following.kind == "id":
      j = i + 1
      while j + 2 < n and tokens[j + 1].text == "." and tokens[j + 2].kind == "id":
        j += 2
      extensions.append((tokens[j].text, braces + 1))
      continue
    if token.text == "case":
      j = i + 1
      while j < n and tokens[j].kind == "id" and tokens[j].line == token.line:
        names.add(tokens[j].text)
        if j + 1 < n and tokens[j + 1].text == "(":
          j = closing(tokens, j + 1)
        if j + 2 < n and tokens[j + 1].text == ",":
          j += 2
        else:
          break
      continue
    if token.text in DECL_KEYWORDS and extensions and extensions[-1][1] == braces:
      end = _header_end(tokens, i)
      for _, name, params in parse_header(tokens, i, end):
        extension_members[(extensions[-1][0], name)].append(params)
    if token.text in DECL_KEYWORDS and following is not None and following.kind == "id":
      names.add(following.text)
      if i + 2 < n and tokens[i + 2].text == "<":
        end = generic_end(tokens, i + 2) or i + 2
        for k in range(i + 3, end):
          if tokens[k].kind == "id" and tokens[k - 1].text in ("<", ","):
            names.add(tokens[k].text)
      continue
    if token.text == "for" and following is not None and following.kind == "id":
      names.add(following.text)
    if token.text in ("for", "let", "var") and following is not None and following.text == "(":
      end = closing(tokens, i + 1)
      names.update(t.text for t in tokens[i + 2:end] if t.kind == "id")
      continue
    if following is not None and following.text == ":" and previous is not None and (
      previous.kind == "id" and previous.text not in KEYWORDS or previous.text in ("_", "(", ",")):
      # A parameter's name (`label name: Type`), or a label: of a tuple
      # element (`(old: Int, new: Int)`, whose `.new` is the package's own),
      # or of an argument.
      names.add(token.text)
    elif following is not None and following.text in ("in", ",") and previous is not None and (
      previous.text in ("{", ",") and _closure_head(tokens, i)):
      names.add(token.text)  # a closure parameter, `{ a, b in`
  return names, extension_members


def _header_end(tokens, i):
  """The end of the declaration header at tokens[i]: its `{` or line end."""
  depth = 0
  j = i + 1
  while j < len(tokens):
    t = tokens[j]
    if t.kind == "op" and t.text in ("(", "["):
      depth += 1
    elif t.kind == "op" and t.text in (")", "]"):
      depth -= 1
    elif depth <= 0 and (t.text in ("{", "}") or t.line != tokens[i].line):
      break
    j += 1
  return j


def _closure_head(tokens, i):
  """Whether tokens[i] is in a closure's parameter list `{ a, b in`."""
  j = i
  while j < len(tokens) and j < i + 16:
    if tokens[j].text == "in":
      return True
    if tokens[j].kind != "id" and tokens[j].text != ",":
      return False
    j += 1
  return False
