extension ZenityShownBox {
  /// How the box ended, from the reason its session (a terminal, a window, line prompts)
  /// resolved: Esc runs Cancel's handler, but zenity tells it from Cancel (its ESC code).
  package func ending(for reason: CommandOutcome.Reason) -> ZenityEnding {
    switch reason {
    case .interrupted(let signal): return .interrupted(signal)
    case .timeout: return .timedOut
    case .escape, .backgroundTap: return .closed
    default: return chosen.map(ZenityEnding.button) ?? .closed
    }
  }

  /// Writes what zenity prints for `ending` on `output` and says how the process ends.
  ///
  /// - Parameter variable: Reads the environment: `ZENITY_OK` and the other exit codes.
  package func finish(
    _ ending: ZenityEnding, output: any TextOutput, variable: (String) -> String?
  ) -> Termination {
    let result = ending.result(of: request, value: readValue(), variable: variable)
    // On a terminal nobody parses the result, and a value's controls would drive it.
    let printed = ResultText.shownLines(result.output, onTerminal: output.isTerminal)
    output.write(bytes: ArgumentText.bytes(of: printed))
    if case .interrupted(let signal) = ending {
      return Termination(status: result.status, signal: signal)
    }
    return Termination(status: result.status)
  }
}
