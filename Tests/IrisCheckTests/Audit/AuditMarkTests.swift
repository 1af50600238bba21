import IrisCheck
import Testing

struct AuditMarkTests {
  @Test func worstMarkIgnoresCellsThatDoNotApply() {
    #expect(AuditMark.worst([.pass, .notApplicable]) == .pass)
    #expect(AuditMark.worst([.notApplicable, .notApplicable]) == .notApplicable)
    #expect(AuditMark.worst([.pass, .warn, .notApplicable]) == .warn)
    #expect(AuditMark.worst([.warn, .fail, .pass]) == .fail)
    #expect(AuditMark.worst([]) == .notApplicable)
  }

  @Test func statusUsesTheReportSymbols() {
    #expect(AuditMark.fail.status == "❌")
    #expect(AuditMark.fail.description == "✗")
    #expect(AuditMark.pass.status == "✓")
    #expect(AuditMark.notApplicable.status == "n/a")
  }
}
