extension BurstCoordinator {
  /// Writes the note through a request on the global executor (a detached
  /// task that reaches the main actor), the way the two planted flaws that
  /// only a device's orders expose do (see
  /// ``Bugs/sleepsInsteadOfAwaitingTheWrite`` and
  /// ``Bugs/confirmsBeforeItsEditorOpens``).
  /// - Parameter name: the note.
  func writeThroughARequest(_ name: String) async {
    if bugs.contains(.sleepsInsteadOfAwaitingTheWrite) {
      Task.detached {
        // NB: the request takes a few steps on the global executor.
        for _ in 0..<4 { await Task.yield() }
        await MainActor.run { self.state.note = name }
      }
      try? await clock.sleep(for: .milliseconds(10))
      return
    }
    editorOpen = false
    await withCheckedContinuation { (confirmed: CheckedContinuation<Void, Never>) in
      Task.detached {
        await MainActor.run {
          if self.editorOpen { self.state.note = name }
          confirmed.resume()
        }
      }
      Task { @MainActor in self.editorOpen = true }
    }
  }
}
