import Iris
import IrisCheckCore

extension LinkCodec {
  /// Wraps an Iris ``/Iris/URLCodec`` (`parse(_:)` and `url(for:)`) for the laws.
  /// - Parameters:
  ///   - codec: the codec under test.
  ///   - isUnknown: recognises the fallback intent `codec.parse` returns for
  ///     links it does not understand.
  public init<Codec: URLCodec>(
    _ codec: Codec,
    isUnknown: @escaping @Sendable (Intent) -> Bool
  ) where Codec.Intent == Intent {
    self.init(parse: codec.parse, print: codec.url(for:), isUnknown: isUnknown)
  }
}
