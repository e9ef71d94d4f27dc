import ScrimCore
import Testing

/// Compares the measurer with Python's `wcwidth` on every code point it defines a width
/// for, from the committed fixture (scripts/generate-wcwidth-fixture.py).
@Suite struct WCWidthComparisonTests {
  /// Code points whose East_Asian_Width became W in Unicode 16.0 (trigrams, monograms,
  /// digrams, hexagrams, tai xuan jing symbols and counting rods); our tables are from
  /// Unicode 15.0, Debian's `unicode-data`.
  static let eastAsianWidthChangedIn16: [ClosedRange<UInt32>] = [
    0x2630...0x2637, 0x268A...0x268F, 0x4DC0...0x4DFF, 0x1D300...0x1D356, 0x1D360...0x1D376,
  ]

  /// Why our width for `value` may deliberately differ from wcwidth's, or nil if it may not.
  static func deliberateDifference(_ value: UInt32) -> String? {
    if value == 0 { return "NUL is drawn as its stand-in ␀, one cell (wcwidth: 0)" }
    if eastAsianWidthChangedIn16.contains(where: { $0.contains(value) }) {
      return "East_Asian_Width changed in Unicode 16.0"
    }
    guard let scalar = Unicode.Scalar(value) else { return "not a scalar" }
    // Swift's own Unicode data is newer than 15.0; a code point it dates after 15.0 (or
    // does not know) was unassigned in our tables' version.
    if let age = scalar.properties.age, (age.major, age.minor) <= (15, 0) { return nil }
    return "not assigned in Unicode 15.0"
  }

  @Test("every code point wcwidth defines has the same width, except the listed differences")
  func matchesWCWidth() {
    let runs = WCWidthFixture.runs
    var unexpected: [String] = []
    var reasons: [String: Int] = [:]
    var compared = 0
    for start in stride(from: 0, to: runs.count - 2, by: 3) {
      let expected = Int(runs[start + 2])
      for value in runs[start]...runs[start + 1] {
        guard let scalar = Unicode.Scalar(value) else { continue }
        compared += 1
        let actual = TerminalTextMeasurer.width(of: scalar)
        guard actual != expected else { continue }
        if let reason = Self.deliberateDifference(value) {
          reasons[reason, default: 0] += 1
        } else if unexpected.count < 20 {
          let hex = String(value, radix: 16, uppercase: true)
          unexpected.append("U+\(hex): ours \(actual), wcwidth \(expected)")
        }
      }
    }
    #expect(unexpected.isEmpty, "\(unexpected)")
    #expect(compared > 1_000_000)
    // Each listed reason still applies, so the list stays honest.
    #expect(reasons["NUL is drawn as its stand-in ␀, one cell (wcwidth: 0)"] == 1)
    #expect((reasons["East_Asian_Width changed in Unicode 16.0"] ?? 0) > 0)
  }

  @Test("the tables record the Unicode version they were generated from")
  func version() {
    #expect(TerminalTextMeasurer.unicodeVersion == "15.0.0")
  }
}
