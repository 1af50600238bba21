// One `import IrisCheck` in a test target brings the whole harness: the
// engine, the laws, the scheduler and the audit, with the Swift Testing and
// XCTest integration this module adds.
@_exported import IrisCheckAudit
@_exported import IrisCheckCore
@_exported import IrisCheckLaws
@_exported import IrisCheckScheduling
