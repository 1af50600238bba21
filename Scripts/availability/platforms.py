"""Apple platforms, versions, availability specs and `#if` conditions.

A version is a tuple of ints, `(15, 0)`. An availability is a dict from
platform name to the version a thing needs there, or `UNAVAILABLE`; a
platform that is missing needs nothing. `#if` conditions are evaluated once
per checked platform, to True, False or None (cannot tell: both branches are
checked).
"""

import re

UNAVAILABLE = (10_000,)
PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
_ALIASES = {"OSX": "macOS", "macos": "macOS", "ios": "iOS", "xros": "visionOS"}


def parse_version(text):
  """`"15.0"` → (15, 0, 0); None when the text is not a version."""
  if not re.fullmatch(r"\d+(\.\d+){0,2}", text.strip()):
    return None
  parts = [int(part) for part in text.strip().split(".")]
  return tuple(parts + [0] * (3 - len(parts)))


def show_version(version):
  """(15,) → "15.0"."""
  if version == UNAVAILABLE:
    return "unavailable"
  parts = list(version)
  while len(parts) > 2 and parts[-1] == 0:
    parts.pop()
  return ".".join(str(p) for p in parts + [0] * (2 - len(parts)))


def platform_name(word):
  """The canonical name of an availability platform, or None."""
  word = _ALIASES.get(word, word)
  return word if word in PLATFORMS else None


def parse_available_args(args):
  """Reads the arguments of `@available(...)`, `#available(...)`.

  Returns a dict {platform: version or UNAVAILABLE} for the platforms the
  spec restricts, or None when it says nothing about platforms (`swift 5`,
  `*, deprecated`). `*, unavailable` gives every platform UNAVAILABLE.
  """
  parts = [p.strip() for p in args.split(",") if p.strip()]
  if not parts:
    return None
  first = parts[0].split()
  if first[0] == "*":
    return {p: UNAVAILABLE for p in PLATFORMS} if "unavailable" in parts[1:] else None
  if len(first) == 1:
    # The long form: `@available(macOS, introduced: 15.0)`, `(iOS, unavailable)`.
    platform = platform_name(first[0])
    if platform is None:
      return None
    for part in parts[1:]:
      if part == "unavailable":
        return {platform: UNAVAILABLE}
      m = re.fullmatch(r"introduced\s*:\s*([\d.]+)", part)
      if m:
        return {platform: parse_version(m.group(1))}
    return None
  spec = {}
  for part in parts:
    words = part.split()
    if len(words) == 2:
      platform = platform_name(words[0])
      version = parse_version(words[1])
      if platform and version:
        spec[platform] = version
  return spec


def merge_needs(a, b):
  """The stricter of two availabilities, platform by platform."""
  merged = dict(a)
  for platform, version in b.items():
    if platform not in merged or merged[platform] < version:
      merged[platform] = version
  return merged


# `#if` conditions, evaluated as if compiling for one Apple platform.
_DARWIN_MODULES = {
  "Darwin", "ObjectiveC", "Foundation", "Dispatch", "os", "CoreFoundation", "Combine",
  "Synchronization", "Observation", "Testing", "XCTest", "SwiftUI", "OSLog", "CryptoKit",
}
_NOT_DARWIN_MODULES = {
  "Glibc", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "WASILibc", "FoundationNetworking",
}


def _test(function, argument, platform):
  if function == "os":
    if argument in ("macOS", "OSX"):
      return platform == "macOS"
    if argument in ("iOS", "tvOS", "watchOS", "visionOS", "xrOS"):
      return platform == _ALIASES.get(argument, argument)
    return False  # Linux, Windows, Android, FreeBSD, WASI...
  if function == "canImport":
    module = argument.split(",")[0].strip()
    if module in _DARWIN_MODULES:
      return True
    if module in _NOT_DARWIN_MODULES:
      return False
    if module == "UIKit":
      return platform != "macOS"
    if module == "AppKit":
      return platform == "macOS"
    return None
  if function == "targetEnvironment":
    return False if argument == "macCatalyst" else None
  if function == "_runtime":
    return argument == "_ObjC"
  if function == "_endian":
    return argument == "little"
  if function == "_pointerBitWidth":
    return argument == "_64"
  return None  # arch, compiler, swift, hasFeature, hasAttribute, ...


def evaluate_condition(cond, platform):
  """Evaluates an `#if` condition for `platform`: True, False or None."""
  tokens = re.findall(r"[A-Za-z_$][A-Za-z0-9_$]*\s*\([^)]*\)|&&|\|\||!|\(|\)|[A-Za-z_$][\w$]*",
                      cond)
  position = [0]

  def peek():
    return tokens[position[0]] if position[0] < len(tokens) else None

  def take():
    position[0] += 1
    return tokens[position[0] - 1]

  def primary():
    token = take() if peek() else None
    if token is None:
      return None
    if token == "!":
      value = primary()
      return None if value is None else not value
    if token == "(":
      value = disjunction()
      if peek() == ")":
        take()
      return value
    m = re.fullmatch(r"([A-Za-z_$][A-Za-z0-9_$]*)\s*\((.*)\)", token, re.S)
    if m:
      return _test(m.group(1), m.group(2).strip(), platform)
    if token == "true":
      return True
    if token == "false":
      return False
    return None  # a custom flag (DEBUG, FUZZ_ENTRY) or a $Feature

  def chain(operand, operator, absorbing):
    """`a && b && ...` (absorbing False) or `a || b || ...` (absorbing True)."""
    value = operand()
    while peek() == operator:
      take()
      other = operand()
      if value is absorbing or other is absorbing:
        value = absorbing
      elif value is None or other is None:
        value = None
      else:
        value = not absorbing
    return value

  def conjunction():
    return chain(primary, "&&", False)

  def disjunction():
    return chain(conjunction, "||", True)

  return disjunction()
