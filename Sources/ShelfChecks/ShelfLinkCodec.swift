import IrisCheckLaws
import Shelf

extension LinkCodec where Intent == ShelfIntent {
  /// ``Shelf/ShelfLinks/codec`` for the codec laws; `.unknown(_)` is its
  /// unknown intent.
  public static var shelf: LinkCodec<ShelfIntent> {
    LinkCodec(ShelfLinks.codec) { intent in
      if case .unknown = intent { return true }
      return false
    }
  }
}
