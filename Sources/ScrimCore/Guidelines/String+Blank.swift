extension String {
  /// Whether the string is empty or only whitespace, as usage rules treat a missing text.
  var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
