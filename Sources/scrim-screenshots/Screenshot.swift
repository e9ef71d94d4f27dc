import ScrimCore
import ScrimTerminal
import ScrimTesting

/// One picture for the README: an app at a terminal size with something shown on it,
/// drawn through `TerminalApp` on an in-memory terminal and a manual clock.
@MainActor
struct Screenshot {
  /// The file name, without ".svg".
  var name: String
  /// The image's accessible title.
  var title: String
  var columns = 80
  var rows = 24
  /// Makes the app on the terminal and clock.
  var makeApp: @MainActor (InMemoryTerminal, ManualClock) -> TerminalApp
  /// Puts the component on the started app.
  var show: @MainActor (TerminalApp) throws -> Void

  /// A shot over the drafts app in a scheme.
  init(
    name: String, title: String, columns: Int = 80, rows: Int = 24,
    scheme: ContainerScheme = .light,
    show: @escaping @MainActor (TerminalApp, DraftsHost) throws -> Void
  ) {
    self.name = name
    self.title = title
    self.columns = columns
    self.rows = rows
    let host = DraftsHost(scheme: scheme)
    makeApp = { terminal, clock in
      TerminalApp(device: terminal, host: host, clock: clock, scheme: scheme)
    }
    self.show = { app in try show(app, host) }
  }

  /// A shot of an app of its own, such as the catalog.
  init(
    name: String, title: String, columns: Int, rows: Int,
    makeApp: @escaping @MainActor (InMemoryTerminal, ManualClock) -> TerminalApp,
    show: @escaping @MainActor (TerminalApp) throws -> Void = { _ in }
  ) {
    self.name = name
    self.title = title
    self.columns = columns
    self.rows = rows
    self.makeApp = makeApp
    self.show = show
  }

  /// What went wrong while drawing a shot.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Draws the shot and returns its SVG.
  ///
  /// The bytes the app wrote are replayed into a virtual terminal, and the picture is
  /// of that terminal's screen, so it shows what a terminal would, not only what the app
  /// meant to draw; a difference between the two is a failure.
  func render() throws -> String {
    let terminal = InMemoryTerminal(columns: columns, rows: rows)
    let clock = ManualClock()
    let app = makeApp(terminal, clock)
    _ = try app.start()
    try show(app)
    // Enough frames for every entrance transition to finish, well before any timer ends.
    for _ in 0..<30 {
      app.tick()
      try app.draw()
      clock.advance(by: app.frameInterval)
    }
    app.tick()
    try app.draw()
    var virtual = VirtualTerminal(width: columns, height: rows, measurer: TerminalTextMeasurer())
    virtual.feed(terminal.output)
    if !virtual.unknown.isEmpty {
      throw Failure(description: "unknown sequences: \(virtual.unknown.prefix(3))")
    }
    if virtual.screen != app.screen {
      throw Failure(description: "the replayed bytes differ from the app's frame")
    }
    return virtual.screen.svg(SVGOptions(title: title))
  }
}
