/// Renders a ``PropertyResult`` as the text a person reads when a property
/// fails: what broke, the minimal counterexample as Swift, how it was found
/// and shrunk, and one line to replay it.
///
/// ```
/// Property reverse() failed.
///
/// Minimal counterexample:
///   [0, 1]
/// Failure:
///   the property returned false
/// Original failing value:
///   [1365001489859780123, 6389492947613730875]
///
/// Found by example 3 (3 run, seed 0x00000000000004D2); shrunk in 5 steps, 39 evaluations, 0.4 ms.
/// Saved to Tests/FooTests/.irischeck/FooTests.regressions
/// Replay: @Test(.replay("ic1:AQABAQA0")) or IRISCHECK_REPLAY=ic1:AQABAQA0 swift test --filter reverse
/// ```
package enum FailureReport {
  /// The longest printed value, in characters; longer values are cut with
  /// `…`.
  package static let maxValueLength = 2_000

  /// Returns the report for a result, or `nil` when it passed.
  /// - Parameters:
  ///   - result: the result of a check.
  ///   - testName: the test function's name, for the `--filter` of the
  ///     replay line; defaults to the property id.
  ///   - replayEnvironment: extra `NAME=value` settings the replay line
  ///     needs, such as `IRISCHECK_LAW=RoundTrip` for one law of a suite.
  /// - Returns: the report text, or `nil` for a passing result.
  package static func render<Value>(
    _ result: PropertyResult<Value>, testName: String? = nil, replayEnvironment: [String] = []
  )
    -> String?
  {
    let name = result.propertyID
    let seedLine = "seed \(hex(result.seed))"
    switch result.outcome {
    case .passed:
      return nil
    case .failed:
      return renderEach(result, testName: testName, replayEnvironment: replayEnvironment)
        .joined(separator: "\n\n")
    case .flaky(let example):
      return ([example] + result.flakyFailures).map {
        flaky($0, result: result, testName: testName, replayEnvironment: replayEnvironment)
      }.joined(separator: "\n\n")
    case .unhealthy(let health):
      return "Property \(name): \(health) (\(seedLine))"
    case .coverageShortfall(let shortfalls):
      var lines = ["Property \(name) passed, but coverage requirements were not met (\(seedLine)):"]
      for check in shortfalls {
        lines.append(
          "  \(SwiftLiteral.quoted(check.label)) needs \(percent(check.requiredPercent)), "
            + "observed \(percent(check.observedPercent)) of \(check.examples) examples "
            + "(99% Wilson upper bound \(percent(check.upperBoundPercent)))")
      }
      lines.append(StatisticsTable.render(result.statistics, propertyID: name))
      return lines.joined(separator: "\n")
    case .invalid(let message):
      return "Property \(name) could not run: \(message)"
    }
  }

  /// Returns one report per failure origin (see ``FailureOrigin``), each
  /// with its own minimal counterexample and replay line; one report for
  /// any other failing outcome; none for a passing result.
  ///
  /// The first report ends with a FLAKY note, with its own replay line, for
  /// each of ``PropertyResult/flakyFailures``: failures of other origins
  /// whose minimal case passed when replayed.
  /// - Parameters:
  ///   - result: the result of a check.
  ///   - testName: the test function's name, for the replay line.
  ///   - replayEnvironment: extra `NAME=value` settings the replay line needs.
  /// - Returns: the reports, in the result's order of failures.
  package static func renderEach<Value>(
    _ result: PropertyResult<Value>, testName: String? = nil, replayEnvironment: [String] = []
  ) -> [String] {
    guard case .failed = result.outcome else {
      return render(result, testName: testName, replayEnvironment: replayEnvironment).map {
        [$0]
      } ?? []
    }
    let failures = result.failures
    let flakyNotes = result.flakyFailures.map {
      flaky($0, result: result, testName: testName, replayEnvironment: replayEnvironment)
    }
    return failures.enumerated().map { index, example in
      let name = result.propertyID
      var lines =
        failures.count == 1
        ? ["Property \(name) failed.", ""]
        : [
          "Property \(name) failed in \(failures.count) distinct ways; "
            + "failure \(index + 1) of \(failures.count) (\(example.failureOrigin)).",
          "",
        ]
      lines += section("Minimal counterexample:", [literal(example.value)])
      lines += section("Failure:", example.failureMessages)
      if example.origin != .replay {
        lines += section("Original failing value:", [literal(example.originalValue)])
      }
      lines.append("")
      lines.append(provenance(example, result: result, seedLine: "seed \(hex(result.seed))"))
      if let saved = example.savedTo { lines.append("Saved to \(saved)") }
      lines.append(
        replayLine(example.token, testName: testName ?? name, environment: replayEnvironment))
      if index == 0 { lines += flakyNotes.flatMap { ["", $0] } }
      return lines.joined(separator: "\n")
    }
  }

  /// The report of one failure whose minimal case passed on replay.
  private static func flaky<Value>(
    _ example: Counterexample<Value>, result: PropertyResult<Value>, testName: String?,
    replayEnvironment: [String]
  ) -> String {
    let name = result.propertyID
    var lines = [
      "Property \(name) is FLAKY: a case failed, then passed when its choices were replayed.",
      "",
    ]
    lines += section("Case:", [literal(example.value)])
    lines += section("First outcome: failed with", example.failureMessages)
    lines += section("Replayed outcome:", example.replayMessages)
    lines.append("")
    lines.append(provenance(example, result: result, seedLine: "seed \(hex(result.seed))"))
    lines.append(
      "The property depends on something besides its input (time, shared state, ordering).")
    lines.append(
      replayLine(example.token, testName: testName ?? name, environment: replayEnvironment))
    return lines.joined(separator: "\n")
  }

  /// The single replay line: a trait to paste, or an environment variable
  /// for a run without code changes.
  /// - Parameters:
  ///   - token: the case's token.
  ///   - testName: the test to filter on.
  ///   - environment: extra `NAME=value` settings, written before
  ///     `IRISCHECK_REPLAY` in both forms of the line.
  /// - Returns: the line, starting with `Replay:`.
  package static func replayLine(
    _ token: ReplayToken, testName: String, environment: [String] = []
  ) -> String {
    let filter = testName.split(separator: "(").first.map(String.init) ?? testName
    let quoted = environment.map(shellAssignment)
    let settings = quoted.map { $0 + " " }.joined()
    let trait = "@Test(.replay(\"\(token)\"))"
    let command =
      "\(settings)IRISCHECK_REPLAY=\(token) swift test --filter \(shellQuoted(filter))"
    if environment.isEmpty { return "Replay: \(trait) or \(command)" }
    return "Replay: \(command) (or \(trait) with \(quoted.joined(separator: " ")))"
  }

  /// Quotes a word for a POSIX shell: unchanged when it holds only
  /// characters no shell treats specially, else in single quotes.
  /// - Parameter word: the word.
  /// - Returns: the word as the shell must be given it.
  package static func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "_-./:=@%+,".unicodeScalars.contains(scalar))
    }
    if plain, !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `NAME=value` with the value quoted for a shell.
  private static func shellAssignment(_ setting: String) -> String {
    guard let equals = setting.firstIndex(of: "=") else { return shellQuoted(setting) }
    return setting[..<equals] + "=" + shellQuoted(String(setting[setting.index(after: equals)...]))
  }

  private static func provenance<Value>(
    _ example: Counterexample<Value>, result: PropertyResult<Value>, seedLine: String
  ) -> String {
    let found: String
    switch example.origin {
    case .generated(let index):
      found = "Found by example \(index + 1) (\(result.statistics.examples) run, \(seedLine))"
    case .regression(let path, let line):
      found = "Found by the saved regression at \(path):\(line)"
    case .replay:
      return "Replayed from a token: 1 evaluation, no shrinking."
    }
    var text =
      found + "; shrunk in \(example.shrinkSteps) steps, "
      + "\(example.shrinkEvaluations) evaluations, \(milliseconds(example.shrinkDuration))"
    if let limit = example.shrinkLimitReached {
      text += " (budget exhausted: raise \(limit.setting) to go on)"
    }
    return text + "."
  }

  private static func section(_ title: String, _ lines: [String]) -> [String] {
    guard !lines.isEmpty else { return [] }
    return [title] + lines.map { "  " + $0.replacingNewlines() }
  }

  static func literal(_ value: Any) -> String {
    let text = SwiftLiteral.describe(value)
    guard text.count > maxValueLength else { return text }
    return String(text.prefix(maxValueLength)) + "…"
  }

  static func hex(_ seed: UInt64) -> String {
    let digits = String(seed, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    return "\((value * 10).rounded() / 10) ms"
  }

  static func percent(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return "\(tenths)%"
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
  }
}
