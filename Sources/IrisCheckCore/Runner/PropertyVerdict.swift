/// What one property evaluation did.
package enum PropertyVerdict {
  /// It returned normally and recorded no issue.
  case passed
  /// It threw or recorded issues; the failure says what and where from.
  case failed(PropertyFailure)
  /// It threw a ``GenerationStop`` (for example from `assume`): the example
  /// does not count.
  case discarded(GenerationStop)

  /// The verdict for an error thrown by a property.
  /// - Parameter error: what the property threw.
  package init(thrown error: any Error) {
    if let stop = error as? GenerationStop {
      self = .discarded(stop)
    } else {
      self = .failed(PropertyFailure(thrown: error))
    }
  }

  /// A thrown error as a report line.
  /// - Parameter error: the error.
  /// - Returns: the line.
  package static func describe(_ error: any Error) -> String {
    if let falsified = error as? PropertyFalsified { return falsified.description }
    return "threw \(String(reflecting: error))"
  }

  /// The failure, when the evaluation failed.
  package var failure: PropertyFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}

/// How one evaluation failed: the report lines, the origin the shrinker
/// keeps to, and the thrown error, if any.
package struct PropertyFailure {
  /// Why it failed: thrown errors or recorded issues, one line each.
  package var messages: [String]
  /// Where the failure comes from.
  package var origin: FailureOrigin
  /// The error the property threw, if it threw.
  package var error: (any Error)?

  /// Creates a failure.
  /// - Parameters:
  ///   - messages: the report lines.
  ///   - origin: the failure's origin.
  ///   - error: the thrown error, if any.
  package init(messages: [String], origin: FailureOrigin, error: (any Error)? = nil) {
    self.messages = messages
    self.origin = origin
    self.error = error
  }

  /// The failure of a thrown error.
  /// - Parameter error: what the property threw.
  package init(thrown error: any Error) {
    self.init(
      messages: [PropertyVerdict.describe(error)], origin: .of(error), error: error)
  }
}

/// Thrown for a `Bool` property that returned `false`.
package struct PropertyFalsified: Error, CustomStringConvertible {
  package var description: String { "the property returned false" }

  /// Wraps a property with any result so that a `Bool` result of `false`
  /// throws ``PropertyFalsified``.
  /// - Parameter property: the property.
  /// - Returns: a property that fails by throwing.
  package static func checking<Value, Result>(
    _ property: nonisolated(nonsending) @escaping (Value) async throws -> Result
  ) -> PropertyCheck<Value>.Property {
    guard Result.self == Bool.self else {
      return { value in _ = try await property(value) }
    }
    return { value in
      // NB: `Result` is `Bool` here; the bit cast avoids a dynamic cast per
      // example on the hot path. Sound on every platform: the guard above
      // proved `Result.self == Bool.self`, so this converts a value to its
      // own type (same size, same layout); nothing is reinterpreted.
      if !unsafeBitCast(try await property(value), to: Bool.self) { throw PropertyFalsified() }
    }
  }
}
