/// What one property evaluation did.
package enum PropertyVerdict {
  /// It returned normally and recorded no issue.
  case passed
  /// It threw or recorded issues; the messages say what.
  case failed([String])
  /// It threw a ``GenerationStop`` (for example from `assume`): the example
  /// does not count.
  case discarded(GenerationStop)

  /// The verdict for an error thrown by a property.
  /// - Parameter error: what the property threw.
  package init(thrown error: any Error) {
    if let stop = error as? GenerationStop {
      self = .discarded(stop)
    } else {
      self = .failed([PropertyVerdict.describe(error)])
    }
  }

  /// A thrown error as a report line.
  /// - Parameter error: the error.
  /// - Returns: the line.
  package static func describe(_ error: any Error) -> String {
    if let falsified = error as? PropertyFalsified { return falsified.description }
    return "threw \(String(reflecting: error))"
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
      // example on the hot path.
      if !unsafeBitCast(try await property(value), to: Bool.self) { throw PropertyFalsified() }
    }
  }
}
