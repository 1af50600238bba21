// Placeholder: filled in by the Iris work.
