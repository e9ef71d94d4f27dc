/// A whiptail or dialog command line scrim cannot follow.
///
/// An unknown option or box, a missing or malformed argument; the message names what is
/// supported.
package struct CompatUsageError: Error, Hashable, Sendable {
  /// What is wrong, on one line, without the program's name.
  package var message: String
  /// Whether the option itself is unknown (whiptail exits 1 for that, 255 for the rest).
  package var isUnknownOption: Bool

  init(_ message: String, isUnknownOption: Bool = false) {
    self.message = message
    self.isUnknownOption = isUnknownOption
  }

  /// The boxes scrim draws, for messages.
  static func supportedBoxes(for program: CompatProgram) -> String {
    CompatBox.Kind.allCases.filter { $0.isSupported(by: program) }.map { "--" + $0.rawValue }
      .joined(separator: ", ")
  }
}
