import Foundation
import IrisCheck
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let writers = 32
    let log = WriterLog()
    // NB: a barrier: every writer thread starts, then all append at once.
    // Inside its exclusive section each writer tries to lock the file
    // again without waiting: that must fail while the section holds the
    // lock, so a missing lock is caught on every run, not by luck.
    let arrived = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<writers {
      done.enter()
      Thread {
        arrived.signal()
        go.wait()
        do {
          try RegressionFile(path: path).append(
            ReplayToken(ChoiceSequence([UInt64(index)])), for: "p\(index % 4)",
            valueDescription: "\(index)"
          ) {
            if Self.canLockWithoutWaiting(path) { log.add("writer \(index) was not alone") }
          }
        } catch {
          log.add("\(error)")
        }
        done.leave()
      }.start()
    }
    for _ in 0..<writers { arrived.wait() }
    for _ in 0..<writers { go.signal() }
    done.wait()
    #expect(log.entries.isEmpty)
    let lines = (directory.contents("shared.regressions") ?? "").split(separator: "\n")
    #expect(lines.filter { !$0.hasPrefix("#") }.count == writers)
    #expect(lines.filter { $0.hasPrefix("# IrisCheck") }.count == 1)
    let saved = (0..<4).flatMap { RegressionFile(path: path).entries(for: "p\($0)").entries }
    #expect(Set(saved.map(\.token)).count == writers)
  }

  /// Whether another open file description can lock `path` right now.
  private static func canLockWithoutWaiting(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return flock(descriptor, LOCK_EX | LOCK_NB) == 0
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

/// What went wrong in the writer threads; locked, as they write at once.
private final class WriterLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  var entries: [String] { lock.withLock { lines } }

  func add(_ line: String) { lock.withLock { lines.append(line) } }
}
