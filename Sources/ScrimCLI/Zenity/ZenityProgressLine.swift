/// What one line of a `--progress` box's stdin says, as zenity reads it: `# text` is the
/// new text, `pulsate:false` stops pulsing and `pulsate:` anything else starts it, and a
/// line that starts with a digit is a percentage (its digits, with `.` or `,` before the
/// fraction, any other character skipped, clamped to 0...100).
package enum ZenityProgressLine: Hashable, Sendable {
  /// `# text`: the box's new text, its C escapes made characters.
  case text(String)
  /// A line that starts with a digit: the bar's percentage, 0...100.
  case percentage(Double)
  /// `pulsate:`: whether the bar pulses.
  case pulsate(Bool)

  /// The line's meaning, or nil for a line zenity ignores.
  package init?(_ line: String) {
    var line = line
    while line.hasSuffix("\n") || line.hasSuffix("\r\n") { line.removeLast() }
    if line.hasPrefix("#") {
      let text = line.dropFirst().trimmingWhitespace
      self = .text(ZenityEscapes.compressed(text))
      return
    }
    if line.hasPrefix("pulsate") {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let value = line[line.index(after: colon)...].drop { $0.isWhitespace }
      self = .pulsate(value.lowercased() != "false")
      return
    }
    guard let first = line.unicodeScalars.first, ("0"..."9").contains(first) else { return nil }
    var value = 0.0
    var scale = 1.0
    var pastPoint = false
    for scalar in line.unicodeScalars {
      if scalar == "." || scalar == "," {
        pastPoint = true
        continue
      }
      guard ("0"..."9").contains(scalar) else { continue }
      if pastPoint { scale /= 10 }
      value = value * 10 + Double(scalar.value - 48)
    }
    // Digits past a Double's range make the value infinite, and a long fraction its
    // scale 0: their product is NaN, a number larger than 100 all the same.
    let percent = value * scale
    self = .percentage(percent.isNaN ? 100 : min(max(percent, 0), 100))
  }
}

extension Substring {
  /// The text without white space at either end.
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
