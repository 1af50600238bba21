import Testing

/// Every test that drives a ``DeterministicScheduler`` (or its clock through
/// one): serialized, because a run's hooks are process-wide.
@Suite(.serialized) enum SchedulingTests {}
