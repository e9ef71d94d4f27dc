import ScrimCore

/// The catalog's suspension example, the same in every renderer's catalog: the first use
/// suspends messages and queues two that wait; the next resumes them.
package enum CatalogSuspension {
  /// Suspends or resumes `snackbars`, showing the held messages through `show`.
  ///
  /// - Parameters:
  ///   - token: The suspension held between uses; nil when messages flow.
  ///   - again: How the user runs the example again, for the status line.
  /// - Returns: The status line that says what happened.
  @MainActor
  package static func toggle(
    _ token: inout SuspensionToken?, on snackbars: SnackbarManager, again: String,
    show: (SnackbarMessage) -> Void
  ) -> String {
    if let held = token {
      snackbars.resumeMessages(token: held)
      token = nil
      return "Messages resumed: the held ones show in order."
    }
    token = snackbars.suspendMessages()
    for index in 1...2 {
      show(
        SnackbarMessage(
          text: "Held back while suspended (\(index) of 2)", duration: .seconds(2),
          category: "held \(index)"))
    }
    return "Messages suspended: 2 waiting. \(again) to resume."
  }
}
