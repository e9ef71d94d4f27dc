import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct SnackbarEndingTests {
  @Test("tapping the action runs its handler, then the completion with action")
  func actionOrder() {
    let (clock, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A", action: "Undo"))
    manager.handle(.actionTapped)
    #expect(log.calls == [.handler("A"), .completion("A", .action)])
    #expect(manager.visiblePhase == .exiting)
    manager.handle(.actionTapped)
    manager.handle(.bodyTapped)
    advance(clock, manager, by: .seconds(1))
    #expect(log.calls.count == 2)
  }

  @Test("tapping the body or pressing Esc ends the message as dismissed by the user")
  func userDismissal() {
    let (clock, manager) = makeManager(reducesMotion: true)
    let log = MessageLog()
    manager.show(log.message("A", action: "Undo"))
    manager.handle(.bodyTapped)
    manager.show(log.message("B"))
    manager.handle(.escape)
    advance(clock, manager, by: .seconds(1))
    #expect(log.calls == [.completion("A", .dismissedByUser), .completion("B", .dismissedByUser)])
    #expect(MessageEndReason.dismissedByUser.isUserInitiated)
    #expect(!MessageEndReason.replaced.isUserInitiated)
  }

  @Test("tapping the action of a message without one does nothing")
  func actionWithoutAction() {
    let (_, manager) = makeManager(reducesMotion: true)
    let log = MessageLog()
    manager.show(log.message("A"))
    manager.handle(.actionTapped)
    #expect(log.calls.isEmpty)
    #expect(manager.visiblePhase == .shown)
  }

  @Test("an action with a blank title is dropped, as MDC does")
  func blankAction() {
    let message = SnackbarMessage(text: "A", action: SnackbarMessage.Action(title: "  "))
    #expect(message.action == nil)
    var other = SnackbarMessage(text: "B")
    other.action = SnackbarMessage.Action(title: "")
    #expect(other.action == nil)
  }

  @Test("a completion may show the next message; it waits for the exit transition")
  func showFromCompletion() {
    let (clock, manager) = makeManager()
    let log = MessageLog()
    var first = log.message("A", category: "a")
    first.completion = { _ in manager.show(log.message("B", category: "b")) }
    manager.show(first)
    manager.handle(.bodyTapped)
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.queuedMessages.map(\.text) == ["B"])
    advance(clock, manager, by: .milliseconds(125))
    #expect(manager.visibleMessage?.text == "B")
  }

  @Test("an action handler may dismiss everything without ending its own message twice")
  func reentrantDismissAll() {
    let (clock, manager) = makeManager()
    let log = MessageLog()
    var first = log.message("A", category: "a", action: "Go")
    first.action?.handler = { manager.dismissAll() }
    manager.show(first)
    manager.show(log.message("B", category: "b"))
    manager.handle(.actionTapped)
    advance(clock, manager, by: .seconds(1))
    #expect(log.completions == ["A: action", "B: programmatic"])
  }
}
