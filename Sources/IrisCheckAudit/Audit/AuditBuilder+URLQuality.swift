import Foundation
import IrisCheckCore
import IrisCheckLaws

/// What check 8 saw across all cases, for its one-line summary.
struct URLQualityNotes {
  /// Printed links judged.
  var links = 0
  /// Links whose uppercased twin parsed differently.
  var caseSensitive = 0
  /// Links printed differently on repeated calls.
  var nondeterministic = 0
  /// Emptied-capture variants accepted and printed with the empty capture.
  var emptyAccepted = 0
  /// Every query name seen, in order of first appearance.
  var queryNames: [String] = []
  /// Case signatures whose printed query items are not in name order.
  var unsortedQueries: [String] = []
}

extension AuditBuilder {
  // MARK: - Check 8: URL quality

  mutating func urlQualityMark(_ samples: [Evidence.Sample]) -> AuditMark {
    guard let first = samples.first, !linkless.contains(first.caseName) else {
      return .notApplicable
    }
    let printed = samples.compactMap { sample in sample.printed.map { (sample, $0) } }
    if printed.isEmpty { return .notApplicable }
    var marks: [AuditMark] = [.pass]
    var reported: Set<String> = []
    for (sample, url) in printed {
      urlNotes.links += 1
      let link = url.absoluteString
      let parts = LinkParts(link)
      urlNotes.queryNames = unique(urlNotes.queryNames + parts.query.map(\.name))
      let names = parts.query.map(\.name)
      if names != names.sorted(), !urlNotes.unsortedQueries.contains(first.signature) {
        urlNotes.unsortedQueries.append(first.signature)
      }
      if let violation = CaseInsensitiveSchemeAndHostLaw(codec).check(link) {
        urlNotes.caseSensitive += 1
        marks.append(.fail)
        if reported.insert("case").inserted {
          fail(.urlQuality, first.signature, "case-sensitive scheme or host: " + violation.message)
        }
      }
      let again = [codec.print(sample.intent), codec.print(sample.intent)].map {
        $0?.absoluteString
      }
      if let other = again.first(where: { !($0 ?? "").utf8.elementsEqual(link.utf8) }) {
        urlNotes.nondeterministic += 1
        marks.append(.fail)
        if reported.insert("deterministic").inserted {
          fail(
            .urlQuality, first.signature,
            "prints nondeterministically: url(for: \(SwiftLiteral.describe(sample.intent))) gave "
              + "\(SwiftLiteral.quoted(link)), then \(other.map(SwiftLiteral.quoted) ?? "nil")")
        }
      }
      if let accepted = acceptedEmptyCapture(parts) {
        urlNotes.emptyAccepted += 1
        marks.append(.warn)
        if reported.insert("empty").inserted {
          warn(.urlQuality, first.signature, accepted)
        }
      }
    }
    return AuditMark.worst(marks)
  }

  /// The first emptied variant of a link that parses to an intent holding
  /// an empty string which prints with the empty capture, described; `nil`
  /// when every variant is guarded.
  private func acceptedEmptyCapture(_ parts: LinkParts) -> String? {
    for (what, variant) in parts.emptiedVariants {
      guard let intent = codec.parse(string: variant), !codec.isUnknown(intent),
        PayloadFields.containsEmptyText(intent), let reprinted = codec.print(intent),
        LinkParts(reprinted.absoluteString).hasEmptyCapture
      else { continue }
      return "accepts an empty capture (\(what) emptied): \(SwiftLiteral.quoted(variant)) parses "
        + "as \(SwiftLiteral.describe(intent)), which prints "
        + SwiftLiteral.quoted(reprinted.absoluteString)
    }
    return nil
  }

  /// Warns when query names mix camelCase, snake_case and kebab-case.
  mutating func checkQueryNaming() -> String {
    var styles = OrderedGroups()
    for name in urlNotes.queryNames {
      if name.contains("_") {
        styles.add("snake_case", name)
      } else if name.contains("-") {
        styles.add("kebab-case", name)
      } else if name.contains(where: \.isUppercase) {
        styles.add("camelCase", name)
      }
    }
    guard styles.keys.count > 1 else {
      return urlNotes.queryNames.isEmpty ? "no query items" : "query names consistent"
    }
    let listing = styles.keys.map { "\(styles[$0].joined(separator: ", ")) (\($0))" }
    warn(
      .urlQuality, "query names", "mixed naming conventions: " + listing.joined(separator: " vs "))
    return "query names mixed"
  }
}
