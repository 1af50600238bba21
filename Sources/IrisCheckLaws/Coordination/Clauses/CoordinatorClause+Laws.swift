import Iris

extension CoordinatorClause {
  /// One executor per entry point, routed in the user's order (a held link
  /// gives way); on each, no older step after a newer one.
  static var nonInterleaving: [Self] {
    [
      .linksShareOneExecutor, .tapsShareOneExecutor, .linksRoutedInOrder, .tapsRoutedInOrder,
      .heldLinkGivesWay, .noOlderStepAfterNewer, .drainEndsTheStepInFlight,
    ]
  }

  /// Steps in order; once superseded, nothing begun; a restore supersedes all.
  static var supersededPrefix: [Self] {
    [
      .stepsInOrder, .noStepBegunAfterSupersession, .noFollowUpAfterSupersession,
      .noWriteAfterSupersession, .restoreSupersedesEveryFlow,
    ]
  }

  /// The last flow on each executor applies all its steps and its state
  /// stays; an ignored link was already shown; a last restore shows its snapshot.
  static var lastWins: [Self] {
    [
      .lastFlowAppliesAllItsSteps, .endsInTheModelsState, .nothingChangesTheStateAfter,
      .ignoredLinkHolds, .restoreShowsItsSnapshot,
    ]
  }

  static var workEndsWithFlow: [Self] { [.startedTasksEndWithTheirFlow] }

  static var quiescence: [Self] { [.runCompletes, .executorsIdle, .oneEndPerFlow] }

  static var handoffAtMostOnce: [Self] { [.claimedAtMostOnce] }

  static var noStalePayload: [Self] {
    [
      .pathMovesOnlyBySteps, .screenGetsTheBatonOfItsPush, .waitingScreenGetsACurrentBaton,
      .screenThatLeftMovesNothing,
    ]
  }

  /// Registrations follow their push on screen; the registry ends matching the screens.
  static var handoffCleanup: [Self] {
    [
      .registersOnlyOnScreen, .registersRightAfterItsPush, .noEntryOffScreen,
      .noScreenWaitsWithoutAnEntry, .unclaimedRegistrationStays,
    ]
  }
}
