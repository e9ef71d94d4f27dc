extension PseudoTerminal {
  /// One read of what the program wrote to the terminal: the screen it left, and when it
  /// came and when the test took it (a busy test process takes it late).
  public struct Moment: Sendable {
    /// When the bytes were read, counted from the program's start.
    public var readAfter: Duration
    /// When the test took them, counted from the program's start.
    public var takenAfter: Duration
    /// How many bytes the read brought.
    public var byteCount: Int
    /// The screen's rows after them.
    public var lines: [String]
  }

  /// What the program showed, read by read, and how it ended, for a failure message: each
  /// read's time, when the test took it, and the screen's rows that are not blank.
  ///
  ///     #expect(ok, Comment(rawValue: terminal.seen()))
  public func seen() -> String {
    func seconds(_ duration: Duration) -> String {
      let milliseconds = Int(duration / .milliseconds(1))
      return "\(milliseconds / 1000).\(String(milliseconds % 1000 + 1000).dropFirst()) s"
    }
    var text = "what the program showed, read by read:\n"
    if history.isEmpty { text += "  nothing\n" }
    for moment in history {
      text +=
        "  at \(seconds(moment.readAfter)) (taken at \(seconds(moment.takenAfter))), "
        + "\(moment.byteCount) bytes:\n"
      let rows = moment.lines.map { $0.trimmingSuffix(while: \.isWhitespace) }.filter {
        !$0.isEmpty
      }
      text += rows.isEmpty ? "    (blank)\n" : rows.map { "    | " + $0 + "\n" }.joined()
    }
    switch (exit, exitAfter) {
    case (let exit?, let after?): text += "then \(exit) at \(seconds(after))"
    case (let exit?, nil): text += "then \(exit)"
    default: text += "still running"
    }
    return text
  }
}

extension String {
  fileprivate func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> String {
    var trimmed = Substring(self)
    while let last = trimmed.last, isTrimmed(last) { trimmed.removeLast() }
    return String(trimmed)
  }
}
