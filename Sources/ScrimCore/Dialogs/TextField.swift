/// A single-line text field in an alert or dialog, as `UITextField` is in `UIAlertController`.
///
///     alert.addTextField { $0.placeholder = "Name" }
@MainActor
public final class TextField {
  /// The text typed so far.
  ///
  /// Defaults to "".
  ///
  /// Setting it moves the insertion point to the end.
  public var text = "" {
    didSet {
      cursor = text.count
      isAllSelected = false
      revision &+= 1
    }
  }
  /// Whether the whole text is selected each time the field takes focus, so the first
  /// text typed replaces it, as a GTK entry does with its starting text.
  ///
  /// Defaults to false.
  public var selectsAllOnFocus = false
  /// Whether Return in the field chooses the modal's default action.
  ///
  /// Defaults to true. When false Return does nothing there, as in a GTK entry that does
  /// not activate the default (the colour editor's field in zenity's colour selection).
  public var activatesDefault = true
  /// Whether the whole text is selected: typing replaces it, Backspace or Delete clears
  /// it, and moving the insertion point ends the selection.
  public internal(set) var isAllSelected = false {
    didSet { revision &+= 1 }
  }
  /// Shown in place of empty text.
  ///
  /// Defaults to "".
  public var placeholder = "" {
    didSet { revision &+= 1 }
  }
  /// Whether the text is hidden as it is typed, for passwords.
  ///
  /// Defaults to false.
  public var isSecureTextEntry = false {
    didSet { revision &+= 1 }
  }
  /// The most characters the field accepts, or nil for no limit.
  ///
  /// Defaults to nil.
  public var maximumLength: Int? {
    didSet { clampToMaximumLength() }
  }
  /// What a screen reader reads as the field's name; the placeholder when nil.
  public var accessibilityLabel: String?
  /// The rules the text must follow before the dialog's confirming actions can be chosen;
  /// the first broken one's message shows under the field (Material's error state).
  ///
  /// Defaults to none.
  ///
  ///     field.rules = [.required(), .number(in: 1...65535)]
  public var rules: [FieldRule] = [] {
    didSet { revision &+= 1 }
  }
  /// Checks the text as UIKit apps do in a text-change handler: returns the error message
  /// for a text the dialog must not accept yet, or nil; it runs before `rules`.
  ///
  /// Defaults to nil.
  ///
  ///     field.validate = { $0.count < 8 ? "At least 8 characters" : nil }
  public var validate: (@MainActor (String) -> String?)? {
    didSet { revision &+= 1 }
  }
  /// The insertion point, as a count of characters from the start.
  public internal(set) var cursor = 0 {
    didSet { revision &+= 1 }
  }

  package private(set) var revision = 0

  /// Makes an empty field.
  public init(placeholder: String = "", text: String = "", isSecureTextEntry: Bool = false) {
    self.placeholder = placeholder
    self.text = text
    self.isSecureTextEntry = isSecureTextEntry
    cursor = text.count
  }

  /// What a screen reader or a renderer may show of the text: bullets when secure.
  public var displayedText: String {
    isSecureTextEntry ? String(repeating: "•", count: text.count) : text
  }

  private func clampToMaximumLength() {
    if let limit = maximumLength, text.count > max(0, limit) {
      text = String(text.prefix(max(0, limit)))
    }
  }
}
