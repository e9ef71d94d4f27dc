/// One entry of an answers file: which questions it answers (a kind and a title or text
/// pattern) and the answer a person would give, in words.
///
///     [yesno "Format the disk?"]
///     button = Yes
package struct AnswerEntry: Hashable, Sendable {
  /// The kind of question it answers: a box's name (`yesno`, `menu`, `entry`, `alert`...),
  /// the role the screen reader hears (`alert`, `dialog`, `sheet`), or `*` for any.
  package var kind: String
  /// A glob (`*`, `?`) matched against the whole title or text, or else a piece of either;
  /// nil matches any.
  package var pattern: String?
  /// The label of the button to press; nil presses the default one.
  package var button: String?
  /// The item to choose in a menu, a radiolist or a list: its tag or its text.
  package var choose: String?
  /// The items to check in a checklist (exactly these), and the switches to turn on; nil
  /// leaves them as they are.
  package var check: [String]?
  /// The switches (or checklist items) to turn off.
  package var uncheck: [String] = []
  /// The text of each field in order (a text area counts as one field).
  package var texts: [String] = []
  /// Whether time passes instead of a press: a pause or `--timeout` runs out, a message
  /// without an action ends by itself.
  package var waits = false
  /// Whether the answer is Esc.
  package var escapes = false
  /// Whether it answers every question it matches, not only the first.
  package var isRepeatable = false
  /// The line its header is on, from 1, for messages.
  package var line: Int

  /// Makes an entry that presses the default button.
  package init(kind: String, pattern: String? = nil, line: Int = 0) {
    self.kind = kind
    self.pattern = pattern
    self.line = line
  }
}
