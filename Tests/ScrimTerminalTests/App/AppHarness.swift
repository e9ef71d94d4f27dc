import ScrimCore
import ScrimTerminal
import ScrimTesting

/// A host of numbered text rows in explicit colours, so the scrim shows in tests.
@MainActor
final class TextHost: TerminalHost {
  var revision = 0
  var events: [InputEvent] = []
  var text = "The quick brown fox jumps over the lazy dog."

  func paint(into screen: inout Screen, context: PaintContext) {
    let style = CellStyle(foreground: Color(hex: 0x202020), background: Color(hex: 0xF0F0F0))
    screen.fill(Rect(size: screen.size), with: .blank(style))
    for row in 0..<screen.height {
      screen.write("\(row) \(text)", x: 0, y: row, style: style, measurer: context.measurer)
    }
  }

  func handle(_ event: InputEvent, in app: TerminalApp) {
    events.append(event)
    revision += 1
  }
}

/// An app on an in-memory terminal and a manual clock, driven step by step the way
/// `run()` drives it, with the bytes replayed into a virtual terminal.
@MainActor
struct AppHarness {
  let terminal: InMemoryTerminal
  let clock = ManualClock()
  let host = TextHost()
  let app: TerminalApp
  var virtual: VirtualTerminal

  init(
    columns: Int = 80, rows: Int = 24, reducesMotion: Bool = true,
    environment: TerminalEnvironment = TerminalEnvironment(
      variables: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true),
    scheme: ContainerScheme = .light, hostText: String? = nil, escapeDelay: Duration? = nil
  ) throws {
    terminal = InMemoryTerminal(columns: columns, rows: rows)
    app = TerminalApp(
      device: terminal, host: host, clock: clock, environment: environment, scheme: scheme,
      reducesMotion: reducesMotion, escapeDelay: escapeDelay)
    virtual = VirtualTerminal(width: columns, height: rows, measurer: TerminalTextMeasurer())
    if let hostText { host.text = hostText }
    _ = try app.start()
    try step()
  }

  /// Runs one turn of the loop: due timers, then a frame, replayed into `virtual`.
  mutating func step() throws {
    app.tick()
    let before = terminal.output.count
    try app.draw()
    virtual.feed(Array(terminal.output[before...]))
  }

  /// Types bytes and runs a turn.
  mutating func type(_ text: String) throws {
    app.process(.input(Array(text.utf8)))
    try step()
  }

  /// Moves the clock on and runs a turn.
  mutating func advance(by duration: Duration) throws {
    clock.advance(by: duration)
    try step()
  }

  /// Clicks (press and release) at a cell.
  mutating func click(column: Int, row: Int) throws {
    try type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
  }

  /// The terminal's rows as text.
  var lines: [String] { virtual.screen.lines }

  /// Where `text` first appears on screen, as a column and row.
  func find(_ text: String) -> (column: Int, row: Int)? { virtual.find(text) }
}
