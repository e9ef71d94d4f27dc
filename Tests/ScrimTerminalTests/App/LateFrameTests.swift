import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// The app's first frame can come late (a saturated machine, a stopped process): a message
/// is on screen for its whole duration from the frame that shows it, never timed out before.
@MainActor
@Suite struct LateFrameTests {
  @Test(
    "a clock that jumps a minute before the next frame: the snackbar shows, for all its 4 s",
    arguments: [false, true])
  func lateFrame(reducesMotion: Bool) throws {
    var harness = try AppHarness(columns: 60, rows: 16, reducesMotion: reducesMotion)
    let ends = Ends()
    harness.app.show(SnackbarMessage(text: "Draft saved", completion: { ends.reasons.append($0) }))
    harness.clock.advance(by: .seconds(60))
    try harness.step()
    #expect(harness.find("Draft saved") != nil, "drawn: \(harness.lines)")
    #expect(ends.reasons.isEmpty, "not ended before it was seen")
    try harness.advance(by: .seconds(4) - .milliseconds(1))
    #expect(harness.find("Draft saved") != nil, "still up just before its 4 s")
    try harness.advance(by: .milliseconds(1))
    #expect(ends.reasons == [.timeout])
    try harness.advance(by: .seconds(1))
    #expect(harness.find("Draft saved") == nil, "gone after its exit")
  }
}

/// The reasons a message ended with, in order.
@MainActor
private final class Ends {
  var reasons: [MessageEndReason] = []
}
