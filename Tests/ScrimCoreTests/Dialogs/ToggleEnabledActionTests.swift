@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// `Toggle.enabledAction`: zenity's "I read and agree" checkbox holds OK back until it is
/// checked, whatever flips it.
@MainActor
@Suite("a toggle that enables an action")
struct ToggleEnabledActionTests {
  @Test("OK is disabled until the box is checked by Space, and again when unchecked")
  func space() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    let agree = Toggle(title: "I read and agree")
    let dialog = Dialog(title: "Licence")
    dialog.addControl(.toggle(agree))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    agree.enabledAction = ok
    try stage.present(dialog)
    #expect(!ok.isEnabled)
    #expect(!stage.focusOrder.contains(.action(1)), "a disabled OK takes no focus")
    stage.handle(.text(" "))
    #expect(ok.isEnabled && stage.focusOrder.contains(.action(1)))
    stage.handle(.accessibilityActivate(.modal(.control(0))))
    #expect(!ok.isEnabled, "a screen reader's activation unchecks it too")
    agree.isOn = true
    #expect(ok.isEnabled, "and the app's own change")
  }
}
