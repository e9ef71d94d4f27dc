@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// The offset a stage's snapshot gives a sliding message, as both renderers draw it: in
/// cells on an 80×24 terminal and in points in a 1024×768 window, for snackbars and
/// banners at either edge, as they enter (300 ms).
@MainActor
@Suite struct StageMessageSlideTests {
  /// One message's frame and its offsets when hidden, half-way in and fully shown.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var usesPoints: Bool
    var isBanner: Bool
    var edge: SnackbarPosition
    /// The frame's top and bottom, fully shown: the distances the offsets follow from.
    var y: Int
    var maxY: Int
    var offsets: [Int]

    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    // Down by the room from the frame's top to the container's bottom; up by the
    // frame's own bottom. Half-way rounds away from the place: 57 pt gives 29.
    Case(
      name: "snackbar at the bottom, cells", usesPoints: false, isBanner: false,
      edge: .bottom, y: 20, maxY: 23, offsets: [4, 2, 0]),
    Case(
      name: "snackbar at the top, cells", usesPoints: false, isBanner: false, edge: .top,
      y: 1, maxY: 4, offsets: [-4, -2, 0]),
    Case(
      name: "banner at the top, cells", usesPoints: false, isBanner: true, edge: .top, y: 0,
      maxY: 2, offsets: [-2, -1, 0]),
    Case(
      name: "banner at the bottom, cells", usesPoints: false, isBanner: true, edge: .bottom,
      y: 22, maxY: 24, offsets: [2, 1, 0]),
    Case(
      name: "snackbar at the bottom, points", usesPoints: true, isBanner: false,
      edge: .bottom, y: 696, maxY: 744, offsets: [72, 36, 0]),
    Case(
      name: "snackbar at the top, points", usesPoints: true, isBanner: false, edge: .top,
      y: 8, maxY: 56, offsets: [-56, -28, 0]),
    Case(
      name: "banner at the top, points", usesPoints: true, isBanner: true, edge: .top, y: 0,
      maxY: 57, offsets: [-57, -29, 0]),
    Case(
      name: "banner at the bottom, points", usesPoints: true, isBanner: true, edge: .bottom,
      y: 711, maxY: 768, offsets: [57, 29, 0]),
  ]

  @Test(
    "a message is just past its edge when hidden, half-way out at half, in place when shown",
    arguments: cases)
  func offsets(_ expected: Case) throws {
    let clock = ManualClock()
    let size = expected.usesPoints ? Size(width: 1024, height: 768) : Size(width: 80, height: 24)
    let stage: Stage =
      expected.usesPoints
      ? Stage(clock: clock, size: size, measurer: ProportionalMeasurer(), metrics: .points)
      : Stage(clock: clock, size: size, measurer: TerminalTextMeasurer())
    stage.snackbarPosition = expected.edge
    stage.snackbars.entryDuration = .milliseconds(300)
    stage.banners.entryDuration = .milliseconds(300)
    if expected.isBanner {
      try stage.show(Banner(description: "You are offline", position: expected.edge))
    } else {
      stage.show(SnackbarMessage(text: "Draft saved"))
    }
    var offsets: [Int] = []
    var frames: [Rect] = []
    for step in 0..<3 {
      if step > 0 { clock.advance(by: .milliseconds(150)) }
      stage.update()
      let layer = try #require(stage.scene().layers.last)
      switch layer {
      case .snackbar(let state):
        offsets.append(state.offset)
        frames.append(state.layout.frame)
      case .banner(let state):
        offsets.append(state.offset)
        frames.append(state.layout.frame)
      case .modal, .menu:
        Issue.record("no modal or menu was presented")
      }
    }
    #expect(frames.allSatisfy { $0.y == expected.y && $0.maxY == expected.maxY })
    #expect(offsets == expected.offsets)
  }
}
