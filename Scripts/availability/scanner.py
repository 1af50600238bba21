"""Finds uses of toolchain declarations the deployment targets do not have.

`scan_files(index, deployment, files)` returns `Finding`s. Every file is
first read for what the package declares (`Scanner.learn`), then each is
read token by token (`_FileScan`), keeping track of:

- the availability in force: the deployment targets, raised inside an
  `if #available` / `while #available` body, after a `guard #available`
  (and in the `else` of `if #unavailable`), and over a declaration marked
  `@available` (its header and body; `@available(*, unavailable)` code is
  never checked);
- the platforms a region compiles for: `#if os(Linux)` code is not checked,
  `#if os(iOS)` code only for iOS, `#if canImport(Darwin)` code for every
  Apple platform; an `#if` it cannot decide is checked on both branches.

How names resolve, and what that cannot see, is stated once, in the doc of
__main__.py (`python3 Scripts/availability --help`).
"""

from collections import defaultdict
from dataclasses import dataclass

from declarations import KEYWORDS, declared_names
from lexer import closing, generic_end, tokenize
from platforms import PLATFORMS, UNAVAILABLE, evaluate_condition, merge_needs
from platforms import parse_available_args, show_version
from signature import DECL_KEYWORDS, TYPE_KEYWORDS, matches_call

ZERO = (0, 0, 0)
IMPLICIT_MODULES = {"Swift", "_Concurrency", "_StringProcessing"}
# What an import brings in besides the module itself (Darwin's Foundation
# is Linux's Foundation, FoundationEssentials, ... together).
REEXPORTS = {
  "Foundation": {"FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
                 "FoundationXML", "_FoundationCollections", "Dispatch", "Glibc"},
  "FoundationEssentials": {"_FoundationCollections"},
  "FoundationInternationalization": {"FoundationEssentials", "_FoundationCollections"},
  "Testing": {"_Testing_Foundation"},
}
_CONDITION_KEYWORDS = ("if", "guard", "while", "for", "switch", "catch")


def describe(versions):
  """{"iOS": (18, 0, 0), "macOS": (15, 0, 0)} → "macOS 15.0, iOS 18.0"."""
  ordered = sorted(versions.items(), key=lambda item: PLATFORMS.index(item[0]))
  return ", ".join(f"{p} {show_version(v)}" for p, v in ordered)


@dataclass
class Finding:
  """A use of a declaration that is too new where it is used."""

  path: str
  line: int
  col: int
  name: str
  module: str
  needs: dict  # {platform: version} the use needs and does not have

  def message(self, deployment):
    needed = describe(self.needs)
    deployed = describe(deployment)
    guard = describe({p: v for p, v in self.needs.items() if v != UNAVAILABLE})
    hint = (f"use it inside `if #available({guard}, *)` or a declaration marked "
            f"`@available({guard}, *)`, with a fallback" if guard else "it cannot be used there")
    return (f"{self.path}:{self.line}:{self.col}: error: `{self.name}` ({self.module}) is "
            f"introduced in {needed}; the package deploys to {deployed}: {hint}")


class Index:
  """The toolchain's declarations, by name."""

  def __init__(self, decls, modules):
    self.modules = modules
    self.top = defaultdict(list)
    self.members = defaultdict(list)
    self.member_names = defaultdict(list)
    for decl in decls:
      if decl.container:
        self.members[(decl.container[-1], decl.name)].append(decl)
        self.member_names[decl.name].append(decl)
      else:
        self.top[decl.name].append(decl)
    self.types = {name for name, ds in self.top.items()
                  if any(d.kind in TYPE_KEYWORDS or d.kind == "typealias" for d in ds)}


@dataclass
class _Own:
  """A member the package adds to a toolchain type: always available."""

  params: list
  needs: dict
  module: str = "the package"


class _Scope:
  def __init__(self, needs, keyword=None):
    self.needs = needs
    self.keyword = keyword
    self.else_needs = None
    self.raise_parent = None

  def copy(self):
    clone = _Scope(dict(self.needs), self.keyword)
    clone.else_needs = self.else_needs
    clone.raise_parent = self.raise_parent
    return clone


class Scanner:
  """Checks files against an `Index` for the given deployment targets."""

  def __init__(self, index, deployment):
    self.index = index
    self.deployment = deployment
    self.declared = set()
    self.extension_members = defaultdict(list)  # (type, name): [params or None]
    self.reexported = set()

  def learn(self, tokens):
    """Adds a file's declarations and re-exports to what the package owns."""
    names, members = declared_names(tokens)
    self.declared |= names
    for key, signatures in members.items():
      self.extension_members[key].extend(signatures)
    for i, token in enumerate(tokens):
      if token.text == "_exported" and i + 2 < len(tokens) and tokens[i + 1].text == "import":
        self.reexported.add(tokens[i + 2].text)

  def learn_c_header(self, text):
    """Adds the identifiers of a C header the package ships (a C target)."""
    for token in tokenize(text):
      if token.kind == "id":
        self.declared.add(token.text)

  def visible_modules(self, tokens):
    modules = set(IMPLICIT_MODULES) | self.reexported
    for i, token in enumerate(tokens):
      if token.kind == "id" and token.text == "import" and i + 1 < len(tokens):
        j = i + 1
        if tokens[j].text in DECL_KEYWORDS and j + 1 < len(tokens):
          j += 1
        modules.add(tokens[j].text)
    for module in list(modules):
      modules |= REEXPORTS.get(module, set())
    return modules

  def scan(self, path, tokens):
    """The findings of one file (after `learn` has seen every file)."""
    return _FileScan(self, path, tokens).run()


class _FileScan:
  def __init__(self, scanner, path, tokens):
    self.scanner = scanner
    self.index = scanner.index
    self.path = path
    self.tokens = tokens
    self.modules = scanner.visible_modules(tokens)
    self.findings = []
    self.scopes = [_Scope({})]
    self.frames = []  # #if frames: (snapshot, decided_true, active)
    self.conditions = []  # pending if/guard/while: [keyword, depth, needs, else_needs]
    self.depth = 0  # ( and [ depth
    self.attribute = None  # pending @available: [needs, keyword_seen, depth, line]
    self.last_closed = None
    self.flagged = set()  # indices of names already reported

  # -- state -----------------------------------------------------------------

  def active_platforms(self):
    active = set(self.scanner.deployment)
    for _, _, platforms in self.frames:
      active &= platforms
    return active

  def needs_here(self):
    needs = self.scopes[-1].needs
    if self.attribute is not None:
      needs = merge_needs(needs, self.attribute[0])
    return needs

  def directive(self, token):
    platforms = set(self.scanner.deployment)
    if token.text == "if":
      decided = {p for p in platforms if evaluate_condition(token.cond, p) is True}
      active = {p for p in platforms if evaluate_condition(token.cond, p) is not False}
      self.frames.append(([s.copy() for s in self.scopes], decided, active))
    elif token.text in ("elseif", "else") and self.frames:
      snapshot, decided, _ = self.frames[-1]
      self.scopes = [s.copy() for s in snapshot]
      if token.text == "elseif":
        active = {p for p in platforms - decided
                  if evaluate_condition(token.cond, p) is not False}
        decided = decided | {p for p in platforms if evaluate_condition(token.cond, p) is True}
      else:
        active = platforms - decided
      self.frames[-1] = (snapshot, decided, active)
    elif token.text == "endif" and self.frames:
      self.frames.pop()

  def open_brace(self, i):
    parent = self.scopes[-1]
    needs = parent.needs
    scope = _Scope(needs, self.tokens[i - 1].text if i > 0 else None)
    if self.conditions and self.conditions[-1][1] == self.depth:
      keyword, _, cond_needs, else_needs = self.conditions.pop()
      if keyword in ("if", "while"):
        scope.needs = merge_needs(needs, cond_needs)
        scope.else_needs = else_needs
      elif keyword == "guard":
        scope.needs = merge_needs(needs, else_needs)
        scope.raise_parent = cond_needs
    elif self.attribute is not None and self.attribute[1] and self.attribute[2] == self.depth:
      scope.needs = merge_needs(needs, self.attribute[0])
      self.attribute = None
    elif self.last_closed is not None and self.last_closed.else_needs and i > 0 and (
      self.tokens[i - 1].text == "else"):
      scope.needs = merge_needs(needs, self.last_closed.else_needs)
    self.scopes.append(scope)

  def close_brace(self):
    if len(self.scopes) > 1:
      closed = self.scopes.pop()
      if closed.raise_parent:
        self.scopes[-1].needs = merge_needs(self.scopes[-1].needs, closed.raise_parent)
      self.last_closed = closed

  # -- the walk --------------------------------------------------------------

  def run(self):
    tokens = self.tokens
    n = len(tokens)
    i = 0
    while i < n:
      token = tokens[i]
      if (self.attribute is not None and self.attribute[1] and i > 0
          and token.line != tokens[i - 1].line and self.depth <= self.attribute[2]
          and token.text != "{" and token.text != "where"):
        self.attribute = None  # a declaration without a body ended
      if token.kind == "dir":
        self.directive(token)
      elif token.kind == "op":
        i = self.punctuation(i)
        continue
      elif token.kind == "pound" and token.text in ("available", "unavailable"):
        i = self.availability_condition(i)
        continue
      elif token.kind == "id":
        i = self.identifier(i)
        continue
      i += 1
    return self.findings

  def punctuation(self, i):
    text = self.tokens[i].text
    if text in ("(", "["):
      self.depth += 1
    elif text in (")", "]"):
      self.depth -= 1
    elif text == "{":
      self.open_brace(i)
    elif text == "}":
      self.close_brace()
    elif text == "@" and i + 1 < len(self.tokens) and self.tokens[i + 1].text == "available":
      j = i + 2
      if j < len(self.tokens) and self.tokens[j].text == "(":
        end = closing(self.tokens, j)
        spec = parse_available_args(" ".join(t.text for t in self.tokens[j + 1:end]))
        if spec:
          if self.attribute is None:
            self.attribute = [{}, False, self.depth, self.tokens[i].line]
          self.attribute[0] = merge_needs(self.attribute[0], spec)
        return end + 1
      return j
    return i + 1

  def availability_condition(self, i):
    tokens = self.tokens
    j = i + 1
    if j >= len(tokens) or tokens[j].text != "(":
      return j
    end = closing(tokens, j)
    spec = parse_available_args(" ".join(t.text for t in tokens[j + 1:end])) or {}
    if self.conditions:
      condition = self.conditions[-1]
      if tokens[i].text == "available":
        condition[2] = merge_needs(condition[2], spec)
      else:
        condition[3] = merge_needs(condition[3], spec)
    return end + 1

  def identifier(self, i):
    tokens = self.tokens
    token = tokens[i]
    text = token.text
    previous = tokens[i - 1] if i > 0 else None
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    is_label = following is not None and following.text == ":"
    if text in _CONDITION_KEYWORDS and not is_label and not (
      previous is not None and previous.text == "."):
      if text == "while" and self.last_closed is not None and previous is not None and (
        previous.text == "}" and self.last_closed.keyword == "repeat"):
        return i + 1
      self.conditions.append([text, self.depth, {}, {}])
      return i + 1
    if text in DECL_KEYWORDS and self.attribute is not None and not (
      previous is not None and previous.text == "."):
      self.attribute[1] = True
    if text == "import" and not (previous is not None and previous.text == "."):
      j = i + 1
      while j < len(tokens) and tokens[j].line == token.line:
        j += 1
      return j
    if text in KEYWORDS or text.startswith("$"):
      return i + 1
    if previous is not None and previous.kind == "id" and previous.text in DECL_KEYWORDS:
      return i + 1  # the name being declared
    if is_label and previous is not None and (
      previous.text in ("(", ",") or previous.kind == "id"):
      if self.depth > 0 and not self.in_brackets(i):
        return i + 1  # an argument label or a parameter name
    active = self.active_platforms()
    needs = self.needs_here()
    active = {p for p in active if needs.get(p) != UNAVAILABLE}
    if not active:
      return i + 1
    if previous is not None and previous.text == "." and previous.kind == "op":
      self.member(i, active, needs)
    elif self.top_level(i, active, needs):
      self.flagged.add(i)
    return i + 1

  def in_brackets(self, i):
    """Whether the innermost open bracket before tokens[i] is `[`."""
    depth = 0
    for j in range(i - 1, -1, -1):
      text = self.tokens[j].text
      if self.tokens[j].kind != "op":
        continue
      if text in (")", "]"):
        depth += 1
      elif text in ("(", "["):
        if depth == 0:
          return text == "["
        depth -= 1
    return False

  # -- resolution ------------------------------------------------------------

  def call_shape(self, i):
    """The labels a use at tokens[i] is called with: (args, trailing) or None."""
    tokens = self.tokens
    n = len(tokens)
    j = i + 1
    if j < n and tokens[j].text == "<":
      end = generic_end(tokens, j)
      if end is not None:
        j = end + 1
    args = None
    if j < n and tokens[j].text == "(" and tokens[j].line == tokens[i].line:
      end = closing(tokens, j)
      args = []
      depth = 0
      start = True
      for k in range(j + 1, end):
        t = tokens[k]
        if start and t.text != ")":
          labeled = t.kind == "id" and k + 1 < end and tokens[k + 1].text == ":"
          args.append(t.text if labeled else "")
          start = False
        if t.kind == "op" and t.text in ("(", "[", "{"):
          depth += 1
        elif t.kind == "op" and t.text in (")", "]", "}"):
          depth -= 1
        elif t.kind == "op" and t.text == "," and depth == 0:
          start = True
      j = end + 1
    trailing = []
    in_condition = self.conditions and self.conditions[-1][1] == self.depth
    if not in_condition:
      if j < n and tokens[j].text == "{":
        trailing.append("")
        j = closing(tokens, j) + 1
        while (j + 2 < n and tokens[j].kind == "id" and tokens[j + 1].text == ":"
               and tokens[j + 2].text == "{"):
          trailing.append(tokens[j].text)
          j = closing(tokens, j + 2) + 1
    if args is None and not trailing:
      return None
    return (args or [], trailing)

  def report(self, token, candidates, shape, active, needs, name, require_call=False):
    """Flags the use if no candidate it can mean is available on a platform."""
    if shape is not None:
      fitting = [d for d in candidates
                 if d.params is None and not require_call
                 or d.params is not None and matches_call(d.params, *shape)]
    else:
      fitting = candidates
    if not fitting:
      return False
    missing = {}
    for platform in active:
      have = needs.get(platform, ZERO)
      have = max(have, self.scanner.deployment[platform])
      required = min(d.needs.get(platform, ZERO) for d in fitting)
      if required > have:
        missing[platform] = required
    if missing:
      module = sorted({d.module for d in fitting})[0]
      self.findings.append(Finding(self.path, token.line, token.col, name, module, missing))
    return bool(missing)

  def top_level(self, i, active, needs, module=None):
    """Checks a top-level name (`module`'s when qualified); True if flagged."""
    tokens = self.tokens
    name = tokens[i].text
    if module is None and name in self.scanner.declared:
      return False
    modules = {module} if module else self.modules
    candidates = [d for d in self.index.top.get(name, []) if d.module in modules]
    if not candidates:
      return False
    shape = self.call_shape(i)
    types = [d for d in candidates if d.kind in TYPE_KEYWORDS or d.kind == "typealias"]
    if not types:
      return self.report(tokens[i], candidates, shape, active, needs, name)
    if self.report(tokens[i], types, None, active, needs, name):
      return True
    if shape is None:
      return False
    inits = self.index.members.get((name, "init"), []) + self.own(name, "init")
    return self.report(tokens[i], inits, shape, active, needs, f"{name}.init", True)

  def own(self, type_name, member):
    """The package's own members `type_name.member`, from its extensions."""
    return [_Own(params, {}) for params in self.scanner.extension_members.get((type_name, member),
                                                                              [])]

  def receiver(self, i):
    """What is named before the `.` at tokens[i - 1]: (kind, name, index).

    kind is "module", "type" (a toolchain type the package does not
    declare) or None (an expression: the receiver's type is unknown).
    """
    tokens = self.tokens
    k = i - 2
    if k < 0:
      return None, None, None
    if tokens[k].text == ">" and tokens[k].kind == "op":
      depth = 0
      while k >= 0:
        if tokens[k].text == ">":
          depth += 1
        elif tokens[k].text == "<":
          depth -= 1
          if depth == 0:
            break
        k -= 1
      k -= 1
    if k < 0 or tokens[k].kind != "id" or tokens[k].line != tokens[i].line:
      return None, None, None
    name = tokens[k].text
    if k > 0 and tokens[k - 1].text == "." and tokens[k - 1].kind == "op":
      # `a.Task.immediate` is a member of an expression; `Swift.Task.immediate` is fine.
      if not (k >= 2 and tokens[k - 2].kind == "id" and tokens[k - 2].text in self.index.modules):
        return None, None, None
    if name in self.scanner.declared:
      return None, None, None
    if name in self.index.modules:
      return "module", name, k
    if name in self.index.types:
      return "type", name, k
    return None, None, None

  def member(self, i, active, needs):
    tokens = self.tokens
    name = tokens[i].text
    kind, receiver, at = self.receiver(i)
    if kind == "module":
      if self.top_level(i, active, needs, receiver):
        self.flagged.add(i)
      return
    if at in self.flagged:
      return  # `Mutex.init(0)`: the type is already reported
    shape = self.call_shape(i)
    if kind == "type":
      candidates = self.index.members.get((receiver, name), [])
      if candidates:
        candidates = candidates + self.own(receiver, name)
        self.report(tokens[i], candidates, shape, active, needs, f"{receiver}.{name}")
        return
    if name in self.scanner.declared or name == "init":
      return
    candidates = self.index.member_names.get(name, [])
    if candidates:
      self.report(tokens[i], candidates, shape, active, needs, f".{name}")


def scan_files(index, deployment, files, headers=()):
  """Findings in `files` ((path, text) pairs); C `headers` add names."""
  scanner = Scanner(index, deployment)
  tokenized = [(path, tokenize(text)) for path, text in files]
  for _, tokens in tokenized:
    scanner.learn(tokens)
  for text in headers:
    scanner.learn_c_header(text)
  findings = []
  for path, tokens in tokenized:
    findings.extend(scanner.scan(path, tokens))
  return findings
