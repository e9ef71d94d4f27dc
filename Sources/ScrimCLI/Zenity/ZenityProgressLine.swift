/// What one line of a `--progress` box's stdin says, as zenity reads it: `# text` is the
/// new text, `pulsate:false` stops pulsing and `pulsate:` anything else starts it, and a
/// line that starts with a digit is a percentage (its digits, with `.` or `,` before the
/// fraction, any other character skipped, clamped to 0...100).
enum ZenityProgressLine: Hashable, Sendable {
  case text(String)
  case percentage(Double)
  case pulsate(Bool)

  /// The line's meaning, or nil for a line zenity ignores.
  init?(_ line: String) {
    var line = line
    while line.hasSuffix("\n") || line.hasSuffix("\r\n") { line.removeLast() }
    if line.hasPrefix("#") {
      let text = line.dropFirst().trimmingWhitespace
      self = .text(ZenityText.compressed(text))
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
    self = .percentage(min(max(value * scale, 0), 100))
  }
}

extension Substring {
  /// The text without white space at either end.
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
