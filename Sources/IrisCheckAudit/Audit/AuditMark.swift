import IrisCheckCore
import IrisCheckLaws

/// One cell of an audit table: passed, failed, warned, or not applicable.
///
/// Marks are ordered by severity (`notApplicable < pass < warn < fail`),
/// so a row's status is the ``worst(_:)`` of its cells: cells that do not
/// apply never hide a pass, and a row of only `n/a` cells is `n/a`.
package enum AuditMark: Int, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The check does not apply to this row: `n/a`.
  case notApplicable = 0
  /// The check holds: `✓`.
  case pass = 1
  /// The check found something worth a look that does not fail the audit:
  /// `⚠️`.
  case warn = 2
  /// The check failed: `✗`.
  case fail = 3

  /// `✓`, `n/a`, `⚠️` or `✗`.
  package var description: String {
    switch self {
    case .pass: "✓"
    case .notApplicable: "n/a"
    case .warn: "⚠️"
    case .fail: "✗"
    }
  }

  /// The mark as a row status: `✓`, `⚠️` or `❌` (a row of only `n/a` cells
  /// is `n/a`).
  package var status: String {
    self == .fail ? "❌" : description
  }

  /// The most severe of some marks.
  /// - Parameter marks: the cells of a row.
  /// - Returns: their maximum, or ``notApplicable`` for none.
  package static func worst(_ marks: [AuditMark]) -> AuditMark {
    marks.max() ?? .notApplicable
  }

  /// Orders marks by severity.
  /// - Parameters:
  ///   - left: a mark.
  ///   - right: another mark.
  /// - Returns: whether `left` is less severe.
  package static func < (left: AuditMark, right: AuditMark) -> Bool {
    left.rawValue < right.rawValue
  }
}
