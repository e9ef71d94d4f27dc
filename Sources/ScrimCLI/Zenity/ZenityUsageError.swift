/// A zenity command line that shows nothing: the message zenity prints on stderr.
///
/// zenity ends every one of these with exit status 255 (its -1).
package struct ZenityUsageError: Error, Hashable, Sendable {
  /// The line for stderr, without the newline.
  package var message: String

  /// GOption could not read an option: unknown, missing its value, or a bad number.
  static let syntax = ZenityUsageError(
    message: "This option is not available. Please see --help for all possible usages.")
  /// No box option was given.
  static let noBox = ZenityUsageError(
    message: "You must specify a dialog type. See 'zenity --help' for details")
  /// Two different box options were given.
  static let twoBoxes = ZenityUsageError(message: "Two or more dialog options specified")

  /// An option of another box.
  static func unsupported(_ option: String) -> ZenityUsageError {
    ZenityUsageError(message: "--\(option) is not supported for this dialog")
  }

  /// The name zenity's refusal gives an option, which it looks up by the variable the
  /// option sets: the form's date format shares the calendar's name.
  static func reportedName(of option: String) -> String {
    option == "forms-date-format" ? "date-format" : option
  }

  /// `--question --switch`: a question of extra buttons only, which scrim-gtk does not show.
  static let switchNotShown = ZenityUsageError(
    message: "--switch (a question with only its extra buttons) is not supported by scrim-gtk")

  /// A scale whose minimum is not below its maximum.
  static let scaleBounds = ZenityUsageError(
    message: "Maximum value must be greater than minimum value.")
  /// A scale whose `--value` is outside its bounds.
  static let scaleValue = ZenityUsageError(message: "Value out of range.")

  /// A list without columns.
  static let noColumns = ZenityUsageError(
    message: "No column titles specified for List dialog.")
  /// A list asked to be two kinds at once.
  static let twoListKinds = ZenityUsageError(
    message: "You should use only one List dialog type.")
}
