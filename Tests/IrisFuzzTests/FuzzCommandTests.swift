import IrisFuzz
import Testing

struct FuzzCommandTests {
  private let names = ["Codec", "Paths"]

  private func command(_ arguments: [String], _ environment: [String: String] = [:]) -> FuzzCommand
  {
    FuzzCommand(arguments: arguments, environment: environment, targetNames: names)
  }

  @Test func theTargetVariableFuzzesWithEveryArgumentForLibFuzzer() {
    #expect(
      command(["/b/TinyFuzz", "-max_len=9", "Corpus/Codec"], ["IRISCHECK_FUZZ_TARGET": "Codec"])
        == .fuzz(target: "Codec", arguments: ["/b/TinyFuzz", "-max_len=9", "Corpus/Codec"]))
  }

  @Test func anExecutableNamedAfterATargetFuzzesIt() {
    #expect(
      command(["/out/Paths", "-runs=500", "seeds"])
        == .fuzz(target: "Paths", arguments: ["/out/Paths", "-runs=500", "seeds"]))
  }

  @Test func theOtherForms() {
    #expect(command(["/b/TinyFuzz", "--list"]) == .list)
    #expect(
      command(["/b/TinyFuzz", "--replay", "Codec", "a", "b"])
        == .replayFiles(target: "Codec", files: ["a", "b"]))
    #expect(
      command(["/b/TinyFuzz", "--replay", "Codec", "RoundTrip", "ic1:AQ"])
        == .replayToken(target: "Codec", law: "RoundTrip", token: "ic1:AQ"))
    #expect(
      command(["/b/TinyFuzz", "--investigate", "Codec", "crash-1", "--save", "f.regressions"])
        == .investigate(target: "Codec", file: "crash-1", save: "f.regressions"))
    #expect(command(["/b/TinyFuzz"]) == .usage(error: nil))
    #expect(command(["/b/TinyFuzz", "--fuzz"]) == .usage(error: "unexpected arguments: --fuzz"))
  }
}
