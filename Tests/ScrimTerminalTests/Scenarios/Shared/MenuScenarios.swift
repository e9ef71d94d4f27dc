@_spi(Renderer) import ScrimCore
import Testing

/// A popup menu the same on every renderer.
///
/// The same keys give the same highlight, the same sub-menu, the same choice and the same
/// trees after every step, so the menu's rules are the core's. Shared with the GTK
/// renderer's tests, as `StageScenarios` is.
@MainActor
enum MenuScenarios {
  /// Cut, Copy, Paste (disabled), Sort by ▸ (Name ✓, Date modified, Size), Delete.
  private static func editMenu(_ log: ScenarioTranscript) -> Menu {
    func action(_ title: String, _ attributes: MenuElementAttributes = []) -> MenuAction {
      MenuAction(title: title, attributes: attributes) { log.note($0.title) }
    }
    return Menu(
      title: "Edit",
      children: [
        action("Cut"), action("Copy"), action("Paste", .disabled),
        Menu(
          title: "Sort by",
          children: [
            MenuAction(title: "Name", state: .on) { log.note($0.title) },
            action("Date modified"), action("Size"),
          ]),
        action("Delete", .destructive),
      ])
  }

  private static func present(_ driver: any StageDriver) throws {
    let log = driver.transcript
    try driver.stage.present(editMenu(log), from: .point(x: 2, y: 1)) { result in
      log.note("ended: \(result.reason) \(result.action?.title ?? "-")")
    }
    try driver.advance(by: .milliseconds(10))
  }

  /// Down past the disabled entry, Right into the sub-menu, a letter, Return.
  static func keys(_ driver: any StageDriver) throws {
    try present(driver)
    #expect(driver.shows("Cut") && driver.shows("Sort by"))
    try driver.press(.down)
    try driver.press(.down)
    try driver.press(.right)
    #expect(driver.shows("Date modified"))
    try driver.type("d")
    try driver.press(.enter)
    #expect(driver.transcript.notes == ["Date modified", "ended: action Date modified"])
    #expect(driver.stage.activeMenu == nil)
  }

  /// Esc closes the open sub-menu, a second Esc the menu, with no choice.
  static func escape(_ driver: any StageDriver) throws {
    try present(driver)
    try driver.press(.end)
    try driver.press(.up)
    try driver.press(.right)
    try driver.press(.escape)
    #expect(driver.stage.activeMenu != nil && driver.transcript.notes.isEmpty)
    try driver.press(.escape)
    #expect(driver.transcript.notes == ["ended: escape -"])
  }
}
