// The `fuzz` command plugin's worker, and `make fuzz`'s campaign runner:
// see `ToolCommand` for its two forms.
import Foundation
import IrisFuzzCampaign

let command: ToolCommand
do {
  command = try ToolCommand(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  // NB: help on standard output; a problem, alone, on standard error,
  // where the `fuzz` plugin reads it from.
  let stream = error.problem == nil ? FileHandle.standardOutput : FileHandle.standardError
  stream.write(Data("\(error)\n".utf8))
  exit(error.problem == nil ? 0 : 2)
}
switch command {
case .package(let fuzz):
  exit(await fuzz.run())
case .run(let campaign, let root):
  let report = CampaignReport(runs: await campaign.run(), root: root)
  print(
    report.findingReports + (report.findingReports.isEmpty ? "" : "\n") + report.text,
    terminator: "")
  exit(report.status)
}
