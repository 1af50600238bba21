extension PropertyCheck {
  /// Checks the property on a case that failed as example `index` of a run
  /// shared with other judges, and shrinks and reports it as if this check
  /// had generated it: for law groups, whose laws judge one run of each
  /// example and are each shrunk on their own.
  ///
  /// The result's ``PropertyResult/statistics`` count `index + 1` examples;
  /// a group overwrites them with its shared run's. A case that passes when
  /// run again is reported ``PropertyResult/Outcome/flaky(_:)``, with
  /// `messages` as its first outcome.
  /// - Parameters:
  ///   - sequence: the failing example's choices, as
  ///     ``currentExample()`` read them at the end of its property.
  ///   - index: the example's index in the shared run.
  ///   - messages: how the case failed in the shared run.
  ///   - property: this law's property alone.
  /// - Returns: the result.
  nonisolated(nonsending) package func reproduce(
    _ sequence: ChoiceSequence, foundAt index: Int, failedWith messages: [String] = [],
    _ property: @escaping Property
  ) async -> PropertyResult<Value> {
    await PropertyRun(check: self, property, reproducing: (sequence, index, messages)).execute()
  }
}
