"""The deployment targets a package manifest declares.

Reads `platforms: [.iOS(.v17), .macOS(.v14)]` (also `.v10_15`) from
Package.swift's tokens, so a comment that mentions platforms is not read, nor
is a build setting's condition (`.when(platforms: [.linux])`); a version
written as a string (`.macOS("14.0")`) is refused with a message.
A manifest without `platforms:` gets SwiftPM's defaults for tools version 6
(macOS 10.13, iOS 12, tvOS 12, watchOS 4, visionOS 1).
"""

from lexer import tokenize
from platforms import parse_version, platform_name

SWIFTPM_DEFAULTS = {"macOS": (10, 13, 0), "iOS": (12, 0, 0), "tvOS": (12, 0, 0),
                    "watchOS": (4, 0, 0), "visionOS": (1, 0, 0)}


class ManifestError(Exception):
  """The manifest's platforms could not be read."""


def deployment_targets(text):
  """{platform: version} from a Package.swift text."""
  tokens = tokenize(text)
  for i, token in enumerate(tokens):
    if not (token.kind == "id" and token.text == "platforms" and i + 2 < len(tokens)
            and tokens[i + 1].text == ":" and tokens[i + 2].text == "["):
      continue
    if i >= 2 and tokens[i - 1].text == "(" and tokens[i - 2].text == "when":
      continue
    targets = {}
    j = i + 3
    while j < len(tokens) and tokens[j].text != "]":
      if (tokens[j].text == "." and j + 2 < len(tokens) and tokens[j + 2].text == "("
          and platform_name(tokens[j + 1].text) and tokens[j + 1].text != "macCatalyst"):
        platform = platform_name(tokens[j + 1].text)
        argument = tokens[j + 3:j + 6]
        version = None
        if len(argument) >= 2 and argument[0].text == "." and argument[1].text.startswith("v"):
          version = parse_version(argument[1].text[1:].replace("_", "."))
        elif argument and argument[0].kind == "str":
          raise ManifestError(f"write {platform}'s version as `.vNN`, not a string literal")
        if version is None:
          raise ManifestError(f"cannot read the version of .{tokens[j + 1].text}(...)")
        targets[platform] = version
        j += 3
      j += 1
    if not targets:
      raise ManifestError("`platforms:` names no Apple platform")
    return targets
  return dict(SWIFTPM_DEFAULTS)
