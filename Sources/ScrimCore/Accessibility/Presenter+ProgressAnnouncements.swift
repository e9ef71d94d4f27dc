// A progress dialog speaks in steps: every `announcementStep` (10% by default) and when its
// text changes, never every percent, so a screen reader is not drowned.
extension Presenter {
  /// Announces the active modal's progress when it has crossed a step, and its message when
  /// it changed, since the last look.
  ///
  /// - Complexity: O(n) in the number of controls.
  func announceProgress() {
    // Read through `active` rather than copied out of it: every frame asks, and most
    // modals hold no bar.
    guard let modal = active?.modal, active?.phase != .dismissing else { return }
    var showsProgress = false
    for (index, control) in modal.controls.enumerated() {
      guard case .progress(let progress) = control else { continue }
      showsProgress = true
      let step = progress.currentStep ?? Int.min
      let announced = active?.announcedSteps[index]
      guard step != announced else { continue }
      active?.announcedSteps[index] = step
      let isFirst = announced == nil
      // The first determinate value is said with the dialog; an unknown one says nothing new.
      if isFirst, progress.isIndeterminate { continue }
      let value = progress.percentage.map { "\($0)%" } ?? "in progress"
      announcements.post("\(progress.accessibilityLabel): \(value)", politeness: .polite)
    }
    guard showsProgress else { return }
    let message = modal.messageAccessibilityLabel ?? modal.message ?? ""
    if message != active?.announcedMessage {
      active?.announcedMessage = message
      if !message.isEmpty { announcements.post(message, politeness: .polite) }
    }
  }
}
