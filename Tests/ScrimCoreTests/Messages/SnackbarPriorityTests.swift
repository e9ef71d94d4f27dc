import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct SnackbarPriorityTests {
  @Test("a high priority message shows at once and pushes the visible one back with its time")
  func highPushesBack() {
    let (clock, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A", category: "a"))
    manager.show(log.message("B", category: "b"))
    advance(clock, manager, by: .milliseconds(150) + .seconds(1))
    #expect(manager.remainingTime == .seconds(3))
    manager.show(log.message("H", category: "h", priority: .high))
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.visiblePhase == .exiting)
    #expect(manager.queuedMessages.map(\.text) == ["H", "A", "B"])
    advance(clock, manager, by: .milliseconds(125))
    #expect(manager.visibleMessage?.text == "H")
    manager.handle(.bodyTapped)
    advance(clock, manager, by: .milliseconds(125 + 150))
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.remainingTime == .seconds(3))
    advance(clock, manager, by: .seconds(3))
    #expect(log.completions == ["H: dismissedByUser", "A: timeout"])
  }

  @Test("a high priority message with nothing visible shows straight away, ahead of the queue")
  func highWhenIdle() {
    let (_, manager) = makeManager(reducesMotion: true)
    let token = manager.suspendMessages()
    manager.show(SnackbarMessage(text: "A", category: "a"))
    manager.show(SnackbarMessage(text: "H", category: "h", priority: .high))
    #expect(manager.queuedMessages.map(\.text) == ["H", "A"])
    manager.resumeMessages(token: token)
    #expect(manager.visibleMessage?.text == "H")
  }

  @Test("a high priority message of a suspended category waits at the head; the visible stays")
  func highSuspended() {
    let (_, manager) = makeManager(reducesMotion: true)
    manager.show(SnackbarMessage(text: "A", category: "a"))
    let token = manager.suspendMessages(category: "h")
    manager.show(SnackbarMessage(text: "H", category: "h", priority: .high))
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.visiblePhase == .shown)
    #expect(manager.queuedMessages.map(\.text) == ["H"])
    _ = token
  }

  @Test("a pushed-back message replaced by its category ends once, with replaced")
  func pushedBackThenReplaced() {
    let (clock, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A", category: "a"))
    advance(clock, manager, by: .seconds(1))
    manager.show(log.message("H", category: "h", priority: .high))
    manager.show(log.message("A2", category: "a"))
    advance(clock, manager, by: .seconds(30))
    #expect(log.endings("A") == [.replaced])
    #expect(log.endings("H") == [.timeout])
    #expect(log.endings("A2") == [.timeout])
  }

  @Test("a message pushed back while still entering keeps its whole duration")
  func pushedBackWhileEntering() {
    let (clock, manager) = makeManager(queuesUncategorized: true)
    manager.show(SnackbarMessage(text: "A"))
    advance(clock, manager, by: .milliseconds(100))
    manager.show(SnackbarMessage(text: "H", priority: .high))
    #expect(manager.visibility == 1)
    advance(clock, manager, by: .milliseconds(125))
    #expect(manager.visibleMessage?.text == "H")
    manager.handle(.escape)
    advance(clock, manager, by: .milliseconds(125 + 150))
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.remainingTime == .seconds(4))
  }
}
