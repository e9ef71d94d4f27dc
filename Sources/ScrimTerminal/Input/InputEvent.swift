/// Something the terminal reported: a key, text, the mouse, a paste, focus or the cursor.
///
/// These are terminal-level events, richer than the core's `PresentationEvent`;
/// `presentationEvent` maps the ones the presenter understands.
///
/// Typed text arrives as `.text` runs. Where one run ends and the next begins depends on
/// how the bytes were split across reads, so consumers treat adjacent `.text` events as
/// one text (inserting each in turn does exactly that).
public enum InputEvent: Hashable, Sendable {
  /// A key press that is not plain text: Enter, arrows, function keys, Ctrl-letter,
  /// Alt-letter and so on.
  case key(KeyPress)
  /// Printable text, decoded from UTF-8; invalid bytes became U+FFFD.
  ///
  /// Never empty, and never holds a control character.
  case text(String)
  /// A mouse report (SGR mode).
  case mouse(MouseEvent)
  /// A bracketed paste, with control characters stripped and line breaks as "\n".
  ///
  /// `truncated` is true when the paste was longer than the parser's limit and its end
  /// was dropped, or when its end marker never arrived and `idle()` closed it.
  case paste(String, truncated: Bool)
  /// The terminal window gained focus (focus reporting, mode 1004).
  case focusIn
  /// The terminal window lost focus.
  case focusOut
  /// The answer to a cursor position query (`ESC[6n`), 0-based.
  ///
  /// xterm's Shift-F3 (`ESC[1;2R`) reads the same as a report of row 0, column 1; the
  /// parser takes it as a report, because a run loop that asks for the position needs
  /// the answer and F3 with modifiers means nothing to a modal.
  case cursorPosition(row: Int, column: Int)
}

extension InputEvent {
  /// A key press event, for brevity in tables: `.key(.up, .ctrl)`.
  public static func key(_ key: TerminalKey, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyPress(key, modifiers: modifiers))
  }
}
