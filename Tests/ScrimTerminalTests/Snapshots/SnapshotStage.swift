import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// A theme and a terminal's colour support: the four ways every component is pictured.
enum Look: String, CaseIterable, Sendable {
  case light
  case dark
  case highContrast
  case monochrome

  /// The scheme: applied to alerts and dialogs, and the app's for messages; a monochrome
  /// terminal gets the light one with its colours dropped.
  var scheme: ContainerScheme {
    switch self {
    case .light, .monochrome: .light
    case .dark: .dark
    case .highContrast: .highContrast
    }
  }

  /// A 24-bit colour terminal, or the same with NO_COLOR set.
  var environment: TerminalEnvironment {
    var variables = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    if self == .monochrome { variables["NO_COLOR"] = "1" }
    return TerminalEnvironment(variables: variables, isTerminal: true)
  }
}

/// A `TerminalApp` over `TextHost` on an in-memory terminal and a manual clock, in one
/// `Look`, with its bytes replayed into a virtual terminal: the snapshot is what that
/// terminal shows, so it pictures the painters and the encoder together.
@MainActor
struct SnapshotStage {
  var harness: AppHarness
  let look: Look

  init(_ look: Look, size: Size) throws {
    self.look = look
    // Wide characters at shifting columns, so some straddle every modal's edges.
    harness = try AppHarness(
      columns: size.width, rows: size.height, environment: look.environment,
      scheme: look.scheme,
      hostText: "The quick brown fox 素早い茶色の狐 jumps 🦊 over the lazy dog. 素早い茶色の狐が怠惰な犬を飛び越える。")
  }

  var app: TerminalApp { harness.app }
  var terminal: InMemoryTerminal { harness.terminal }
  var clock: ManualClock { harness.clock }
  var virtual: VirtualTerminal { harness.virtual }

  /// Runs one turn of the loop and replays its bytes.
  mutating func step() throws { try harness.step() }

  /// Types bytes (keys, escape sequences) and runs a turn.
  mutating func type(_ text: String) throws { try harness.type(text) }

  /// Lets transitions and entry animations finish without reaching any message's timeout.
  mutating func settle() throws {
    for _ in 0..<3 {
      clock.advance(by: .milliseconds(100))
      try step()
    }
  }

  /// The cursor the virtual terminal shows.
  var cursor: ANSIEncoder.CursorPlacement {
    virtual.isCursorVisible ? .visible(x: virtual.cursorX, y: virtual.cursorY) : .hidden
  }

  /// Checks the terminal's picture against the stored snapshot `name`, and that the
  /// bytes reproduced the painted frame exactly.
  func expectSnapshot(
    named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(virtual.unknown.isEmpty, "unknown sequences", sourceLocation: sourceLocation)
    #expect(cursor == app.cursor, "the terminal's cursor", sourceLocation: sourceLocation)
    if look != .monochrome, let difference = firstDifference(virtual.screen, app.screen) {
      Issue.record(
        "The replayed bytes differ from the painted frame: \(difference)",
        sourceLocation: sourceLocation)
    }
    ScrimTerminalTests.expectSnapshot(
      virtual.screen, cursor: cursor, named: name, filePath: filePath,
      sourceLocation: sourceLocation)
  }

  /// The first cell where what the terminal shows differs from what was painted.
  private func firstDifference(_ shown: Screen, _ painted: Screen) -> String? {
    guard shown.size == painted.size else { return "sizes \(shown.size) and \(painted.size)" }
    for y in 0..<shown.height {
      for x in 0..<shown.width where shown[x, y] != painted[x, y] {
        return "at column \(x) row \(y) the terminal shows \(describe(shown[x, y])), "
          + "the painter drew \(describe(painted[x, y]))"
      }
    }
    return nil
  }

  private func describe(_ cell: Cell?) -> String {
    guard let cell else { return "nothing" }
    return "\"\(cell.grapheme)\" (width \(cell.width), \(Snapshot.describe(cell.style)))"
  }
}
