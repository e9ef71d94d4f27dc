import ScrimCore

extension CompatBuilder {
  /// dialog's `--tailboxbg`: the file's last lines, as a tail box first shows them, in a
  /// box with no button, drawn once and left on screen (`CompatBox.Kind.endsAtOnce`), or,
  /// when boxes follow it in a chain, kept following beneath them (`TailboxBackgrounds`).
  func addTailboxBackground(to shown: ShownBox<CompatBox>) throws(CompatUsageError) {
    addFollowedBody(to: shown)
    let file = try TailFile(path: shown.box.text)
    shown.followedBody?.append(file.newLines())
    // Kept beneath the boxes after it, it follows on from here (`TailboxBackgrounds`).
    shown.followedBody?.tail = file
  }
}
