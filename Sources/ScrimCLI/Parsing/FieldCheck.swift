import ScrimCore

/// What a field's text must be before OK can be chosen, as the command line gives it:
/// `--field NAME:required`, `--pattern NAME=REGEX`, `--range NAME=MIN..MAX` and
/// `--error-text NAME=TEXT`.
package struct FieldCheck: Hashable, Sendable {
  /// Whether the field must hold something other than spaces.
  package var isRequired = false
  /// A regular expression the whole text must match, already checked to compile.
  package var pattern: String?
  /// The numbers the text must lie between, bounds included.
  package var range: ClosedRange<Double>?
  /// What the field says while it breaks any of these, in place of each rule's own words.
  package var errorText: String?

  package init() {}

  /// Whether the field is checked at all.
  package var isEmpty: Bool { !isRequired && pattern == nil && range == nil }
}

extension FieldCheck {
  /// The core's rules for these checks, in the order a person reads them: blank first.
  @MainActor
  package var rules: [FieldRule] {
    var rules: [FieldRule] = []
    if isRequired { rules.append(errorText.map { .required(message: $0) } ?? .required()) }
    // Checked when parsed: a pattern that no longer compiles is left out rather than fatal.
    if let pattern, let regex = try? ExtendedRegex(pattern) {
      let message = errorText ?? "Must match \(pattern)"
      rules.append(.custom { $0.isEmpty || regex.matchesWhole($0) ? nil : message })
    }
    if let range { rules.append(.number(in: range, message: errorText)) }
    return rules
  }
}
