/// Which program asks a question and what it calls the box: what an answers file's kinds
/// and a transcript's records name.
package struct QuestionName: Hashable, Sendable {
  /// The program whose command line asked: scrim, whiptail, dialog or zenity.
  package var front: String
  /// The box as that program names it: `yesno`, `menu`, `entry`, `alert`, `snackbar`...
  package var kind: String

  /// Makes a name.
  package init(front: String, kind: String) {
    self.front = front
    self.kind = kind
  }
}
