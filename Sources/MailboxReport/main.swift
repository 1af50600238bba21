import IrisCheck
import MailboxChecks

let audit = MailboxAudit.audit()
print(audit.run().markdown)
print(audit.catalog().markdown)
print(audit.graph().mermaid)
