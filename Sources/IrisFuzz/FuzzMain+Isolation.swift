import Foundation
import IrisCheckCore
import IrisCheckLaws

extension FuzzMain {
  /// Answers a replay or an investigation by running it in a child first;
  /// when the child trapped, says so (a replay) or shrinks the trapping
  /// input in further children (an investigation).
  /// - Parameters:
  ///   - command: a replay or an investigation.
  ///   - arguments: the arguments that run `command` in a child.
  ///   - target: the command's target.
  ///   - child: this executable as a child.
  ///   - executable: the executable's name, for replay lines.
  /// - Returns: the child's answer when it did not trap, else this one.
  static func isolated(
    _ command: FuzzCommand, _ arguments: [String], through target: FuzzTarget, child: FuzzChild,
    executable: String
  ) async -> FuzzResponse {
    let run = await child.run(arguments)
    guard let trap = run.trap else {
      return FuzzResponse(status: run.status, output: run.output, errors: run.errors)
    }
    switch command {
    case .replayFiles(_, let files):
      var response = FuzzResponse(status: 0)
      for file in files {
        let one = await child.run(["--replay", target.name, file])
        if let trap = one.trap {
          response.output += "\(file): trapped: \(trap)\n"
        } else {
          response.output += one.output
          response.errors += one.errors
        }
        if one.trap != nil || one.status != 0 { response.status = max(response.status, 1) }
        if one.trap == nil, one.status == 2 { response.status = 2 }
      }
      return response
    case .replayToken(_, let law, let token):
      return FuzzResponse(
        status: 1, output: run.output + "\(target.name)/\(law) \(token): trapped: \(trap)\n",
        errors: "")
    case .investigate(_, let file, let save):
      guard let data = FileManager.default.contents(atPath: file) else {
        return FuzzResponse(status: 2, errors: "error: cannot read \(file)\n")
      }
      let investigation = await investigateTrap(Array(data), trap, through: target, child: child)
      return render(investigation, of: target, save: save, executable: executable)
    case .fuzz, .list, .usage:
      return FuzzResponse(status: run.status, output: run.output, errors: run.errors)
    }
  }

  /// What an input that trapped a child amounts to: a byte target's input
  /// is its own finding; a law's case is shrunk in children.
  /// - Parameters:
  ///   - bytes: the input.
  ///   - trap: the trap's message on the input.
  ///   - target: the target.
  ///   - child: this executable as a child.
  /// - Returns: the investigation.
  static func investigateTrap(
    _ bytes: [UInt8], _ trap: String, through target: FuzzTarget, child: FuzzChild
  ) async -> FuzzInvestigation {
    guard let laws = target.laws else {
      let value = SwiftLiteral.describe(FuzzText.string(bytes))
      return .found([
        FuzzFinding(
          target: target.name, law: target.name, token: nil, value: value,
          violation: "\(target.name) trapped on \(value): \(trap)",
          report: "Fuzz target \(target.name) trapped (the process died).\n\n"
            + "Input (\(bytes.count) bytes):\n  \(value)\nTrap:\n  \(trap)")
      ])
    }
    guard !laws.isEmpty, let (index, choices) = FuzzLaw.decode(laws, bytes: bytes) else {
      return .skipped("no value could be drawn from the input")
    }
    var pick = ByteEncodingSource(ReplaySource(ChoiceSequence([UInt64(index)])))
    _ = pick.next(upTo: UInt64(laws.count - 1))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "irischeck-trap-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: .min ... .max))"
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let candidate = folder.appendingPathComponent("candidate")
    let name = target.name
    return await laws[index].shrinkTrap(choices, selector: pick.bytes, target: name) { bytes in
      guard (try? Data(bytes).write(to: candidate)) != nil else { return nil }
      return await child.run(["--replay", name, candidate.path]).trap
    }
  }
}
