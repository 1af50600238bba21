import IrisCheckCore
import IrisCheckLaws

extension FuzzTarget {
  /// A property as a fuzz target: libFuzzer's bytes are the choices its
  /// generator draws.
  ///
  /// ```swift
  /// FuzzMain.run([
  ///   .property("slugRoundTrips", .string(from: .ascii)) { text in
  ///     Slug(parsing: Slug(text).description) == Slug(text)
  ///   }
  /// ])
  /// ```
  /// The property fails when it throws or returns the `Bool` `false`
  /// (other results are ignored), as in `forAll`; no test framework is
  /// linked here, so `#expect` records nothing. A finding (a trap too) is
  /// shrunk and saved under `<name>/<name>`, and `swift test` replays it
  /// first in a `forAll(name: name)`, or an unnamed `forAll` inside a test
  /// function of that name, whose generator draws the same value from it.
  /// - Parameters:
  ///   - name: the target's and the property's name: letters, digits, `-`,
  ///     `_` and `.`.
  ///   - generator: the generator of values.
  ///   - property: the property; runs on the thread libFuzzer calls from.
  /// - Returns: the target.
  public static func property<Value: Sendable, Result>(
    _ name: String, _ generator: Gen<Value>,
    _ property: @escaping @Sendable (Value) throws -> Result
  ) -> FuzzTarget {
    let law = PropertyLaw<Value, Result>(name: name, property: property)
    return FuzzTarget(name, laws: [FuzzLaw(name: name, probe: LawProbe(law, over: generator))])
  }
}

/// A property seen as a law, so one fuzz machinery serves both.
private struct PropertyLaw<Value, Result>: Law {
  let name: String
  let property: @Sendable (Value) throws -> Result

  func check(_ value: Value) -> LawViolation? {
    do {
      if try property(value) as? Bool == false {
        return LawViolation(
          law: name, direction: "property", message: "the property returned false")
      }
      return nil
    } catch let violation as LawViolation {
      return violation
    } catch {
      return LawViolation(
        law: name, direction: "property", message: "the property threw \(error)")
    }
  }
}
