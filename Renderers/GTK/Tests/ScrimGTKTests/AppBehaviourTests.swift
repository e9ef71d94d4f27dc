import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import ScrimTesting
import Testing

/// What the GTK app adds around the stage: timers without polling, the wheel, keys the
/// stage passes on, and what screen readers get.
@MainActor
@Suite("The GTK app around the stage", .serialized)
struct AppBehaviourTests {
  @Test("a snackbar sets one GLib timeout for its deadline; an idle app schedules nothing")
  func timers() throws {
    let driver = try GTKDriver()
    #expect(!driver.app.isScheduled, "nothing shows: no timer, no frames")
    var message = SnackbarMessage(text: "Saved")
    message.duration = .seconds(2)
    driver.app.show(message)
    #expect(driver.app.isScheduled)
    try driver.advance(by: .milliseconds(300))
    try driver.advance(by: .seconds(2))
    try driver.advance(by: .milliseconds(300))
    #expect(driver.stage.scene().layers.isEmpty)
    #expect(!driver.app.isScheduled, "the message is gone: the app sleeps until input")
  }

  @Test("on the real clock the app shows SnackbarManager.default, as a terminal app does")
  func defaultManager() throws {
    try GTKTestEnvironment.start()
    let app = GTKApp(content: nil, clock: ContinuousClock())
    #expect(app.snackbars === SnackbarManager.default)
    let tested = GTKApp(content: nil, clock: ManualClock())
    #expect(tested.snackbars !== SnackbarManager.default)
    let given = SnackbarManager(clock: ManualClock())
    #expect(GTKApp(content: nil, clock: ContinuousClock(), snackbars: given).snackbars === given)
  }

  @Test("transitions follow the desktop's gtk-enable-animations unless the app says")
  func motion() throws {
    try GTKTestEnvironment.start()
    // The tests' GTK has animations off.
    let following = GTKApp(content: nil, clock: ManualClock())
    #expect(following.presenter.reducesMotion)
    let told = GTKApp(content: nil, clock: ManualClock(), reducesMotion: false)
    #expect(!told.presenter.reducesMotion)
  }

  @Test("the wheel over a long message scrolls the body, in lines of 24 pt")
  func wheel() throws {
    let driver = try GTKDriver(size: Size(width: 400, height: 300))
    let alert = AlertController(
      title: "Terms", message: String(repeating: "Every line of these terms matters. ", count: 40),
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Agree"))
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(300))
    let before = try #require(driver.stage.scene().modalState, "the alert shows")
    #expect(before.layout.body.scrolls)
    let body = before.layout.body.viewport
    try driver.pointer(.scroll(2), x: body.x + 10, y: body.y + 10)
    let after = try #require(driver.stage.scene().modalState, "the alert still shows")
    #expect(after.scroll.body == 2 * before.layout.body.lineHeight)
  }

  @Test("keys the stage has no use for go on to the window's widgets")
  func passThrough() throws {
    let driver = try GTKDriver()
    #expect(!driver.app.keyPressed(keyval: UInt32(GDK_KEY_Tab), state: GdkModifierType(0)))
    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    try driver.app.present(alert)
    #expect(driver.app.keyPressed(keyval: UInt32(GDK_KEY_F5), state: GdkModifierType(0)))
  }

  @Test("screen readers get the modal's elements with the focused one, and its announcement")
  func accessibility() throws {
    let driver = try GTKDriver()
    #expect(driver.app.accessibleTrees.isEmpty, "nothing shows: nothing is mirrored")
    let alert = AlertController(
      title: "Delete draft?", message: "Gone for good.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(300))
    let tree = try #require(driver.app.accessibleTrees.first)
    #expect(tree.role == .alert && tree.label == "Delete draft?")
    #expect(tree.focusedNode?.label == "Cancel")
    #expect(driver.app.spokenAnnouncements.contains { $0.contains("Delete draft?") })
    try driver.press(.tab)
    #expect(driver.app.accessibleTrees.first?.focusedNode?.label == "Delete")
  }

}
