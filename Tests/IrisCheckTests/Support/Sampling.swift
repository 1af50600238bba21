import IrisCheck

/// Replays literal choices through a generator, stopping when they run out.
/// - Parameters:
///   - gen: the generator under test.
///   - choices: the choices to replay, in draw order.
/// - Returns: the value and the recorder, for its choices and spans.
/// - Throws: a ``GenerationStop``, e.g. `.exhausted` when `choices` is short.
func replay<Value>(
  _ gen: Gen<Value>, _ choices: [UInt64]
) throws -> (value: Value, recorder: ChoiceRecorder) {
  let recorder = ChoiceRecorder(source: ReplaySource(ChoiceSequence(choices)))
  return (try gen.generate(recorder), recorder)
}

/// The value the all-zero choice sequence gives: the documented simplest.
/// - Parameter gen: the generator under test.
/// - Returns: the simplest value.
/// - Throws: a ``GenerationStop`` when the generator needs more than 4,096
///   choices.
func simplest<Value>(_ gen: Gen<Value>) throws -> Value {
  try replay(gen, Array(repeating: 0, count: 4_096)).value
}

/// The value the all-maximal choice sequence gives (every choice is clamped
/// to its bound): the documented extreme.
/// - Parameter gen: the generator under test.
/// - Returns: the extreme value.
/// - Throws: a ``GenerationStop`` when the generator needs more than 4,096
///   choices.
func extreme<Value>(_ gen: Gen<Value>) throws -> Value {
  try replay(gen, Array(repeating: .max, count: 4_096)).value
}
