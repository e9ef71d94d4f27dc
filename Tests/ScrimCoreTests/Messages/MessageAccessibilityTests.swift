import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct MessageAccessibilityTests {
  @Test("a snackbar is announced politely, with its label if it has one, once it has entered")
  func snackbarAnnouncement() {
    let (clock, manager) = makeManager()
    manager.show(SnackbarMessage(text: "Archived", accessibilityLabel: "Message archived"))
    #expect(manager.takeAnnouncements().isEmpty)
    advance(clock, manager, by: .milliseconds(150))
    #expect(manager.takeAnnouncements() == [Announcement("Message archived", politeness: .polite)])
    #expect(manager.takeAnnouncements().isEmpty)
  }

  @Test("a blank accessibility label is never announced")
  func blankNotAnnounced() {
    let (clock, manager) = makeManager()
    manager.show(SnackbarMessage(text: "Archived", accessibilityLabel: " "))
    advance(clock, manager, by: .milliseconds(150))
    #expect(manager.takeAnnouncements().isEmpty)
  }

  @Test("a snackbar takes focus only when asked, or with an action in accessible mode")
  func snackbarFocus() {
    let (_, manager) = makeManager(reducesMotion: true)
    manager.show(SnackbarMessage(text: "A", action: SnackbarMessage.Action(title: "Undo")))
    #expect(!manager.visibleMessageTakesFocus)
    manager.setAccessibleMode(true)
    #expect(manager.isAccessibleModeOn)
    #expect(manager.visibleMessageTakesFocus)
    manager.setAccessibleMode(false)
    manager.show(SnackbarMessage(text: "B", focusOnShow: true))
    #expect(manager.visibleMessage?.text == "B")
    #expect(manager.visibleMessageTakesFocus)
  }

  @Test("a banner is announced politely with its title and description")
  func bannerAnnouncement() throws {
    let center = BannerCenter(clock: ManualClock(), reducesMotion: true)
    try center.show(Banner(title: "Offline", description: "Changes will sync later."))
    #expect(
      center.takeAnnouncements() == [
        Announcement("Offline. Changes will sync later.", politeness: .polite)
      ])
    #expect(Banner(description: "Saved").announcementText == "Saved")
    #expect(
      Banner(description: "Saved", accessibilityLabel: "All saved").announcementText == "All saved")
  }

  @Test("a banner takes focus when asked, or with actions in accessible mode")
  func bannerFocus() throws {
    let center = BannerCenter(clock: ManualClock(), reducesMotion: true)
    try center.show(Banner(description: "A", actions: [Banner.Action(title: "Retry")]))
    try center.show(Banner(description: "B", position: .bottom, focusOnShow: true))
    #expect(!center.takesFocus(at: .top))
    #expect(center.takesFocus(at: .bottom))
    center.setAccessibleMode(true)
    #expect(center.takesFocus(at: .top))
  }
}

@MainActor
@Suite struct SnackbarActionHintTests {
  @Test("a snackbar's action and its accessibility hint are read after its text")
  func actionHintRead() {
    let (clock, manager) = makeManager()
    var message = SnackbarMessage(text: "Draft deleted")
    message.action = SnackbarMessage.Action(title: "Undo", accessibilityHint: "restores the draft")
    manager.show(message)
    advance(clock, manager, by: .milliseconds(150))
    #expect(
      manager.takeAnnouncements() == [
        Announcement("Draft deleted. Undo, restores the draft.", politeness: .polite)
      ])
  }

  @Test("a snackbar's own accessibility hint is read after its text, before the action")
  func messageHintRead() {
    var message = SnackbarMessage(
      text: "Draft deleted", accessibilityLabel: "Your draft was deleted")
    message.accessibilityHint = "It stays in Trash for 30 days"
    #expect(message.announcementText == "Your draft was deleted. It stays in Trash for 30 days")
    message.action = SnackbarMessage.Action(title: "Undo", accessibilityHint: "restores the draft")
    let (clock, manager) = makeManager()
    manager.show(message)
    advance(clock, manager, by: .milliseconds(150))
    #expect(
      manager.takeAnnouncements() == [
        Announcement(
          "Your draft was deleted. It stays in Trash for 30 days. Undo, restores the draft.",
          politeness: .polite)
      ])
    message.accessibilityHint = " "
    #expect(message.announcementText == "Your draft was deleted. Undo, restores the draft.")
  }

  @Test("a banner's image is announced by its label, before the title; a decorative one is not")
  func bannerImageAnnounced() {
    var banner = Banner(title: "Backup finished", description: "All files are on the server.")
    banner.image = ModalImage(glyph: "✓", accessibilityLabel: "Done")
    #expect(banner.announcementText == "Done. Backup finished. All files are on the server.")
    banner.image = ModalImage(glyph: "✓")
    #expect(banner.announcementText == "Backup finished. All files are on the server.")
  }
}
