import ScrimSystem

/// Why talking to the terminal failed.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No terminal could be opened, e.g. under `ssh host cmd` without `-t` or in CI.
  case noTerminal(path: String, errno: Int32)
  /// A system call on the terminal failed.
  case systemCall(operation: String, errno: Int32)

  /// One line naming the cause, in the system's words, and what to do.
  public var description: String {
    switch self {
    case .noTerminal(let path, let code):
      return "cannot open the terminal \(path): \(Self.reason(code)); run from an "
        + "interactive terminal or with `ssh -t`"
    case .systemCall(let operation, let code):
      return "\(operation) failed on the terminal: \(Self.reason(code))"
    }
  }

  /// The system's text for an error number, such as "No such device or address".
  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
