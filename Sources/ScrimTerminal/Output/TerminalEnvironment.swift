/// What the environment says about the terminal, read once at start-up and passed down,
/// so nothing deeper reads the environment itself.
///
///     let environment = TerminalEnvironment(variables: ["TERM": "xterm-256color"], isTerminal: true)
public struct TerminalEnvironment: Hashable, Sendable {
  /// The TERM variable, or "" when unset.
  public var term: String
  /// Whether NO_COLOR is set to a non-empty value (no-color.org: any value disables colour).
  public var noColor: Bool
  /// The COLORTERM variable, or "" when unset.
  public var colorTerm: String
  /// Whether the output is a terminal at all.
  public var isTerminal: Bool
  /// How long a lone Esc waits for the rest of an escape sequence: ESCDELAY in
  /// milliseconds (ncurses' variable), clamped to 0...1000; 25 ms when unset or invalid.
  public var escapeDelay: Duration

  /// Reads the relevant variables.
  ///
  /// - Parameters:
  ///   - variables: The process environment, or any dictionary standing in for it.
  ///   - isTerminal: Whether the output is a terminal (`isatty`).
  public init(variables: [String: String], isTerminal: Bool) {
    term = variables["TERM"] ?? ""
    noColor = !(variables["NO_COLOR"] ?? "").isEmpty
    colorTerm = variables["COLORTERM"] ?? ""
    self.isTerminal = isTerminal
    let milliseconds = variables["ESCDELAY"].flatMap { Int($0) }
    escapeDelay = .milliseconds(milliseconds.map { min(1000, max(0, $0)) } ?? 25)
  }

  /// Whether the terminal cannot move the cursor or draw: TERM=dumb, unset, or not a terminal.
  ///
  /// Such terminals get the accessible line mode.
  public var isDumb: Bool { !isTerminal || term.isEmpty || term == "dumb" }

  /// The colour depth to use.
  ///
  /// None for NO_COLOR or a dumb terminal; true colour when COLORTERM says "truecolor"
  /// or "24bit"; 256 colours for a TERM containing "256color"; otherwise 16.
  public var colorDepth: ColorDepth {
    if noColor || isDumb { return .none }
    let colorTerm = colorTerm.lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if termContains("256color") || termContains("direct") { return .ansi256 }
    return term.hasPrefix("vt100") || term.hasPrefix("vt52") ? .none : .ansi16
  }

  /// Whether TERM holds `part`, compared as UTF-8 bytes: `String.contains(_:)` comes from
  /// _StringProcessing, whose first use cost `scrim` 8% of its instructions up to the first
  /// frame and pulled that library's pages into memory; a TERM is ASCII anyway.
  private func termContains(_ part: String) -> Bool {
    let haystack = Array(term.utf8)
    let needle = Array(part.utf8)
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  /// Whether the terminal honours REP (CSI b, repeat the last character).
  ///
  /// The Linux console and the old DEC terminals do not, so the encoder must not use it there.
  public var supportsRepeat: Bool {
    !(isDumb || term == "linux" || term.hasPrefix("vt") || term.hasPrefix("screen"))
  }
}
