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
  /// TERM_PROGRAM and TERM_PROGRAM_VERSION, or "" when unset: tmux, iTerm2, VS Code and
  /// others name themselves there, under a TERM that names only what they emulate.
  public var termProgram: String
  /// TERM_PROGRAM_VERSION, or "" when unset.
  public var termProgramVersion: String
  /// The emulators that say so in a variable of their own: VTE (VTE_VERSION), xterm
  /// (XTERM_VERSION), kitty (KITTY_WINDOW_ID), Konsole (KONSOLE_VERSION), Alacritty
  /// (ALACRITTY_WINDOW_ID), Windows Terminal (WT_SESSION), JetBrains' JediTerm
  /// (TERMINAL_EMULATOR).
  var emulatorMarks: Set<String>
  /// Whether NCURSES_NO_UTF8_ACS asks for Unicode lines instead of DEC's line-drawing
  /// set, as curses honours it: set, and not to 0.
  var refusesLineDrawingSet: Bool

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
    termProgram = variables["TERM_PROGRAM"] ?? ""
    termProgramVersion = variables["TERM_PROGRAM_VERSION"] ?? ""
    var marks: Set<String> = []
    for name in Self.emulatorVariables where !(variables[name] ?? "").isEmpty {
      marks.insert(name)
    }
    if variables["TERMINAL_EMULATOR"] == "JetBrains-JediTerm" { marks.insert("JediTerm") }
    emulatorMarks = marks
    let noACS = variables["NCURSES_NO_UTF8_ACS"] ?? ""
    refusesLineDrawingSet = !noACS.isEmpty && noACS != "0"
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

  /// Whether the terminal honours REP (CSI b, repeat the last character) after an ASCII
  /// character.
  ///
  /// The Linux console, GNU screen and the old DEC terminals do not, nor does JetBrains'
  /// JediTerm under its TERM=xterm-256color, so the encoder must not use it there.
  public var supportsRepeat: Bool {
    !(isDumb || term == "linux" || term.hasPrefix("vt") || term.hasPrefix("screen")
      || emulatorMarks.contains("JediTerm"))
  }

  /// Whether REP also repeats a character beyond ASCII, such as a border's "─".
  ///
  /// Only where it is known to: tmux from 3.5 (3.3 and 3.4 repeat nothing after a
  /// multi-byte character, and inside tmux only tmux matters), kitty, foot, VTE and xterm
  /// when they say so. Any other terminal, or one reached over ssh, which passes none of
  /// these variables, gets ASCII repeats only.
  public var supportsRepeatBeyondASCII: Bool {
    guard supportsRepeat else { return false }
    if termProgram == "tmux" {
      return !Self.version(of: termProgramVersion).lexicographicallyPrecedes([3, 5])
    }
    if term == "xterm-kitty" || term == "foot" || term.hasPrefix("foot-") { return true }
    return !emulatorMarks.isDisjoint(with: ["VTE_VERSION", "XTERM_VERSION", "KITTY_WINDOW_ID"])
  }

  /// Whether borders may go out in DEC's line-drawing set (`ESC ( 0`), as curses draws them.
  ///
  /// Only where the terminal is known to honour the set in UTF-8. tmux does
  /// (it draws the lines itself, whatever is outside it), and so do xterm, VTE, kitty,
  /// Konsole, Alacritty, WezTerm, foot, Windows Terminal, iTerm2 and VS Code when they
  /// name themselves. A bare TERM=xterm proves nothing: PuTTY says it and, in UTF-8,
  /// shows the set as letters ("qqqq") unless its user ticked an option, which is what
  /// NCURSES_NO_UTF8_ACS exists for; so anything unknown, or reached over ssh (which
  /// passes none of these variables), gets Unicode lines.
  public var supportsLineDrawingSet: Bool {
    guard supportsRepeat, !refusesLineDrawingSet else { return false }
    if termProgram == "tmux" || term.hasPrefix("tmux") { return true }
    if ["WezTerm", "iTerm.app", "vscode"].contains(termProgram) { return true }
    if ["alacritty", "xterm-kitty", "wezterm"].contains(term) || term.hasPrefix("foot") {
      return true
    }
    return !emulatorMarks.isDisjoint(with: Self.emulatorVariables)
  }

  /// The variables an emulator names itself in, each read into `emulatorMarks` when set.
  static let emulatorVariables = [
    "VTE_VERSION", "XTERM_VERSION", "KITTY_WINDOW_ID", "KONSOLE_VERSION", "ALACRITTY_WINDOW_ID",
    "WT_SESSION",
  ]

  /// The numbers of a version such as "3.3a" or "next-3.6": [3, 3], [3, 6]; [] for none.
  static func version(of text: String) -> [Int] {
    let digits = text.drop { !$0.isNumber }
    return digits.split(separator: ".").prefix(2).map { Int($0.prefix { $0.isNumber }) ?? 0 }
  }
}
