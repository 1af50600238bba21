import Foundation
import IrisCheck

/// One law checked one way (over fixed examples or generated values), as
/// the report prints it.
struct LawRun {
  var law: String
  var over: String
  var examples: Int
  var failure: String?
  var labels: [String: Int] = [:]

  var line: String {
    let verdict = failure == nil ? "✓ passed" : "✗ FAILED"
    return "\(verdict)  \(law) over \(over): \(examples) examples"
  }

  /// Checks a law on each fixed example.
  static func fixed<Input>(_ law: any Law<Input>, over name: String, _ inputs: [Input]) -> LawRun {
    let failure = inputs.lazy.compactMap { law.check($0) }.first
    return LawRun(
      law: law.name, over: name, examples: inputs.count, failure: failure?.description)
  }

  /// Checks a whole-run verdict, such as ``ReachabilityLaw``'s.
  static func verdict(
    _ law: String, over name: String, examples: Int, _ violation: LawViolation?
  ) -> LawRun {
    LawRun(law: law, over: name, examples: examples, failure: violation?.description)
  }

  /// Checks a law on generated values with the runner (shrinking a
  /// failure), labelling each value's class.
  static func generated<Input>(
    _ law: any Law<Input>, over name: String, _ generator: Gen<Input>,
    configuration: Configuration, classify: @escaping @Sendable (Input) -> String
  ) async -> LawRun {
    let check = PropertyCheck(
      generator, id: "MailboxReport.\(law.name).\(name)",
      configuration: configuration)
    let property: PropertyCheck<Input>.Property = { input in
      label(classify(input))
      if let violation = law.check(input) { throw violation }
    }
    let result = await check.run(property)
    return LawRun(
      law: law.name, over: name, examples: result.statistics.examples,
      failure: FailureReport.render(result), labels: result.statistics.labelCounts)
  }
}
