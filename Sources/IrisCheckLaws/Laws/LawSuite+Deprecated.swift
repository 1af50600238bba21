import IrisCheckCore

extension LawSuite {
  /// The old name of ``results(configuration:)``: a suite is checked
  /// (`check()` in a test, `results` for the values), never "run".
  /// - Parameter configuration: how to check each law; defaults to
  ///   ``defaultConfiguration``.
  /// - Returns: what ``results(configuration:)`` returns.
  @available(*, deprecated, renamed: "results(configuration:)")
  public func run(configuration: Configuration = defaultConfiguration) async -> [LawResult] {
    await results(configuration: configuration)
  }
}
