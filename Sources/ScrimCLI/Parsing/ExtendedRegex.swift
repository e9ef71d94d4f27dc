import ScrimSystem

/// A POSIX extended regular expression, as `grep -E` reads it, compiled once by the C
/// library and matched against a whole text.
///
/// The C library's, not Swift's `Regex`: a script's author knows `grep -E`'s syntax, and
/// Swift's engine would cost every command start-up its runtime (`check-release.sh`).
///
///     let port = try ExtendedRegex("[0-9]+")
///     port.matchesWhole("8080")  // true
final class ExtendedRegex {
  private var compiled = regex_t()

  /// Compiles `pattern`.
  ///
  /// - Throws: What the C library says is wrong with it.
  init(_ pattern: String) throws(ExtendedRegexError) {
    guard !pattern.utf8.contains(0) else {
      throw ExtendedRegexError(pattern: pattern, reason: "it holds a NUL byte")
    }
    // Anchored in a group of its own, so `a|b` must be all of the text too.
    let status = regcomp(&compiled, "^(" + pattern + ")$", REG_EXTENDED | REG_NOSUB)
    guard status == 0 else {
      var message = [CChar](repeating: 0, count: 256)
      regerror(status, &compiled, &message, message.count)
      throw ExtendedRegexError(
        pattern: pattern,
        reason: String(
          decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }

  deinit { regfree(&compiled) }

  /// Whether all of `text` matches; a text holding a NUL byte never does, since the C
  /// library would stop reading there.
  func matchesWhole(_ text: String) -> Bool {
    guard !text.utf8.contains(0) else { return false }
    return regexec(&compiled, text, 0, nil, 0) == 0
  }
}

/// Why a pattern did not compile.
struct ExtendedRegexError: Error, CustomStringConvertible {
  let pattern: String
  let reason: String

  var description: String {
    "\(pattern.debugDescription) is not an extended regular expression (grep -E): \(reason)"
  }
}
