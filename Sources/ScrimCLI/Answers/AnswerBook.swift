import ScrimSystem

/// The entries of one answers file for one run, each used once (unless it repeats), in
/// order: a run of several boxes (a script's dialog chain, a process's boxes) reads them
/// from one book.
@MainActor
package final class AnswerBook {
  /// The file's name, as messages say it.
  package let name: String
  /// The entries in the file's order.
  package let entries: [AnswerEntry]
  private var used: Set<Int> = []

  /// Makes a book of `entries` read from the file `name`.
  package init(name: String, entries: [AnswerEntry]) {
    self.name = name
    self.entries = entries
  }

  /// Reads the answers file at `path`.
  ///
  /// - Throws: Exit 78 with the file's line and what is wrong, or why it cannot be read.
  package static func read(_ path: String) throws(CommandFailure) -> AnswerBook {
    let text = try readText(path)
    do {
      return AnswerBook(name: path, entries: try AnswersFile.entries(of: text))
    } catch {
      throw CommandFailure(
        message: "the answers file \(path), \(error.description)",
        exitStatus: ExitCode.unanswered)
    }
  }

  /// The text of the file at `path`, at most 1 MiB of it.
  ///
  /// - Throws: Exit 78 with why it cannot be read.
  package static func readText(_ path: String) throws(CommandFailure) -> String {
    switch BoundedFile.open(path) {
    case .failure(let error):
      throw CommandFailure(
        message: "cannot read \(path): \(String(cString: strerror(error.code)))",
        exitStatus: ExitCode.unanswered)
    case .success(let descriptor):
      defer { close(descriptor) }
      let contents = BoundedFile.read(descriptor, limit: 1 << 20)
      if contents.isCut {
        throw CommandFailure(
          message: "\(path) is over 1 MiB; an answers file is written by hand",
          exitStatus: ExitCode.unanswered)
      }
      return String(decoding: contents.bytes, as: UTF8.self)
    }
  }

  /// The first entry not yet used (or repeating) that answers `question`, marked used.
  package func take(for question: AnswerQuestion) -> AnswerEntry? {
    for (index, entry) in entries.enumerated() where !used.contains(index) {
      guard question.isAnswered(by: entry) else { continue }
      if !entry.isRepeatable { used.insert(index) }
      return entry
    }
    return nil
  }

  /// Why `question` stops the run: no entry answers it.
  ///
  /// The message names the question and an entry that would answer it, on one line, which
  /// the file takes as it stands.
  package func unanswered(_ question: AnswerQuestion) -> CommandFailure {
    let sample = AnswersFile.text(of: question.sampleEntry)
      .split(separator: "\n").joined(separator: " ")
    return CommandFailure(
      message: "no answer in \(name) for \(question.summary); add an entry such as: \(sample)",
      exitStatus: ExitCode.unanswered)
  }
}
