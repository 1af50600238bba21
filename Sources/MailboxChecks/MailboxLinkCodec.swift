import IrisCheckCore
import IrisCheckLaws
import Mailbox

extension LinkCodec where Intent == MailboxIntent {
  /// The sample app's ``MailboxCodec`` for the codec laws and fuzz oracles;
  /// `.unknown(_)` is its unknown intent.
  public static var mailbox: LinkCodec<MailboxIntent> {
    LinkCodec(MailboxCodec()) { intent in
      if case .unknown = intent { return true }
      return false
    }
  }
}
