"""Swift tokens: enough of the language to find names, brackets and directives.

`tokenize(text)` returns a list of `Token`s. Comments disappear; a string
literal becomes one `str` token, but the code of its interpolations
(`\\(...)`, `\\#(...)` in raw strings) is lexed like any other code, so a
name used inside an interpolation is seen. Conditional-compilation lines
(`#if`, `#elseif`, `#else`, `#endif`) become one `dir` token carrying the
condition text. Operator characters are single tokens, except `->`, `...`
and `..<`, so brackets and dots are easy to follow.

Token kinds: `id` (identifiers and keywords; backticks removed), `num`,
`str`, `op`, `pound` (`#available`, `#expect`, ...; text without the `#`),
`dir` (text is the directive, `cond` its condition).
"""

import re

_IDENT = re.compile(r"[^\W\d]\w*")
_DOLLAR = re.compile(r"\$[A-Za-z0-9_]+")
_NUMBER = re.compile(
  r"0x[0-9a-fA-F_]+(?:\.[0-9a-fA-F_]+)?(?:[pP][+-]?[0-9_]+)?"
  r"|0[bo][0-9_]+"
  r"|[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9_]+)?"
)
_SPACE = re.compile(r"[ \t\r\f\n]+")
_DIRECTIVES = ("if", "elseif", "else", "endif")


class Token:
  """One token: its kind, its text, and where it starts (1-based)."""

  __slots__ = ("kind", "text", "line", "col", "cond")

  def __init__(self, kind, text, line, col, cond=""):
    self.kind = kind
    self.text = text
    self.line = line
    self.col = col
    self.cond = cond

  def __repr__(self):
    return f"{self.kind}:{self.text}@{self.line}"


class _Lexer:
  def __init__(self, text):
    self.text = text
    self.i = 0
    self.line = 1
    self.line_start = 0
    self.tokens = []
    # Bracket depth per open interpolation; the innermost is last.
    self.interpolations = []

  def emit(self, kind, text, start, cond=""):
    self.tokens.append(Token(kind, text, self.line, start - self.line_start + 1, cond))

  def advance_to(self, j):
    """Moves to j, counting the newlines skipped."""
    newlines = self.text.count("\n", self.i, j)
    if newlines:
      self.line += newlines
      self.line_start = self.text.rindex("\n", self.i, j) + 1
    self.i = j

  def run(self):
    text = self.text
    n = len(text)
    tokens = self.tokens
    while self.i < n:
      i = self.i
      c = text[i]
      if c in " \t\r\f\n":
        self.advance_to(_SPACE.match(text, i).end())
      elif c.isalpha() or c == "_":
        # NB: the common case, inlined: a name never spans lines.
        end = _IDENT.match(text, i).end()
        tokens.append(Token("id", text[i:end], self.line, i - self.line_start + 1))
        self.i = end
      elif text.startswith("//", self.i):
        end = text.find("\n", self.i)
        self.advance_to(n if end < 0 else end)
      elif text.startswith("/*", self.i):
        self.skip_block_comment()
      elif c == '"':
        self.string(0)
      elif c == "#":
        self.pound()
      elif c == "`":
        end = text.find("`", self.i + 1)
        end = n if end < 0 else end
        self.emit("id", text[self.i + 1:end], self.i)
        self.advance_to(end + 1)
      elif c == "$":
        m = _DOLLAR.match(text, self.i)
        end = m.end() if m else self.i + 1
        self.emit("id", text[self.i:end], self.i)
        self.advance_to(end)
      elif c.isdigit():
        m = _NUMBER.match(text, self.i)
        self.emit("num", m.group(), self.i)
        self.advance_to(m.end())
      elif c == ")" and self.interpolations and self.interpolations[-1][0] == 0:
        # The end of an interpolation: back into its string.
        _, pounds, multiline = self.interpolations.pop()
        self.advance_to(self.i + 1)
        self.string_body(pounds, multiline)
      else:
        self.punctuation(c)
    return self.tokens

  def punctuation(self, c):
    text = self.text
    for multi in ("...", "..<", "->"):
      if text.startswith(multi, self.i):
        self.emit("op", multi, self.i)
        self.advance_to(self.i + len(multi))
        return
    if self.interpolations:
      depth = self.interpolations[-1]
      if c == "(":
        self.interpolations[-1] = (depth[0] + 1, depth[1], depth[2])
      elif c == ")":
        self.interpolations[-1] = (depth[0] - 1, depth[1], depth[2])
    self.emit("op", c, self.i)
    self.advance_to(self.i + 1)

  def skip_block_comment(self):
    text = self.text
    depth = 0
    j = self.i
    while j < len(text):
      if text.startswith("/*", j):
        depth += 1
        j += 2
      elif text.startswith("*/", j):
        depth -= 1
        j += 2
        if depth == 0:
          break
      else:
        j += 1
    self.advance_to(j)

  def pound(self):
    text = self.text
    j = self.i
    while j < len(text) and text[j] == "#":
      j += 1
    pounds = j - self.i
    if j < len(text) and text[j] == '"':
      self.string(pounds)
      return
    if j < len(text) and text[j] == "/":
      # An extended regex literal #/.../#: skipped whole.
      end = text.find("/" + "#" * pounds, j + 1)
      self.emit("str", "regex", self.i)
      self.advance_to(len(text) if end < 0 else end + 1 + pounds)
      return
    m = _IDENT.match(text, j)
    if not m:
      self.emit("op", "#", self.i)
      self.advance_to(self.i + 1)
      return
    word = m.group()
    if word in _DIRECTIVES:
      end = text.find("\n", m.end())
      end = len(text) if end < 0 else end
      cond = text[m.end():end]
      comment = cond.find("//")
      if comment >= 0:
        cond = cond[:comment]
      self.emit("dir", word, self.i, cond.strip())
      self.advance_to(end)
      return
    self.emit("pound", word, self.i)
    self.advance_to(m.end())

  def string(self, pounds):
    """Lexes a string literal starting at self.i (after `pounds` #s)."""
    start = self.i
    quote = self.i + pounds
    multiline = self.text.startswith('"""', quote)
    self.emit("str", "string", start)
    self.advance_to(quote + (3 if multiline else 1))
    self.string_body(pounds, multiline)

  def string_body(self, pounds, multiline):
    """Skips string text up to its end or an interpolation's start."""
    text = self.text
    closing = ('"""' if multiline else '"') + "#" * pounds
    escape = "\\" + "#" * pounds
    j = self.i
    while j < len(text):
      if text.startswith(escape, j):
        after = j + len(escape)
        if after < len(text) and text[after] == "(":
          self.advance_to(after + 1)
          self.interpolations.append((0, pounds, multiline))
          return
        j = after + 1
        continue
      if text.startswith(closing, j):
        self.advance_to(j + len(closing))
        return
      if text[j] == "\n" and not multiline:
        break
      j += 1
    self.advance_to(j)


def tokenize(text):
  """Returns the tokens of a Swift source or interface text."""
  return _Lexer(text).run()


_CLOSERS = {"(": ")", "[": "]", "{": "}", "<": ">"}


def closing(tokens, i):
  """The index of the token that closes the bracket at tokens[i].

  `(`, `[`, `{` and `<` (generic brackets: a `{` inside them means they
  were not brackets, and ends the search there). `len(tokens)` when the
  bracket is never closed.
  """
  opener = tokens[i].text
  closer = _CLOSERS[opener]
  depth = 0
  for j in range(i, len(tokens)):
    token = tokens[j]
    if token.kind != "op":
      continue
    if token.text == opener:
      depth += 1
    elif token.text == closer:
      depth -= 1
      if depth == 0:
        return j
    elif opener == "<" and token.text == "{":
      return j
  return len(tokens)


def generic_end(tokens, i):
  """If tokens[i] opens generic arguments `<...>`, the index of their `>`."""
  depth = 0
  for j in range(i, min(len(tokens), i + 64)):
    text = tokens[j].text
    if tokens[j].kind == "op" and text == "<":
      depth += 1
    elif tokens[j].kind == "op" and text == ">":
      depth -= 1
      if depth == 0:
        return j
    elif tokens[j].kind == "op" and text not in (",", ".", "?", "!", "[", "]", ":", "(",
                                                 ")", "->", "&", "..."):
      return None
    elif tokens[j].kind in ("str", "num", "dir") or tokens[j].line != tokens[i].line:
      return None
  return None
