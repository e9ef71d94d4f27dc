/// Why talking to the terminal failed.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No terminal could be opened, e.g. under `ssh host cmd` without `-t` or in CI.
  case noTerminal(path: String, errno: Int32)
  /// A system call on the terminal failed.
  case systemCall(operation: String, errno: Int32)

  /// A sentence naming the cause and what to do.
  public var description: String {
    switch self {
    case .noTerminal(let path, let code):
      return "cannot open the terminal \(path) (errno \(code)): run from an interactive "
        + "terminal, use `ssh -t`, or use accessible line mode."
    case .systemCall(let operation, let code):
      return "\(operation) failed on the terminal (errno \(code))."
    }
  }
}
