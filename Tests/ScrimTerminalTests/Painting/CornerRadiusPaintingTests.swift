import ScrimCore
import ScrimTerminal
import Testing

/// A terminal has no curves: it draws a modal's corner radius as rounded box corners for
/// any positive number and square ones for 0.
@MainActor
@Suite struct CornerRadiusPaintingTests {
  private func corners(radius: Double?) throws -> (rounded: Bool, square: Bool) {
    var harness = try AppHarness(columns: 40, rows: 12)
    let alert = AlertController(title: "Archive?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    alert.appearance.cornerRadius = radius
    try harness.app.present(alert)
    try harness.advance(by: .seconds(1))
    let text = harness.lines.joined(separator: "\n")
    return (text.contains("╭") && text.contains("╯"), text.contains("┌") && text.contains("┘"))
  }

  @Test("the default 4, a small and a large radius draw rounded corners; 0 draws square ones")
  func roundedForAnyPositiveRadius() throws {
    for radius in [nil, 0.5, 4, 28] {
      let drawn = try corners(radius: radius)
      #expect(drawn.rounded && !drawn.square, "radius \(String(describing: radius))")
    }
    let square = try corners(radius: 0)
    #expect(square.square && !square.rounded)
  }
}
