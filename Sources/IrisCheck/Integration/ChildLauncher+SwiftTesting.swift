import Foundation
import IrisCheckCore
import Testing

extension ChildLauncher {
  /// How to run the current Swift Testing test again in a child process:
  /// the test binary (`/proc/self/exe`) filtered to the test, with this
  /// process's environment; `nil` outside a Swift Testing test and off
  /// Linux (where `swift test` does not run the test binary itself), so
  /// traps there stay unguarded.
  package static var currentTest: ChildLauncher? {
    #if os(Linux)
      guard let test = Test.current,
        let executable = try? FileManager.default.destinationOfSymbolicLink(
          atPath: "/proc/self/exe")
      else { return nil }
      let name = "\(test.id.moduleName)." + test.id.nameComponents.joined(separator: "/")
      return ChildLauncher(
        executable: executable,
        arguments: [
          "--testing-library", "swift-testing",
          "--filter", NSRegularExpression.escapedPattern(for: name),
        ],
        environment: ProcessInfo.processInfo.environment)
    #else
      return nil
    #endif
  }
}
