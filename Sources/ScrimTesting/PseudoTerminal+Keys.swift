extension PseudoTerminal {
  /// A key as a terminal sends it in its default modes (cursor keys as CSI A to D).
  public struct Key: Hashable, Sendable {
    /// The bytes the terminal sends.
    public var bytes: String

    /// Makes a key from the bytes a terminal sends for it.
    public init(_ bytes: String) {
      self.bytes = bytes
    }

    /// Tab.
    public static let tab = Key("\t")
    /// Shift-Tab.
    public static let backTab = Key("\u{1B}[Z")
    /// Return, which a terminal in raw mode sends as CR.
    public static let enter = Key("\r")
    /// Esc, on its own.
    public static let escape = Key("\u{1B}")
    /// The space bar.
    public static let space = Key(" ")
    /// Backspace, as DEL.
    public static let backspace = Key("\u{7F}")
    /// The up arrow.
    public static let up = Key("\u{1B}[A")
    /// The down arrow.
    public static let down = Key("\u{1B}[B")
    /// The right arrow.
    public static let right = Key("\u{1B}[C")
    /// The left arrow.
    public static let left = Key("\u{1B}[D")
    /// Ctrl-C, which reaches the program as a byte while the terminal is raw.
    public static let controlC = Key("\u{03}")
  }
}
