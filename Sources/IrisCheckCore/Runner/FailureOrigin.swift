/// Where a failure comes from, so that shrinking one bug never slips into
/// another and distinct bugs are reported separately.
///
/// A thrown error's origin is its type (and, for an enum, its case); a law
/// violation's is the law and the direction that broke; a recorded test
/// issue's is the source location of the failed expectation; a `Bool`
/// property that returned `false` has one origin of its own.
public struct FailureOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The origin as a person reads it, for example `threw Big` or
  /// `issue at FooTests.swift:12`.
  public var description: String

  /// Creates an origin.
  /// - Parameter description: the origin as a person reads it; two
  ///   failures with equal descriptions have the same origin.
  package init(_ description: String) {
    self.description = description
  }

  /// The origin of a `Bool` property that returned `false`.
  package static let returnedFalse = FailureOrigin("returned false")

  /// The origin of a thrown error: ``FailureOriginProviding/failureOrigin``
  /// when the error provides one, else its type, and its case for an enum.
  /// - Parameter error: what the property threw.
  /// - Returns: the origin.
  package static func of(_ error: any Error) -> FailureOrigin {
    if let provider = error as? any FailureOriginProviding { return provider.failureOrigin }
    if error is PropertyFalsified { return .returnedFalse }
    let type = String(reflecting: Swift.type(of: error))
    let mirror = Mirror(reflecting: error)
    guard mirror.displayStyle == .enum else { return FailureOrigin("threw \(type)") }
    return FailureOrigin("threw \(type).\(CaseName.of(error))")
  }

  /// The origin of an issue a test framework recorded.
  /// - Parameters:
  ///   - file: the expectation's file name.
  ///   - line: its line.
  /// - Returns: the origin.
  package static func issue(file: String, line: Int) -> FailureOrigin {
    FailureOrigin("issue at \(file):\(line)")
  }
}

/// An error that names its own ``FailureOrigin`` (a law violation names its
/// law and direction).
package protocol FailureOriginProviding: Error {
  /// The failure's origin.
  var failureOrigin: FailureOrigin { get }
}
