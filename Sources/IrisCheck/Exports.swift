// One `import IrisCheck` in a test target brings the whole harness: the
// engine, the laws, the scheduler and the audit, with the Swift Testing and
// XCTest integration this module adds, and Iris, whose types (`Step`,
// `Baton`, `NavigationState`) every harness and model names. NB: `@_exported import` only makes
// the names visible to importers at compile time, the same on every
// platform (Foundation and SwiftUI re-export their layers the same way).
@_exported import Iris
@_exported import IrisCheckAudit
@_exported import IrisCheckCore
@_exported import IrisCheckLaws
@_exported import IrisCheckScheduling
