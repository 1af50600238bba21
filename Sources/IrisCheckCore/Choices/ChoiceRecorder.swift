/// One test case being generated: answers draws from a `ChoiceSource` and
/// records every choice and span, so the case can be replayed and shrunk.
///
/// Generators talk only to a recorder. Everything else (seeds, replay,
/// fuzzer bytes) is the source behind it.
public final class ChoiceRecorder {
  /// What a recorder does when its source runs out.
  @usableFromInline
  package enum Exhaustion: Sendable {
    /// Stop the test case with ``GenerationStop/exhausted``.
    case stop
    /// Answer every further draw with `0`, the simplest choice. Shrinking
    /// uses this so that a shortened sequence still completes.
    case drawSimplest
  }

  private let source: AnySourceBox
  private let exhaustion: Exhaustion
  /// The most choices one test case may draw before it stops with
  /// ``GenerationStop/tooLarge``.
  package let maxChoices: Int
  // NB: `@exclusivity(unchecked)` because draws are the engine's hottest
  // path and a recorder is confined to the one test case that owns it.
  /// Every choice drawn so far, in order.
  @exclusivity(unchecked) package private(set) var choices: [UInt64] = []
  /// Every span closed so far, in the order they closed.
  @exclusivity(unchecked) package private(set) var spans: [ChoiceSpan] = []
  @exclusivity(unchecked) private var openSpans: [(start: Int, label: UInt64)] = []

  /// Creates a recorder over a source.
  /// - Parameters:
  ///   - source: where choices come from.
  ///   - exhaustion: what to do when the source runs out; defaults to
  ///     `Exhaustion.stop`.
  ///   - maxChoices: the most choices one test case may draw; defaults to
  ///     8,192.
  @inlinable
  package convenience init(
    source: some ChoiceSource,
    exhaustion: Exhaustion = .stop,
    maxChoices: Int = 8_192
  ) {
    // NB: `@inlinable` so a caller in another module specialises the box for
    // its source type instead of looking up `SourceBox<S>` metadata at run
    // time for every recorder (a locked cache lookup per test case).
    self.init(box: SourceBox(source), exhaustion: exhaustion, maxChoices: maxChoices)
  }

  @usableFromInline
  init(box: AnySourceBox, exhaustion: Exhaustion, maxChoices: Int) {
    self.source = box
    self.exhaustion = exhaustion
    self.maxChoices = maxChoices
    choices.reserveCapacity(64)
    spans.reserveCapacity(32)
    openSpans.reserveCapacity(8)
  }

  /// The recorded choices as a sequence.
  package var sequence: ChoiceSequence { ChoiceSequence(choices) }

  /// Draws and records one choice in `0...bound`.
  /// - Parameter bound: the largest permitted value; `0` is the simplest.
  /// - Returns: the choice.
  /// - Throws: ``GenerationStop/exhausted`` when the source runs out (with
  ///   `Exhaustion.stop`), ``GenerationStop/tooLarge`` past `maxChoices`.
  public func draw(upTo bound: UInt64) throws(GenerationStop) -> UInt64 {
    guard choices.count < maxChoices else { throw .tooLarge }
    let value: UInt64
    if let next = source.next(upTo: bound) {
      value = next
    } else if exhaustion == .drawSimplest {
      value = 0
    } else {
      throw .exhausted
    }
    choices.append(value)
    return value
  }

  /// Opens a span; the choices drawn until the matching ``endSpan(discard:)``
  /// belong to it.
  /// - Parameter label: what kind of value the span holds.
  package func beginSpan(label: UInt64) {
    openSpans.append((choices.count, label))
  }

  /// Closes the innermost open span.
  /// - Parameter discard: pass `true` when the span's value was thrown away
  ///   (for example a rejected filter attempt); the span is then not recorded.
  package func endSpan(discard: Bool = false) {
    guard let open = openSpans.popLast() else { return }
    guard !discard, open.start < choices.count else { return }
    spans.append(
      ChoiceSpan(start: open.start, end: choices.count, label: open.label, depth: openSpans.count)
    )
  }
}

/// A class-boxed source, so each draw is one virtual call instead of an
/// existential open and a copy-on-write check.
@usableFromInline
class AnySourceBox {
  @usableFromInline init() {}

  func next(upTo bound: UInt64) -> UInt64? { nil }
}

@usableFromInline
final class SourceBox<Source: ChoiceSource>: AnySourceBox {
  @exclusivity(unchecked) private var source: Source

  @usableFromInline
  init(_ source: Source) {
    self.source = source
  }

  override func next(upTo bound: UInt64) -> UInt64? {
    source.next(upTo: bound)
  }
}
