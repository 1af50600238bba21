// The sample app's law suites as fuzz targets, for `swift package fuzz`
// (and `make fuzz`, `make fuzz-smoke`).
import IrisFuzz
import MailboxFuzzTargets

FuzzMain.run(MailboxFuzzTargets.all)
