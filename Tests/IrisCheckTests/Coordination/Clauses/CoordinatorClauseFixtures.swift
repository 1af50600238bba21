import IrisCheck
import IrisCheckFixtures
import ShelfChecks

/// One planted coordinator per clause of every coordinator law.
let clauseFixtures: [ClauseFixture] = [
  // NonInterleaving
  .burst(
    .linksOnFreshExecutors, breaks: "LinksShareOneExecutor", of: "NonInterleaving",
    minimal: "link .home · link .home (schedule [])", "links on a fresh executor each"),
  .shelf(
    .tapsOnFreshExecutors, breaks: "TapsShareOneExecutor", of: "NonInterleaving",
    minimal: "tap .library · tap .library (schedule [])", "taps on a fresh executor each"),
  .burst(
    .routesPagesAfterLoading, breaks: "LinksRoutedInOrder", of: "NonInterleaving",
    minimal: #"link .page("a") · yield · link .home (schedule [])"#,
    "a link to a page routed once the page loaded, other links at once"),
  .shelf(
    .tapsWaitForTheBook, breaks: "TapsRoutedInOrder", of: "NonInterleaving",
    minimal: #"tap .book("a") · yield · tap .library (schedule [])"#,
    "a tap on a book routed once the book loaded, other taps at once"),
  ClauseFixture(
    clause: "HeldLinkGivesWay", law: "NonInterleaving",
    name: "a link to a book routed once loaded unless a newer link came, whatever the taps",
    minimal: #"link .book("a") · tap .library (schedule [])"#
  ) { law, clause, configuration in
    await CoordinatorLaws(loadingFirst(dropping: .pastNewerLinks), intents: ShelfGenerators.intent)
      .check(law, clause: clause, configuration)
  },
  .burst(
    .routesPagesAfterLoading, breaks: "HeldLinkGivesWay", of: "NonInterleaving",
    minimal: #"link .page("a") · restore snapshot #0 (schedule [])"#,
    "a link to a page routed once loaded, even after a restore"),
  .burst(
    [.drainTimeoutMidStep, .cancelsWrapperOnly], breaks: "NoOlderStepAfterNewer",
    of: "NonInterleaving", minimal: #"link .page("a") · link .home (schedule [])"#,
    "a drain that gives up on an older flow that goes on with its steps"),
  .burst(
    .drainTimeoutMidStep, breaks: "DrainEndsTheStepInFlight", of: "NonInterleaving",
    minimal: #"link .page("a") · wait 300ms · link .home (schedule [])"#,
    "a drain timeout that starts the next flow mid-step"),
  // SupersededPrefix
  .burst(
    .appliesPeekBackwards, breaks: "StepsInOrder", of: "SupersededPrefix",
    minimal: #"link .peek("a") (schedule [])"#,
    "a peek applied last step first"),
  .burst(
    .skipsCheckBetweenSteps, breaks: "NoStepBegunAfterSupersession", of: "SupersededPrefix",
    minimal: #"link .peek("a") · wait 1ms · link .home (schedule [])"#,
    "no cancellation check between steps"),
  .burst(
    .cancelsWrapperOnly, breaks: "NoStepBegunAfterSupersession", of: "SupersededPrefix",
    minimal: "link .home · link .home (schedule [])",
    "an executor that cancels a wrapper task and leaves the work running"),
  .shelf(
    .redirectsWhenSuperseded, breaks: "NoFollowUpAfterSupersession", of: "SupersededPrefix",
    minimal: #"link .book("") · yield · link .library (schedule [])"#,
    "a redirect routed by a superseded flow"),
  .burst(
    .writesAfterAwait, breaks: "NoWriteAfterSupersession", of: "SupersededPrefix",
    minimal: #"link .page("a") · wait 300ms · link .home (schedule [])"#,
    "an apply that writes after an await without checking cancellation"),
  .burst(
    .restoreKeepsTheFlowRunning, breaks: "RestoreSupersedesEveryFlow", of: "SupersededPrefix",
    minimal: "link .home · restore snapshot #0 (schedule [])",
    "a restore that leaves the running flow running"),
  // LastWins
  .burst(
    .dropsPeeksLastStep, breaks: "LastFlowAppliesAllItsSteps", of: "LastWins",
    minimal: #"link .peek("a") (schedule [])"#,
    "a peek that skips its last step and finishes"),
  .burst(
    .confirmsBeforeItsEditorOpens, breaks: "EndsInTheModelsState", of: "LastWins",
    minimal: #"link .page("a") (schedule [1, 1, 1, 1, 1, 0, 1, 1, 1])"#,
    "a confirmation from the global executor expected after a main-actor task"),
  .burst(
    .writesLateOutsideAnyFlow, breaks: "NothingChangesTheStateAfter", of: "LastWins",
    minimal: "link .home (schedule [])", "an app task that writes a second after a link"),
  .burst(
    .ignoresALinkToTheShownPage, breaks: "IgnoredLinkHolds", of: "LastWins",
    minimal: #"link .page("a") · link .home (schedule [])"#,
    "a link to where the app is, ignored while an earlier flow is on its way elsewhere"),
  .burst(
    .ignoresALinkByItsPathAlone, breaks: "IgnoredLinkHolds", of: "LastWins",
    minimal: #"link .deeper("a") · wait 2s · link .page("a") (schedule [])"#,
    "a link ignored because the path is where it leads, though the note is not"),
  .burst(
    .restoreKeepsThePages, breaks: "RestoreShowsItsSnapshot", of: "LastWins",
    minimal: #"link .page("a") · wait 2s · restore snapshot #0 (schedule [])"#,
    "a restore that puts back the note but keeps the pages it finds"),
  // WorkEndsWithFlow
  .burst(
    .writesInDetachedTask, breaks: "StartedTasksEndWithTheirFlow", of: "WorkEndsWithFlow",
    minimal: #"link .page("a") (schedule [])"#,
    "an effect whose write, handed to a new task, lands after its flow finished"),
  .burst(
    .sleepsInsteadOfAwaitingTheWrite, breaks: "StartedTasksEndWithTheirFlow",
    of: "WorkEndsWithFlow",
    minimal: #"link .page("a") (schedule [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 3])"#,
    "a write handed to a request that the effect sleeps 10 ms for instead of awaiting"),
  // Quiescence
  .burst(
    .hangsWhenCancelled, breaks: "RunCompletes", of: "Quiescence",
    minimal: #"link .page("a") · wait 300ms · link .home (schedule [])"#,
    "a save cancelled mid-flight that waits forever for its confirmation"),
  .burst(
    .staysBusyAfterCancel, breaks: "ExecutorsIdle", of: "Quiescence",
    minimal: "restore snapshot #0 (schedule [])",
    "a cancellation that leaves the executor busy"),
  .burst(
    .reportsHomesEndTwice, breaks: "OneEndPerFlow", of: "Quiescence",
    minimal: "link .home (schedule [])",
    "a flow that reports its finish twice"),
  // HandoffAtMostOnce
  .burst(
    .deliversTwice, breaks: "ClaimedAtMostOnce", of: "HandoffAtMostOnce",
    minimal: #"link .page("a") · wait 2s · mount screen #0 (schedule [])"#,
    "a handoff delivered twice"),
  // NoStalePayload
  .tabs(
    breaks: "PathMovesOnlyBySteps", of: "NoStalePayload",
    minimal:
      #"link .open(.left, id: "a") · yield · link .show(.right) · yield · link .show(.left) (schedule [])"#,
    "a tab app whose harness has no `place`"),
  .burst(
    .claimsTheLatestBaton, breaks: "ScreenGetsTheBatonOfItsPush", of: "NoStalePayload",
    minimal: #"link .page("a") · wait 2s · mount screen #0 · link .home (schedule [])"#,
    "a claim that returns the latest link's baton"),
  .burst(
    .wakesWithoutRecheck, breaks: "WaitingScreenGetsACurrentBaton", of: "NoStalePayload",
    minimal:
      #"link .page("a") · wait 2s · mount screen #0 · yield · mount screen #0 · link .deeper("a") · yield · link .home (schedule [])"#,
    "a push that wakes a waiting screen without re-checking after its hop"),
  ClauseFixture(
    clause: "ScreenThatLeftMovesNothing", law: "NoStalePayload",
    name: "a page that closes itself 300 ms after it has its baton, even once it left",
    minimal:
      #"link .page("a") · yield · wait 2s · mount screen #0 · link .home · yield · restore snapshot #2 (schedule [])"#
  ) { law, clause, configuration in
    await CoordinatorLaws(closingPages(checkingCancellation: false), intents: BurstFlow.intents)
      .check(law, clause: clause, configuration)
  },
  // HandoffCleanup
  .burst(
    .registersBeforePushing, breaks: "RegistersOnlyOnScreen", of: "HandoffCleanup",
    minimal: #"link .page("a") (schedule [])"#, "a registration made before the page is on the path"
  ),
  .burst(
    .registersAgainAfterTheNote, breaks: "RegistersRightAfterItsPush", of: "HandoffCleanup",
    minimal: #"link .page("a") (schedule [])"#, "a registration made again by the note effect"),
  .burst(
    .popLeaksEntry, breaks: "NoEntryOffScreen", of: "HandoffCleanup",
    minimal: #"link .page("a") · wait 2s · pop (schedule [])"#,
    "a pop that leaves its entry registered"),
  .burst(
    .cancelledPushRegisters, breaks: "NoEntryOffScreen", of: "HandoffCleanup",
    minimal:
      #"link .page("a") · wait 2s · link .deeper("a") · yield · restore snapshot #0 (schedule [])"#,
    "a cancelled push that still registers its handoff"),
  .burst(
    .waitsWithoutAnEntry, breaks: "NoScreenWaitsWithoutAnEntry", of: "HandoffCleanup",
    minimal:
      #"link .page("a") · wait 2s · mount screen #0 · yield · mount screen #0 (schedule [])"#,
    "a screen that waits without an entry"),
  // NB: seed 2. Seed 1's bursts miss it since screens are cancelled as they leave: the race
  // needs a claim and a push of the same page in one turn, the push's registration run first.
  .burst(
    .removesFreshEntry, breaks: "UnclaimedRegistrationStays", of: "HandoffCleanup",
    minimal:
      #"link .deeper("a") · wait 1ms · link .deeper("a") · mount screen #0 (schedule [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2])"#,
    seed: 2, "a registry that removes a fresh registration"),
]
