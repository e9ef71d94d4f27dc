import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// A message that slides in or out leaves nothing behind: at every step of its slide,
/// the screen drawn frame by frame from the layers that changed equals one drawn whole.
@MainActor
@Suite struct MessageSlideFrameTests {
  @Test(
    "each step of a snackbar's or banner's slide, at the top or the bottom, leaves no trail",
    arguments: ["snackbar top", "snackbar bottom", "banner top", "banner bottom"])
  func slideLeavesNoTrail(_ kind: String) throws {
    // In (steps 1 to 9) and out (after the dismissal at step 10): each checked on a fresh
    // app, so that one step's whole repaint cannot hide the next one's trail.
    for steps in 1..<20 {
      var harness = try Self.harness(showing: kind)
      for step in 0..<steps {
        if step == 10 {
          harness.app.snackbars.dismissAll()
          harness.app.banners.dismissAll()
        }
        try harness.advance(by: .milliseconds(33))
      }
      let incremental = harness.virtual.screen
      harness.app.process(.resumed)
      try harness.step()
      let same = harness.virtual.screen == incremental
      let rows = (0..<incremental.height).filter { y in
        (0..<incremental.width).contains { incremental[$0, y] != harness.virtual.screen[$0, y] }
      }
      #expect(same, "after \(steps) steps, rows \(rows) differ from a whole repaint")
    }
  }

  private static func harness(showing kind: String) throws -> AppHarness {
    let harness = try AppHarness(columns: 60, rows: 16, reducesMotion: false)
    let isTop = kind.hasSuffix("top")
    if kind.hasPrefix("snackbar") {
      harness.app.snackbarPosition = isTop ? .top : .bottom
      harness.app.show(SnackbarMessage(text: "Draft saved to your device"))
    } else {
      _ = try harness.app.show(
        Banner(description: "You are offline", position: isTop ? .top : .bottom))
    }
    return harness
  }
}
