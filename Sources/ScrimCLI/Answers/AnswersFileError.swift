/// Why an answers file cannot be read: the line, from 1, and what is wrong with it.
package struct AnswersFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1; 0 for the file as a whole.
  package var line: Int
  /// What is wrong and what to write instead.
  package var message: String

  /// Makes an error.
  package init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  package var description: String { line > 0 ? "line \(line): \(message)" : message }
}
