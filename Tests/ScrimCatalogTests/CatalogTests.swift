import ScrimCatalog
import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// The catalog on an in-memory terminal, driven a turn at a time.
@MainActor
struct CatalogDriver {
  let terminal: InMemoryTerminal
  let clock = ManualClock()
  let app: TerminalApp

  init(columns: Int = 120, rows: Int = 30) throws {
    terminal = InMemoryTerminal(columns: columns, rows: rows)
    app = Catalog.makeApp(
      on: terminal, clock: clock,
      environment: TerminalEnvironment(variables: ["TERM": "xterm-256color"], isTerminal: true),
      reducesMotion: true)
    _ = try app.start()
    try app.draw()
  }

  func type(_ text: String) throws {
    app.process(.input(Array(text.utf8)))
    app.tick()
    try app.draw()
  }

  func advance(by duration: Duration) throws {
    clock.advance(by: duration)
    app.tick()
    try app.draw()
  }

  var text: String { app.screen.lines.joined(separator: "\n") }

  /// Moves the selection down to the entry titled `title`.
  func select(_ title: String) throws {
    for _ in 0..<30 where !text.contains("▸ \(title)") { try type("j") }
  }

  func shows(_ text: String) -> Bool { self.text.contains(text) }
}

@MainActor
@Suite struct CatalogTests {
  @Test func listsEveryComponent() throws {
    let catalog = try CatalogDriver()
    for title in [
      "Alert", "Action sheet", "Dialog", "Snackbar", "Queued snackbars", "High-priority message",
      "Suspended messages", "Banner",
    ] {
      #expect(catalog.shows(title), "\(title) is listed")
    }
  }

  @Test func returnShowsTheSelectedExampleAndTheStatusSaysHowItEnded() throws {
    let catalog = try CatalogDriver()
    try catalog.type("\r")
    #expect(catalog.shows("Delete draft?"))
    try catalog.type("\t\r")
    #expect(!catalog.shows("Delete draft?"))
    #expect(catalog.shows("Alert: chose “Delete”."))
  }

  @Test func theShareSheetIsAPopoverAtTheToolbarItemWhenWide() throws {
    let catalog = try CatalogDriver(columns: 120, rows: 30)
    try catalog.select("Action sheet")
    try catalog.type("\r")
    #expect(catalog.shows("Copy link"))
    let layout = try #require(catalog.app.presenter.activeModal)
    #expect(layout.sourceRect?.y == 0, "anchored to the toolbar")
    try catalog.type("\u{1B}")
    try catalog.advance(by: .milliseconds(30))
    #expect(catalog.shows("Action sheet: dismissed with Esc."))
  }

  @Test func theInspectorShowsTheLiveTreeAndDiagnostics() throws {
    let catalog = try CatalogDriver()
    try catalog.type("i")
    #expect(catalog.shows("Accessibility tree"))
    #expect(catalog.shows("Guidelines"))
    try catalog.type("\r")
    #expect(catalog.shows("button \"CANCEL\"") || catalog.shows("button \"Cancel\""))
  }

  @Test func suspendedMessagesWaitUntilResumed() throws {
    let catalog = try CatalogDriver()
    try catalog.select("Suspended messages")
    try catalog.type("\r")
    try catalog.advance(by: .seconds(1))
    #expect(!catalog.shows("Held back while suspended (1 of 2)"))
    try catalog.type("\r")
    try catalog.advance(by: .seconds(1))
    #expect(catalog.shows("Held back while suspended (1 of 2)"))
  }

  @Test func queuedSnackbarsShowOneAfterAnother() throws {
    let catalog = try CatalogDriver()
    try catalog.select("Queued snackbars")
    try catalog.type("\r")
    #expect(catalog.shows("Uploading 1 of 3 files…"))
    try catalog.advance(by: .seconds(2))
    try catalog.advance(by: .milliseconds(1))
    #expect(catalog.shows("Uploading 2 of 3 files…"))
  }

  @Test func themesCycleAndQuitStops() throws {
    let catalog = try CatalogDriver()
    try catalog.type("t")
    #expect(catalog.shows("Theme: Dark"))
    try catalog.type("t")
    #expect(catalog.shows("Theme: High contrast"))
  }
}

@MainActor
@Suite struct CatalogMenuTests {
  @Test func thePopupMenuOpensAtItsEntryAndSaysWhatWasChosen() throws {
    let catalog = try CatalogDriver()
    try catalog.select("Popup menu")
    try catalog.type("\r")
    #expect(catalog.shows("Sort by ▸"))
    try catalog.type("s\u{1B}[C\u{1B}[B\r")
    #expect(!catalog.shows("Sort by ▸"))
    #expect(catalog.shows("Popup menu: chose “Date modified”."))
  }
}
