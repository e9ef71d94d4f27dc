import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct PresentationParityTests {
  private func okAlert(_ handler: @escaping @MainActor (AlertAction) -> Void = { _ in })
    -> AlertController
  {
    let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", handler: handler))
    return alert
  }

  @Test("present(_:animated:presented:) runs presented after the fade in, as UIKit's completion")
  func presentedAfterTransition() throws {
    let clock = ManualClock()
    let presenter = Presenter(clock: clock)
    var log: [String] = []
    try presenter.present(
      okAlert(), animated: true, presented: { log.append("presented") },
      dismissed: { log.append("dismissed: \($0.reason)") })
    #expect(log.isEmpty, "not yet on screen")
    clock.advance(by: .milliseconds(199))
    presenter.update()
    #expect(log.isEmpty)
    clock.advance(by: .milliseconds(1))
    presenter.update()
    #expect(log == ["presented"])
    presenter.handle(.key(.enter))
    clock.advance(by: .milliseconds(200))
    presenter.update()
    #expect(log == ["presented", "dismissed: action"])
  }

  @Test("animated: false shows and hides the modal at once")
  func notAnimated() throws {
    let presenter = Presenter(clock: ManualClock())
    var log: [String] = []
    try presenter.present(
      okAlert(), animated: false, presented: { log.append("presented") },
      dismissed: { log.append("dismissed: \($0.reason)") })
    #expect(log == ["presented"] && presenter.phase == .presented)
    presenter.handle(.key(.enter))
    #expect(log == ["presented", "dismissed: action"] && presenter.activeModal == nil)
  }

  @Test("a modal dismissed while it waits is never presented")
  func neverPresented() throws {
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    try presenter.present(okAlert())
    var presented = false
    let waiting = okAlert()
    try presenter.present(waiting, animated: true, presented: { presented = true })
    presenter.dismiss(waiting)
    presenter.dismissAll()
    presenter.update()
    #expect(!presented)
  }

  @Test("dismissOnAction false: the handler runs on every press and the modal stays")
  func dismissOnActionFalse() throws {
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    var presses = 0
    let alert = okAlert { _ in presses += 1 }
    alert.presentationOptions.dismissOnAction = false
    var result: DismissResult?
    try presenter.present(alert) { result = $0 }
    presenter.handle(.key(.enter))
    presenter.handle(.key(.enter))
    #expect(presses == 2 && result == nil && presenter.activeModal === alert)
    presenter.dismiss(alert)
    presenter.update()
    #expect(result?.reason == .programmatic && presses == 2)
  }
}

@MainActor
@Suite struct DismissVetoTests {
  @Test("shouldDismiss can keep a dialog up on Esc and scrim taps; buttons still end it")
  func veto() throws {
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    let dialog = Dialog(title: "Edit profile")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Save"))
    var asked: [DismissReason] = []
    dialog.shouldDismiss = { reason in
      asked.append(reason)
      return false
    }
    var result: DismissResult?
    try presenter.present(dialog) { result = $0 }
    presenter.handle(.key(.escape))
    presenter.handle(.accessibilityEscape)
    presenter.handle(.pointerDown(.scrim))
    presenter.handle(.pointerUp(.scrim))
    #expect(asked == [.escape, .escape, .backgroundTap] && result == nil)
    presenter.handle(.pointerDown(.action(1)))
    presenter.handle(.pointerUp(.action(1)))
    #expect(result?.reason == .action && asked.count == 3)
  }

  @Test("the accessibility escape follows the kind: an alert without Cancel stays, a dialog goes")
  func accessibilityEscapePerKind() throws {
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    let alert = AlertController(title: "Update required", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Update"))
    try presenter.present(alert)
    presenter.handle(.accessibilityEscape)
    #expect(presenter.activeModal === alert, "UIKit gives such an alert no escape")
    presenter.dismissAll()
    presenter.update()
    let dialog = Dialog(title: "Filters")
    dialog.addAction(AlertAction(title: "Apply"))
    var result: DismissResult?
    try presenter.present(dialog) { result = $0 }
    presenter.handle(.accessibilityEscape)
    #expect(result?.reason == .escape)
  }
}
