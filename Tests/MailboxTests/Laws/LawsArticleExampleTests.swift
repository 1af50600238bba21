import IrisCheck
import Mailbox
import MailboxChecks
import Testing

// The example of `IrisCheckLaws.docc/Laws.md` ("Plug in a codec and a flow"),
// verbatim (ReadmeBlocksTests checks the article still shows exactly this
// code): the sample app's codec and flow pass the codec and flow laws.

@Test func mailboxObeysTheLaws() async {
  let codec = LinkCodec(MailboxCodec()) { if case .unknown = $0 { true } else { false } }
  let intents = MailboxGenerators.intent
  let codecLaws = CodecLaws(codec, intents: intents, urls: MailboxGenerators.urlString).suite
  let flowLaws = FlowLaws(
    FlowUnderTest(MailboxFlow.self), intents: intents, isNoOp: codec.isUnknown,
    routeCases: ["thread", "message", "searchResults", "contact", "settings"],
    sheetCases: ["compose", "settings"])
  await (codecLaws + flowLaws.suite).check()
}
