import Testing

/// A screen reader that is running before `scrim-gtk` starts (Orca's case) hears where the
/// focus is when the first window opens. GTK 4.8 joins the accessibility registry only
/// after that window shows, and the focus event it sends on showing comes from objects not
/// yet on the bus: the app says its focus again once the registry lists it. The probe's
/// listener is registered before the program starts, and no key is pressed.
extension ScreenReaderTreeTests {
  @Test("an alert's first focus reaches a listener that was there before the window")
  func alertFirstFocus() throws {
    let probe = try ScreenReaderProbe.run(
      [
        scrim, "alert", "--title", "Delete draft?", "--message", "Gone for good.",
        "--action", "No:cancel", "--action", "Yes",
      ], awaiting: ["object:state-changed:focused"])
    #expect(!probe.output.contains("error:"), "\(probe.output)")
    #expect(
      probe.events.contains("object:state-changed:focused push button \"Yes\" 1"),
      "\(probe.output)")
    #expect(probe.events.contains("focus: push button \"Yes\" 0"), "\(probe.output)")
  }

  @Test("a dialog's first focus, on its text field, reaches a listener that was there before")
  func dialogFirstFocus() throws {
    let probe = try ScreenReaderProbe.run(
      [scrim, "dialog", "--title", "Rename", "--field", "name=draft.txt"],
      awaiting: ["object:state-changed:focused"])
    #expect(
      probe.events.contains("object:state-changed:focused text \"name\" 1"), "\(probe.output)")
  }
}
