extension ShownBox where Request == ZenityRequest {
  /// Writes what zenity prints for `ending` on `output` and says how the process ends.
  ///
  /// - Parameter variable: Reads the environment: `ZENITY_OK` and the other exit codes.
  package func finish(
    _ ending: BoxEnding, output: any TextOutput, variable: (String) -> String?
  ) -> Termination {
    let result = ZenityOutput.result(for: ending, of: request, variable: variable)
    // On a terminal nobody parses the result, and a value's controls would drive it.
    let printed = ResultText.shownLines(result.output, onTerminal: output.isTerminal)
    output.write(bytes: ArgumentText.bytes(of: printed))
    if case .interrupted(let signal) = ending.reason {
      return Termination(status: result.status, signal: signal)
    }
    return Termination(status: result.status)
  }
}
