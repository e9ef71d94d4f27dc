import ScrimCore

// A progress dialog in line mode: no question, only the steps the stage announces (every
// 10%, and each change of its text), one a line, until the app ends it.
extension AccessibleRunner {
  /// Prints the progress the stage announces, asking `progressFeed` for each update, until
  /// `hasEnded` says the modal is gone; with no feed, or when the feed runs dry, the modal
  /// is dismissed.
  func followProgress(of modal: any Modal, on stage: Stage, hasEnded: () -> Bool) {
    // The title and message were just said; the appearance's announcements repeat them.
    sayProgress(stage.takeAnnouncements().filter { $0.politeness == .polite })
    while !hasEnded() {
      guard let feed = progressFeed, feed() else {
        stage.presenter.dismiss(modal)
        stage.update()
        break
      }
      stage.update()
      sayProgress(stage.takeAnnouncements())
    }
  }

  private func sayProgress(_ announcements: [Announcement]) {
    for announcement in announcements { say(announcement.text) }
  }
}

extension Control {
  /// Whether this is a progress indicator.
  var isProgress: Bool {
    if case .progress = self { return true }
    return false
  }
}
