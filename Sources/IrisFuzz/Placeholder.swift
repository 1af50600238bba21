// Placeholder: filled in by the IrisFuzz work.
