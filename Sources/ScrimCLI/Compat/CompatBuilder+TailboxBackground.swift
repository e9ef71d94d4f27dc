import ScrimCore

extension CompatBuilder {
  /// dialog's `--tailboxbg`: the file's last lines, as a tail box first shows them, in a
  /// box with no button, drawn once and left on screen (`CompatBox.Kind.endsAtOnce`).
  func addTailboxBackground(to shown: ShownBox<CompatBox>) throws(CompatUsageError) {
    addFollowedBody(to: shown)
    shown.followedBody?.append(try TailFile(path: shown.box.text).newLines())
  }
}
