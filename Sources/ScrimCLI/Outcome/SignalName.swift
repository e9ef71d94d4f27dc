import ScrimSystem

/// The names of the signals that end a run.
enum SignalName {
  /// "SIGINT", "SIGHUP", "SIGTERM", "SIGQUIT", or "SIG" and the number for any other.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGHUP: return "SIGHUP"
    case SIGINT: return "SIGINT"
    case SIGQUIT: return "SIGQUIT"
    case SIGTERM: return "SIGTERM"
    default: return "SIG\(signal)"
    }
  }
}
