extension Key {
  /// The key a Ctrl chord with `character` stands for, or nil when the core has none.
  ///
  /// Ctrl-U is `.clearToStart`, the line-kill key of readline and of a terminal's cooked
  /// mode. Every renderer asks here, so a chord means the same on every device.
  public init?(controlChord character: Character) {
    switch character {
    case "u": self = .clearToStart
    default: return nil
    }
  }
}
