/// One finding of `Guidelines.check(_:)`: which usage rule, how serious, and how to fix it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a finding is.
  public enum Severity: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// Advice from the guidelines; the modal still works.
    case warning
    /// The modal cannot be presented, or breaks a rule users rely on.
    case error

    /// Orders warnings before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A stable identifier of the rule, such as "alert.single-word-title".
  public var rule: String
  /// How serious it is.
  public var severity: Severity
  /// What is wrong.
  public var message: String
  /// What to do about it.
  public var fixIt: String

  /// Makes a diagnostic.
  public init(rule: String, severity: Severity, message: String, fixIt: String) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.fixIt = fixIt
  }

  /// "warning: [rule] message Fix: fix-it".
  public var description: String {
    "\(severity == .error ? "error" : "warning"): [\(rule)] \(message) Fix: \(fixIt)"
  }
}
