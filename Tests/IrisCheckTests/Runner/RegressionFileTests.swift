import Foundation
import IrisCheck
import IrisCheckFixtures
import Testing

struct RegressionFileTests {
  // MARK: - Path rule

  @Test func pathIsHiddenFolderNextToTheTestFile() {
    let path = RegressionFile.path(forTestFile: "/repo/Tests/FooTests/Sub/BarTests.swift")
    #expect(path == "/repo/Tests/FooTests/Sub/.irischeck/BarTests.regressions")
  }

  @Test func propertyIDHasNoSpacesOrHashes() {
    #expect(RegressionFile.propertyID("a b\t#c") == "a_b__c")
  }

  // MARK: - Reading and writing

  @Test func missingFileHasNoEntriesAndNoProblems() throws {
    let directory = try TemporaryDirectory()
    let (entries, problems) = RegressionFile(path: directory.file("none")).entries(for: "p")
    #expect(entries.isEmpty && problems.isEmpty)
  }

  @Test func appendedEntriesReadBackInOrderPerProperty() throws {
    let directory = try TemporaryDirectory()
    let file = RegressionFile(path: directory.file("deep/x.regressions"))
    let first = ReplayToken(ChoiceSequence([1]))
    let second = ReplayToken(ChoiceSequence([2]))
    #expect(try file.append(first, for: "p", valueDescription: "1"))
    #expect(try file.append(ReplayToken(ChoiceSequence([9])), for: "q", valueDescription: "9"))
    #expect(try file.append(second, for: "p", valueDescription: "2\nline"))
    let (entries, problems) = file.entries(for: "p")
    #expect(problems.isEmpty)
    #expect(entries.map(\.token) == [first, second])
    #expect(directory.contents("deep/x.regressions")?.contains("p \(second) # 2 line\n") == true)
  }

  @Test func concurrentWritersLoseNoLines() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("shared.regressions")
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 32) { index in
      do {
        try RegressionFile(path: path).append(
          ReplayToken(ChoiceSequence([UInt64(index)])), for: "p\(index % 4)",
          valueDescription: "\(index)")
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty)
    let lines = (directory.contents("shared.regressions") ?? "").split(separator: "\n")
    #expect(lines.filter { !$0.hasPrefix("#") }.count == 32)
    #expect(lines.filter { $0.hasPrefix("# IrisCheck") }.count == 1)
    let saved = (0..<4).flatMap { RegressionFile(path: path).entries(for: "p\($0)").entries }
    #expect(Set(saved.map(\.token)).count == 32)
  }

  @Test func sameCaseIsWrittenOnce() throws {
    let directory = try TemporaryDirectory()
    let file = RegressionFile(path: directory.file("x.regressions"))
    let token = ReplayToken(ChoiceSequence([1, 2]))
    #expect(try file.append(token, for: "p", valueDescription: "v"))
    #expect(try !file.append(token, for: "p", valueDescription: "v"))
    #expect(file.entries(for: "p").entries.count == 1)
  }

  @Test func malformedLineNamesFileLineAndReason() throws {
    let directory = try TemporaryDirectory()
    try directory.write("p ic9:AA # old\n\np a b\n", to: "x.regressions")
    let path = directory.file("x.regressions")
    let problems = RegressionFile(path: path).entries(for: "p").problems
    #expect(problems.map(\.line) == [1, 3])
    #expect(problems[0].description.hasPrefix("\(path):1: skipped saved regression: "))
    #expect(problems[0].reason.contains("version 9 is not supported"))
    #expect(problems[1].reason.contains("found 3 field(s)"))
  }
}
