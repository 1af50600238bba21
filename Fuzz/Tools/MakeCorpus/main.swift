// Writes the seed corpus of every fuzz target into Corpus/<target>/ from the
// generators and the sample app's catalog (`MailboxIntent.examples`). Run by
// Scripts/make-corpus.sh; deterministic, so rerunning it changes nothing.
import Foundation
import IrisCheckCore
import IrisCheckFixtures
import IrisCheckLaws
import IrisFuzz
import Mailbox
import MailboxChecks
import MailboxFuzzTargets

let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Corpus")
let codec = LinkCodec.mailbox
let seedCount = 40

/// The sample app's links: the catalog's and generated intents' printed forms.
let generatedIntents = CorpusSeeds.choiceBytes(MailboxGenerators.intent, count: seedCount * 4)
  .compactMap { bytes in
    try? MailboxGenerators.intent.generate(
      ChoiceRecorder(source: ByteSource(bytes), exhaustion: .drawSimplest))
  }
let links = (MailboxIntent.examples + generatedIntents).compactMap {
  codec.print($0)?.absoluteString
}

var seeds: [String: [[UInt8]]] = [
  "MailboxCodecRaw": links.map { Array($0.utf8) },
  "MailboxCodecLaws": links.map { Array($0.utf8) },
  "RouterDifferential": links.map { Array($0.utf8) },
  "MailboxIntentChoices": CorpusSeeds.choiceBytes(MailboxGenerators.intent, count: seedCount),
  "RouterPatterns": CorpusSeeds.choiceBytes(RouterFuzzCase.generator, count: seedCount),
  "MailboxSchedules": CorpusSeeds.choiceBytes(
    CoordinatorLaws(MailboxLaws.harness, intents: MailboxGenerators.intent).scenarios,
    count: seedCount),
]
// The law-suite targets: eight cases per law.
for target in MailboxFuzzTargets.all { seeds[target.name] = target.seeds(count: 8) }

/// FNV-1a, so a seed's file name is a function of its bytes.
func name(_ bytes: [UInt8]) -> String {
  let hash = bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  return "seed-" + String(hash, radix: 16)
}

for (target, inputs) in seeds.sorted(by: { $0.key < $1.key }) {
  let folder = root.appending(path: target)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var written = Set<String>()
  for input in inputs where written.insert(name(input)).inserted {
    try Data(input).write(to: folder.appending(path: name(input)))
  }
  print("\(target): \(written.count) seeds")
}
