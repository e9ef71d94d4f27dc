extension ZenityCommandLine {
  /// How a command line that shows no box ended: its answer or error is written.
  package struct Answered: Error {
    /// The exit status: 0 for `--help` and `--version`, 255 for a usage error.
    package var status: Int32
  }

  /// The zenity version whose contract scrim keeps: scripts compare it.
  static let versionLine = "3.44.0\n"

  /// The box `arguments` ask for; for a line that asks for none, its answer written as
  /// zenity writes it (the version or the help on `output`, a usage error on `errors`).
  ///
  /// - Throws: How the command ends without a box.
  package static func request(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput
  ) throws(Answered) -> ZenityRequest {
    let line: ZenityCommandLine
    do {
      line = try ZenityParser().parse(arguments)
    } catch {
      errors.write(error.message + "\n")
      throw Answered(status: 255)
    }
    switch line {
    case .version:
      output.write(versionLine)
      throw Answered(status: 0)
    case .help:
      output.write(ZenityHelp.text)
      throw Answered(status: 0)
    case .show(let request):
      return request
    }
  }
}
