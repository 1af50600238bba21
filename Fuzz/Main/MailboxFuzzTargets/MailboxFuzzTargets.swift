import IrisFuzz
import MailboxChecks

/// The sample app's law suites as fuzz targets: the list `MailboxFuzz`
/// hands to `FuzzMain.run`, and the replay tests' (`FuzzTargetTests`),
/// which run each target's committed corpus through it.
public enum MailboxFuzzTargets {
  /// `MailboxCodecSuite`: every codec law on ``MailboxLaws/codec(_:)``, the
  /// bytes read as the laws' choices.
  public static let all: [FuzzTarget] = [
    .suite("MailboxCodecSuite", MailboxLaws.codec())
  ]
}
