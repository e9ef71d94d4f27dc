/// A result's user text (a label, a typed value, a chosen tag) as a script's stream gets
/// it: scrim's own commands and the drop-ins share this rule.
///
/// Through a pipe or into a file, where a script reads it, it is written as given, byte
/// for byte. On a terminal nobody parses it, and its controls would drive the terminal:
/// an OSC 52 sets the clipboard, an OSC 0 the title, a CSI 6n makes the terminal type its
/// reply into the shell, an RLO reorders the line. There they are made visible instead
/// (`UserText.visible`: ␛, ␊, U+FFFD).
package enum ResultText {
  /// `text` as written to a stream that is a terminal (`onTerminal`) or not.
  package static func shown(_ text: String, onTerminal: Bool) -> String {
    onTerminal ? UserText.visible(text) : text
  }

  /// Lines of results, each shown as `shown(_:onTerminal:)` shows a value, the line ends
  /// kept: for a front that prints its values already joined (zenity's), where the line
  /// ends are its format and what lies between them is the user's text.
  ///
  ///     ResultText.shownLines("a\u{1B}]0;x\u{7}\n", onTerminal: true)  // "a␛]0;x␇\n"
  package static func shownLines(_ text: String, onTerminal: Bool) -> String {
    guard onTerminal else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { UserText.visible(String($0)) }.joined(separator: "\n")
  }
}
