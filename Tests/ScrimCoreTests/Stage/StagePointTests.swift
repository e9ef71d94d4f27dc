@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// The stage as a pixel renderer would drive it: a 1024×768 pt window, a proportional
/// measurer, Material's own numbers, and pointer input in points.
@MainActor
@Suite struct StagePointTests {
  private func makeStage(width: Int = 1024, height: Int = 768) -> (Stage, ManualClock) {
    let clock = ManualClock()
    let stage = Stage(
      clock: clock, size: Size(width: width, height: height), measurer: ProportionalMeasurer(),
      metrics: .points, reducesMotion: true)
    return (stage, clock)
  }

  @Test("an alert in points is 280 pt wide and centred; a click in points at OK chooses it")
  func alertInPoints() throws {
    let (stage, _) = makeStage()
    var result: DismissResult?
    let alert = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    let delete = AlertAction(title: "Delete", style: .destructive)
    alert.addAction(delete)
    try stage.present(alert) { result = $0 }
    stage.update()
    guard case .modal(let modal)? = stage.scene().layers.first else {
      Issue.record("the alert is the bottom layer")
      return
    }
    #expect(modal.layout.frame.width == 280)
    #expect(modal.layout.frame.x == (1024 - 280) / 2)
    let button = try #require(modal.layout.buttons.buttons.first { $0.index == 1 })
    #expect(button.frame.height == 36, "Material's 36 pt buttons")
    #expect(stage.target(x: button.frame.midX, y: button.frame.midY) == .modal(.action(1)))
    #expect(stage.target(x: 5, y: 5) == .modal(.scrim))
    stage.handle(.pointer(PointerInput(.press, x: button.frame.midX, y: button.frame.midY)))
    stage.handle(.pointer(PointerInput(.release, x: button.frame.midX, y: button.frame.midY)))
    stage.update()
    #expect(result?.action === delete && result?.reason == .action)
  }

  @Test("a snackbar in a 1024 pt window is between 288 and 568 pt; hovering it holds its timer")
  func snackbarInPoints() throws {
    let (stage, clock) = makeStage()
    var reason: MessageEndReason?
    var message = SnackbarMessage(text: "Draft saved")
    message.duration = .seconds(4)
    message.completion = { reason = $0 }
    stage.show(message)
    stage.update()
    guard case .snackbar(let snackbar)? = stage.scene().layers.last else {
      Issue.record("the snackbar is the top layer")
      return
    }
    #expect((288...568).contains(snackbar.layout.frame.width))
    #expect(snackbar.layout.frame.height >= 48, "MDC's 48 pt minimum height")
    let frame = snackbar.layout.frame
    stage.handle(.pointer(PointerInput(.move, x: frame.midX, y: frame.midY)))
    clock.advance(by: .seconds(10))
    stage.update()
    #expect(reason == nil, "the pointer over it holds its timer")
    stage.handle(.pointerExited)
    clock.advance(by: .seconds(4))
    stage.update()
    #expect(reason == .timeout)
  }

  @Test("an action sheet without an anchor is refused in a 1024 pt window, not in a 400 pt one")
  func sizeClassInPoints() {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy"))
    #expect(throws: PresentationError.self) { try makeStage().0.present(sheet) }
    #expect(throws: Never.self) { try makeStage(width: 400).0.present(sheet) }
  }
}

extension Rect {
  fileprivate var midX: Int { x + width / 2 }
  fileprivate var midY: Int { y + height / 2 }
}
