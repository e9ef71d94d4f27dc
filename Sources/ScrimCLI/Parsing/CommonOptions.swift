/// The flags every subcommand but `catalog` accepts.
package struct CommonOptions: Hashable, Sendable {
  /// The colour theme, from `--theme`, or nil to let the renderer choose.
  ///
  /// Defaults to nil.
  package var theme: ThemeName?
  /// How long an alert, sheet or dialog waits before giving up (exit 124), or how long a
  /// message waits at most, from `--timeout`; nil waits for as long as it takes.
  ///
  /// Defaults to nil.
  package var timeout: Duration?
  /// Whether the result is printed as one JSON object (`--json`).
  ///
  /// Defaults to false.
  package var printsJSON: Bool
  /// Whether `--inline` was given; see `Invocation.drawsInline` for the effective value.
  ///
  /// Defaults to false.
  package var inline: Bool
  /// Whether `--accessible` was given; TERM=dumb or unset also selects accessible mode.
  ///
  /// Defaults to false.
  package var isAccessible: Bool
  /// Whether `--check` was given: print the guideline diagnostics and show nothing.
  ///
  /// Defaults to false.
  package var checksGuidelines: Bool
  /// The answers file that answers instead of a person (`--answers FILE`), or nil.
  ///
  /// Defaults to nil.
  package var answers: String?

  /// Makes options; every parameter has the default its property documents.
  package init(
    theme: ThemeName? = nil, timeout: Duration? = nil, printsJSON: Bool = false,
    inline: Bool = false, isAccessible: Bool = false, checksGuidelines: Bool = false
  ) {
    self.theme = theme
    self.timeout = timeout
    self.printsJSON = printsJSON
    self.inline = inline
    self.isAccessible = isAccessible
    self.checksGuidelines = checksGuidelines
  }
}
