import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct PresenterLifecycleTests {
  @Test("a modal fades in over 0.2 s, then is presented")
  func entryTransition() throws {
    let fixture = Fixture()
    try fixture.presenter.present(fixture.okAlert())
    #expect(fixture.presenter.phase == .presenting)
    #expect(fixture.presenter.visibility == 0)
    #expect(fixture.presenter.nextDeadline == .milliseconds(200))
    fixture.clock.advance(by: .milliseconds(100))
    #expect(fixture.presenter.visibility == 0.5)
    #expect(fixture.presenter.scrimAlpha == 0.16)
    fixture.clock.advance(by: .milliseconds(100))
    fixture.presenter.update()
    #expect(fixture.presenter.phase == .presented)
    #expect(fixture.presenter.scrimAlpha == 0.32)
    #expect(fixture.presenter.nextDeadline == nil)
  }

  @Test("under reduced motion a modal appears and leaves at once")
  func reducedMotion() throws {
    let fixture = Fixture(reducesMotion: true)
    try fixture.presenter.present(fixture.okAlert(), completion: fixture.recorder.completion("a"))
    #expect(fixture.presenter.phase == .presented)
    fixture.presenter.handle(.key(.enter))
    #expect(fixture.presenter.activeModal == nil)
    #expect(fixture.recorder.calls == [.handler("OK"), .completion("a", .action, "OK")])
  }

  @Test("the handler runs after the exit transition, then the completion")
  func handlerAfterDismissal() throws {
    let fixture = Fixture()
    try fixture.show(fixture.okAlert(), as: "alert")
    fixture.presenter.handle(.key(.enter))
    #expect(fixture.presenter.phase == .dismissing)
    #expect(fixture.recorder.calls.isEmpty)
    fixture.clock.advance(by: .milliseconds(199))
    fixture.presenter.update()
    #expect(fixture.recorder.calls.isEmpty)
    fixture.clock.advance(by: .milliseconds(1))
    fixture.presenter.update()
    #expect(fixture.recorder.calls == [.handler("OK"), .completion("alert", .action, "OK")])
    #expect(!fixture.presenter.isPresenting)
  }

  @Test("one modal is active at a time; the others wait in the order presented")
  func queue() throws {
    let fixture = Fixture(reducesMotion: true)
    let first = fixture.okAlert("First alert")
    let second = fixture.okAlert("Second alert")
    let third = fixture.deleteAlert()
    try fixture.presenter.present(first)
    try fixture.presenter.present(second)
    try fixture.presenter.present(third)
    #expect(fixture.presenter.activeModal === first)
    #expect(fixture.presenter.waitingModals.map(\.title) == ["Second alert", "Delete draft?"])
    fixture.presenter.handle(.key(.enter))
    #expect(fixture.presenter.activeModal === second)
    fixture.presenter.handle(.key(.enter))
    #expect(fixture.presenter.activeModal === third)
  }

  @Test("input is ignored while the modal is dismissing")
  func noInputWhileDismissing() throws {
    let fixture = Fixture()
    try fixture.show(fixture.deleteAlert(), as: "alert")
    fixture.presenter.handle(.key(.escape))
    fixture.presenter.handle(.key(.tab))
    fixture.presenter.handle(.key(.enter))
    fixture.settle()
    #expect(
      fixture.recorder.calls == [.handler("Cancel"), .completion("alert", .escape, "Cancel")])
  }

  @Test("input during the entry transition counts")
  func inputWhilePresenting() throws {
    let fixture = Fixture()
    try fixture.presenter.present(fixture.okAlert(), completion: fixture.recorder.completion("a"))
    fixture.presenter.handle(.key(.enter))
    fixture.settle()
    #expect(fixture.recorder.calls == [.handler("OK"), .completion("a", .action, "OK")])
  }

  @Test("a handler may present the next alert; it starts after the completion has run")
  func presentFromHandler() throws {
    let fixture = Fixture(reducesMotion: true)
    let follow = fixture.okAlert("Draft deleted")
    var order: [String] = []
    let alert = AlertController(title: "Delete draft?", message: nil)
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { _ in
        order.append("handler")
        try? fixture.presenter.present(follow)
        order.append("active after present: \(fixture.presenter.activeModal?.title ?? "none")")
      })
    try fixture.presenter.present(alert) { _ in order.append("completion") }
    fixture.presenter.handle(.pointerDown(.action(0)))
    fixture.presenter.handle(.pointerUp(.action(0)))
    #expect(order == ["handler", "active after present: none", "completion"])
    #expect(fixture.presenter.activeModal === follow)
  }

  @Test("dismissing by code runs no handler and reports .programmatic")
  func programmaticDismissal() throws {
    let fixture = Fixture()
    let alert = fixture.deleteAlert()
    try fixture.show(alert, as: "alert")
    fixture.presenter.dismiss(alert)
    fixture.settle()
    #expect(fixture.recorder.calls == [.completion("alert", .programmatic, nil)])
  }

  @Test("dismissing a waiting modal removes it at once")
  func dismissWaiting() throws {
    let fixture = Fixture()
    let first = fixture.okAlert("First alert")
    let second = fixture.okAlert("Second alert")
    try fixture.presenter.present(first, completion: fixture.recorder.completion("first"))
    try fixture.presenter.present(second, completion: fixture.recorder.completion("second"))
    fixture.presenter.dismiss(second)
    #expect(fixture.recorder.calls == [.completion("second", .programmatic, nil)])
    #expect(fixture.presenter.waitingModals.isEmpty)
    #expect(fixture.presenter.activeModal === first)
  }

  @Test("dismissAll ends the waiting modals in order and the active one after its transition")
  func dismissAll() throws {
    let fixture = Fixture()
    try fixture.presenter.present(
      fixture.okAlert("A"), completion: fixture.recorder.completion("a"))
    try fixture.presenter.present(
      fixture.okAlert("B"), completion: fixture.recorder.completion("b"))
    try fixture.presenter.present(
      fixture.okAlert("C"), completion: fixture.recorder.completion("c"))
    fixture.presenter.dismissAll()
    #expect(
      fixture.recorder.calls == [
        .completion("b", .programmatic, nil), .completion("c", .programmatic, nil),
      ])
    fixture.settle()
    #expect(fixture.recorder.completionCount("a") == 1)
    #expect(!fixture.presenter.isPresenting)
  }

  @Test(
    "presenting with replacingActive ends the active modal with .replaced and shows the new one next"
  )
  func replacing() throws {
    let fixture = Fixture(reducesMotion: true)
    try fixture.presenter.present(
      fixture.okAlert("Old"), completion: fixture.recorder.completion("old"))
    try fixture.presenter.present(fixture.okAlert("Queued"))
    let new = fixture.okAlert("New")
    try fixture.presenter.present(new, replacingActive: true)
    #expect(fixture.recorder.calls == [.completion("old", .replaced, nil)])
    #expect(fixture.presenter.activeModal === new)
    #expect(fixture.presenter.waitingModals.map(\.title) == ["Queued"])
  }

  @Test("the async present returns how the modal ended")
  func asyncPresent() async throws {
    let fixture = Fixture(reducesMotion: true)
    let alert = fixture.deleteAlert()
    async let result = fixture.presenter.present(alert)
    while fixture.presenter.activeModal == nil { await Task.yield() }
    fixture.presenter.handle(.key(.escape))
    let ended = try await result
    #expect(ended.reason == .escape)
    #expect(ended.action?.title == "Cancel")
    #expect(ended.isCancellation)
  }

  @Test("the async present throws before showing anything when the modal is invalid")
  func asyncPresentThrows() async {
    let fixture = Fixture()
    let empty = AlertController(title: "Nothing to press", message: nil)
    await #expect(throws: PresentationError.noActions(title: "Nothing to press")) {
      _ = try await fixture.presenter.present(empty)
    }
    #expect(!fixture.presenter.isPresenting)
  }

  @Test("presenting the same modal twice is an error")
  func alreadyPresented() throws {
    let fixture = Fixture()
    let alert = fixture.okAlert()
    try fixture.presenter.present(alert)
    #expect(throws: PresentationError.alreadyPresented(title: "Saved to Files")) {
      try fixture.presenter.present(alert)
    }
  }

  @Test("a title changed while shown is read live")
  func liveTitle() throws {
    let fixture = Fixture()
    let alert = fixture.okAlert("Downloading…")
    try fixture.show(alert, as: "alert")
    let before = alert.revision
    alert.message = "42% done"
    alert.title = "Downloading file"
    #expect(alert.revision != before)
    #expect(fixture.presenter.accessibilityTree?.label == "Downloading file")
  }
}
