"""Declaration headers: what a declaration is called and what it takes.

`parse_header(tokens, start)` reads one declaration header (the tokens from
its keyword up to its body or the end of its line) and returns a list of
`(kind, name, params)`: one entry, or one per case of `case a, b(Int)`.
`params` is None for a declaration that takes no argument list (a type, a
property), else a list of `Param`s. `Param.matches_call` decides whether a
call's argument labels can bind to a parameter list.
"""

from dataclasses import dataclass

from lexer import closing

TYPE_KEYWORDS = ("struct", "class", "enum", "protocol", "actor", "extension")
VALUE_KEYWORDS = ("func", "init", "var", "let", "case", "typealias", "associatedtype",
                  "macro", "subscript")
DECL_KEYWORDS = TYPE_KEYWORDS + VALUE_KEYWORDS


@dataclass(frozen=True)
class Param:
  """One parameter: its argument label ("" for `_`), and how it binds."""

  label: str
  defaulted: bool
  variadic: bool
  closure: bool


def _split_top_level(tokens):
  """Splits tokens at commas outside brackets."""
  parts, current, depth = [], [], 0
  for token in tokens:
    if token.text in ("(", "[", "{", "<") and token.kind == "op":
      depth += 1
    elif token.text in (")", "]", "}", ">") and token.kind == "op":
      depth -= 1
    if token.text == "," and token.kind == "op" and depth == 0:
      parts.append(current)
      current = []
    else:
      current.append(token)
  if current:
    parts.append(current)
  return parts


def _param(tokens):
  """A `Param` from the tokens of one parameter (or enum payload element)."""
  colon = next((k for k, t in enumerate(tokens) if t.text == ":" and t.kind == "op"), None)
  names = []
  k = 0
  while colon is not None and k < colon:
    if tokens[k].text == "@":
      k += 2  # an attribute, `@escaping`, with its arguments if any
      if k < colon and tokens[k].text == "(":
        k = closing(tokens, k) + 1
      continue
    if tokens[k].kind == "id":
      names.append(tokens[k])
    k += 1
  rest = tokens[colon + 1:] if colon is not None else tokens
  label = names[0].text if names else ""
  if label == "_":
    label = ""
  depth = 0
  defaulted = variadic = closure = False
  for token in rest:
    if token.kind != "op":
      continue
    if token.text in ("(", "["):
      depth += 1
    elif token.text in (")", "]"):
      depth -= 1
    elif token.text == "=" and depth == 0:
      defaulted = True
      break
    elif token.text == "..." and depth == 0:
      variadic = True
    elif token.text == "->":
      closure = True
  return Param(label, defaulted, variadic, closure)


def parse_params(tokens, open_index):
  """Parameters of the list opening at tokens[open_index] (a `(`)."""
  close = closing(tokens, open_index)
  inner = tokens[open_index + 1:close]
  return [_param(part) for part in _split_top_level(inner) if part]


def parse_header(tokens, start, end=None):
  """Declarations named by the header tokens[start:end] (keyword first)."""
  tokens = tokens[start:end if end is not None else len(tokens)]
  start = 0
  keyword = tokens[start].text
  i = start + 1
  if keyword in ("init", "subscript"):
    while i < len(tokens) and tokens[i].text in ("?", "!"):
      i += 1
    if i < len(tokens) and tokens[i].text == "<":
      i = closing(tokens, i) + 1
    if i < len(tokens) and tokens[i].text == "(":
      return [(keyword, keyword, parse_params(tokens, i))]
    return [(keyword, keyword, None)]
  if keyword == "case":
    entries = []
    for part in _split_top_level(tokens[i:]):
      if part and part[0].kind == "id":
        params = None
        if len(part) > 1 and part[1].text == "(":
          params = parse_params(part, 1)
        entries.append(("case", part[0].text, params))
    return entries
  if i >= len(tokens) or tokens[i].kind != "id":
    return []  # an operator function, or not a declaration after all
  name = tokens[i].text
  if keyword in ("var", "let"):
    return [(keyword, name, None)]
  if keyword in ("func", "macro"):
    j = i + 1
    if j < len(tokens) and tokens[j].text == "<":
      j = closing(tokens, j) + 1
    if j < len(tokens) and tokens[j].text == "(":
      return [(keyword, name, parse_params(tokens, j))]
    return [(keyword, name, [] if keyword == "func" else None)]
  return [(keyword, name, None)]


def tuple_labels(tokens, start, end=None):
  """Element labels of tuple types in a header's type: `(seconds: Int64, ...)`.

  `duration.components.attoseconds` names a tuple element, not a member;
  the readers record these labels so such a use has a declaration to match.
  """
  end = len(tokens) if end is None else end
  i = start + 1
  keyword = tokens[start].text
  if keyword in ("func", "init", "subscript", "macro"):
    while i < end and tokens[i].text != "(":
      i += 1
    if i < end:
      i = closing(tokens, i) + 1
  labels = []
  for k in range(i, end - 1):
    if (tokens[k].kind == "id" and tokens[k + 1].text == ":" and k > 0
        and tokens[k - 1].text in ("(", ",")):
      labels.append(tokens[k].text)
  return labels


def matches_call(params, args, trailing):
  """Whether a call can bind to `params`, judging by argument labels only.

  `args` are the labels of the parenthesised arguments ("" when unlabeled);
  `trailing` the labels of the trailing closures (the first is ""). It
  over-approximates Swift's rules (types are not looked at), so it answers
  True whenever the compiler might choose the declaration.
  """
  i = 0
  last_variadic = None
  for label in args:
    if last_variadic is not None and label == "" and params[last_variadic].label == "":
      continue
    last_variadic = None
    while i < len(params):
      param = params[i]
      if param.label == label:
        if param.variadic:
          last_variadic = i
        i += 1
        break
      if param.defaulted or param.variadic:
        i += 1
        continue
      return False
    else:
      return False
  for position, label in enumerate(trailing):
    found = False
    while i < len(params):
      param = params[i]
      fits = (param.closure or not param.defaulted) if position == 0 else param.label == label
      i += 1
      if fits:
        found = True
        break
      if not (param.defaulted or param.variadic):
        return False
    if not found:
      return False
  return all(p.defaulted or p.variadic for p in params[i:])
