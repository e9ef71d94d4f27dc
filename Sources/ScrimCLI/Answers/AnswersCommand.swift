import ScrimSystem

/// `scrim answers --from TRANSCRIPT`: writes on stdout the answers file that replays a run
/// recorded with `SCRIM_TRANSCRIPT`, so that a script's author answers once by hand and
/// the script runs in CI from the file.
///
///     SCRIM_TRANSCRIPT=run.jsonl ./install.sh          # answered by hand
///     scrim answers --from run.jsonl > install.answers
///     SCRIM_ANSWERS=install.answers ./install.sh        # answered by the file
package enum AnswersCommand {
  /// The word after `scrim` that names it.
  package static let name = "answers"

  /// Its `--help`.
  package static let help = """
    Usage: scrim answers --from TRANSCRIPT

    Writes the answers file that replays a recorded run on standard output.
    Record a run with SCRIM_TRANSCRIPT=FILE (one JSON line a question, answered by a
    person or by an answers file), then answer it in CI with SCRIM_ANSWERS=FILE.

    Flags:
      --from TRANSCRIPT  the transcript to read (required)
      -h, --help         show this help

    Exit status: 0 written, 64 bad usage, 65 the transcript is not one (its line is
    named), 74 stdout could not take it, 78 the transcript cannot be read.

    """

  /// Runs `arguments` (after `answers`).
  @MainActor
  package static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput
  ) -> Termination {
    var path: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "-h", "--help":
        output.write(help)
        return Termination(status: ExitCode.success)
      case "--from" where index < arguments.count:
        path = arguments[index]
        index += 1
      case let word where word.hasPrefix("--from="):
        path = String(word.dropFirst("--from=".count))
      default:
        errors.write(
          "scrim answers: unexpected \(UserText.quoted(argument))\n"
            + "Usage: scrim answers --from TRANSCRIPT\n")
        return Termination(status: ExitCode.usage)
      }
    }
    guard let path, !path.isEmpty else {
      errors.write(
        "scrim answers: needs --from TRANSCRIPT\nUsage: scrim answers --from TRANSCRIPT\n")
      return Termination(status: ExitCode.usage)
    }
    let text: String
    do {
      text = try AnswerBook.readText(path)
    } catch {
      errors.write("scrim answers: \(UserText.visible(error.message))\n")
      return Termination(status: error.exitStatus)
    }
    do {
      output.write(try TranscriptAnswers.answers(fromTranscript: text))
    } catch {
      errors.write("scrim answers: \(path), \(UserText.visible(error.description))\n")
      return Termination(status: ExitCode.checkFailed)
    }
    return Termination(status: ExitCode.success)
  }
}
