extension Gen where Value == Bool {
  /// A generator of booleans: one choice in `0...1`, `0 → false`, `1 → true`.
  ///
  /// Shrinks toward `false`.
  public static var bool: Gen<Bool> {
    Gen { recorder throws(GenerationStop) in try recorder.draw(upTo: 1) == 1 }
  }
}
