import Foundation
import IrisCheckCore
import IrisCheckLaws
import IrisFuzz
import MailboxChecks

/// Prints the link reader's and the raw fuzz oracle's throughput on 2,000
/// links drawn from the sample app's link generator (catalog links, their
/// near misses and noise), in links per second of CPU time, without
/// fuzzing instrumentation: `codec.parse` parses URLs read beforehand;
/// `oracle.rawCodec` judges the links' bytes through every string law, the
/// work `MailboxCodecRaw` does for each fuzz input.
func runLinkBenchmarks() {
  let codec = LinkCodec.mailbox
  let links = MailboxGenerators.urlString.sample(count: 2_000)
  let urls = links.compactMap { URL(string: $0) }
  report(
    "codec.parse",
    cpuThroughput {
      for url in urls { _ = codec.parse(url) }
      return urls.count
    }, "links/s")
  let inputs = links.map { Array($0.utf8) }
  report(
    "oracle.rawCodec",
    cpuThroughput {
      for input in inputs where FuzzOracles.rawCodec(input, codec: codec).violation != nil {
        preconditionFailure("a string law broke on \(String(decoding: input, as: UTF8.self))")
      }
      return inputs.count
    }, "links/s")
}
