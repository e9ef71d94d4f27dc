import ScrimCore

// A progress dialog in line mode: no question, only the steps the stage announces (every
// 10%, and each change of its text), one a line, until the app ends it.
extension AccessibleRunner {
  /// Prints the progress the stage announces, asking `progressFeed` for each update.
  ///
  /// It stops when `hasEnded` says the modal is gone or the feed runs dry. Ending the
  /// dialog is the app's: the feed's owner dismisses it when its work is done.
  func followProgress(on stage: Stage, hasEnded: () -> Bool) {
    // The title and message were just said; the appearance's announcements repeat them.
    sayProgress(stage.takeAnnouncements().filter { $0.politeness == .polite })
    while !hasEnded(), let feed = progressFeed, feed() {
      stage.update()
      sayProgress(stage.takeAnnouncements())
    }
    stage.update()
  }

  private func sayProgress(_ announcements: [Announcement]) {
    for announcement in announcements { say(announcement.text) }
  }
}
