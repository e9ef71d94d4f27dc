/// A rule a text field's text must follow before the dialog's confirming actions can be
/// chosen, with the message the field shows under it while the text breaks it.
///
///     field.rules = [.required(), .number(in: 1...65535)]
///
/// Rules run in order; the first one broken gives the field's error. A rule is checked on
/// every change of the text, so keep custom checks cheap. A pattern is a custom rule: the
/// core links no regular expression engine, so an app brings its own.
@MainActor
public struct FieldRule {
  private let check: @MainActor (String) -> String?

  /// Makes a rule from a check that returns the error message for a text that breaks it,
  /// or nil for a text that follows it.
  ///
  ///     .custom { $0.contains(" ") ? "No spaces" : nil }
  public static func custom(_ check: @escaping @MainActor (String) -> String?) -> FieldRule {
    FieldRule(check: check)
  }

  /// The text must hold something other than spaces.
  ///
  /// - Parameter message: What the field says while it is empty. Defaults to "Required".
  public static func required(message: String = "Required") -> FieldRule {
    FieldRule { $0.contains(where: { !$0.isWhitespace }) ? nil : message }
  }

  /// The text must be a number from `range.lowerBound` to `range.upperBound`; an empty
  /// text passes (add `required()` to refuse it).
  ///
  /// - Parameters:
  ///   - range: The numbers allowed, bounds included.
  ///   - message: What the field says otherwise. Defaults to "Enter a number from A to B".
  public static func number(in range: ClosedRange<Double>, message: String? = nil) -> FieldRule {
    let shown =
      message ?? "Enter a number from \(shortNumber(range.lowerBound)) to "
      + shortNumber(range.upperBound)
    return FieldRule { text in
      let trimmed = text.trimmingWhitespace
      guard !trimmed.isEmpty else { return nil }
      guard let value = Double(trimmed), value.isFinite, range.contains(value) else { return shown }
      return nil
    }
  }

  /// The error message for `text`, or nil when it follows the rule.
  public func error(for text: String) -> String? {
    check(text)
  }

  /// 1 for 1.0, 2.5 for 2.5: how a person writes a bound.
  private static func shortNumber(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

extension String {
  /// The text without the white space at either end.
  fileprivate var trimmingWhitespace: Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return self[start..<max(start, end)]
  }
}
