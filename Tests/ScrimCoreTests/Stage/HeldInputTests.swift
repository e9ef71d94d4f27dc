@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A modal that waits for its actions (a program box before its OK) keeps what is typed
/// meanwhile and acts on it once they appear, as a terminal keeps keys for a busy program.
@MainActor
@Suite struct HeldInputTests {
  private func followingBox(holds: Bool = true) throws -> (Stage, Dialog, Ending) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let dialog = Dialog(title: "Build", message: "Compiling")
    dialog.addControl(.textArea(TextArea(text: "compiling one")))
    dialog.presentationOptions.dismissOnEscape = true
    dialog.presentationOptions.holdsInputUntilActions = holds
    let ended = Ending()
    try stage.present(dialog) { ended.value = $0 }
    stage.update()
    return (stage, dialog, ended)
  }

  @Test("Return typed before OK exists chooses OK once it appears")
  func returnWaitsForOK() throws {
    let (stage, dialog, ended) = try followingBox()
    stage.handle(.key(.enter))
    stage.update()
    #expect(ended.value == nil && stage.presenter.activeModal != nil)
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    stage.update()
    #expect(ended.value?.action === ok)
  }

  @Test("Esc typed before OK exists does not end the box early; it closes it once OK is there")
  func escapeWaitsForOK() throws {
    let (stage, dialog, ended) = try followingBox()
    stage.handle(.key(.escape))
    stage.update()
    #expect(ended.value == nil, "the box stays while its input runs")
    dialog.addAction(AlertAction(title: "OK"))
    stage.update()
    #expect(ended.value?.reason == .escape && ended.value?.action == nil)
  }

  @Test("keys held are given in order: Tab, then Return chooses the second button")
  func heldInOrder() throws {
    let (stage, dialog, ended) = try followingBox()
    stage.handle(.key(.tab))
    stage.handle(.key(.enter))
    let ok = AlertAction(title: "OK")
    let help = AlertAction(title: "Help")
    dialog.addAction(ok)
    dialog.addAction(help)
    stage.update()
    #expect(ended.value?.action === help)
  }

  @Test("a key used up before the actions appear is not given to them")
  func discardedKeyIsGone() throws {
    let (stage, dialog, ended) = try followingBox()
    stage.handle(.key(.enter))
    stage.handle(.text("x"))
    #expect(stage.presenter.heldInputCount == 2)
    stage.discardHeldInput(count: 5)
    #expect(stage.presenter.heldInputCount == 0)
    dialog.addAction(AlertAction(title: "OK"))
    stage.update()
    #expect(ended.value == nil, "the box waits for a key typed now")
  }

  @Test("what is held is bounded: keys past the limit are dropped")
  func bounded() throws {
    let (stage, _, _) = try followingBox()
    for _ in 0..<(Presenter.heldInputLimit + 100) { stage.handle(.text("a")) }
    #expect(stage.presenter.heldInputCount == Presenter.heldInputLimit)
  }

  @Test("without the option, Esc on a modal without actions ends it at once")
  func notHeldByDefault() throws {
    let (stage, _, ended) = try followingBox(holds: false)
    stage.handle(.key(.escape))
    stage.update()
    #expect(ended.value?.reason == .escape)
  }
}

/// A value a completion sets, read by the test.
@MainActor
private final class Ending {
  var value: DismissResult?
}
