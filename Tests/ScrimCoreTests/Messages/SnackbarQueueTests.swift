import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct SnackbarQueueTests {
  @Test("one snackbar shows at a time and the rest wait first in, first out")
  func fifo() {
    let (clock, manager) = makeManager(queuesUncategorized: true)
    let log = MessageLog()
    manager.show(log.message("A"))
    manager.show(log.message("B"))
    manager.show(log.message("C"))
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.queuedMessages.map(\.text) == ["B", "C"])
    var seen: [String] = []
    for _ in 0..<3 {
      if let text = manager.visibleMessage?.text { seen.append(text) }
      advance(clock, manager, by: .milliseconds(150))
      advance(clock, manager, by: .seconds(4))
      advance(clock, manager, by: .milliseconds(125))
    }
    #expect(seen == ["A", "B", "C"])
    #expect(log.completions == ["A: timeout", "B: timeout", "C: timeout"])
    #expect(!manager.hasMessagesShowingOrQueued)
  }

  @Test("the next message appears only after the previous exit transition has finished")
  func nextAfterExit() {
    let (clock, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A", category: "x"))
    manager.show(log.message("B", category: "y"))
    advance(clock, manager, by: .milliseconds(150) + .seconds(4))
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.visiblePhase == .exiting)
    advance(clock, manager, by: .milliseconds(124))
    #expect(manager.visibleMessage?.text == "A")
    advance(clock, manager, by: .milliseconds(1))
    #expect(manager.visibleMessage?.text == "B")
    #expect(manager.visiblePhase == .entering)
  }

  @Test("a message of category C replaces the visible and queued messages of C only")
  func sameCategoryReplaces() {
    let (_, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A1", category: "a"))
    manager.show(log.message("B1", category: "b"))
    manager.show(log.message("A2", category: "a"))
    manager.show(log.message("A3", category: "a"))
    #expect(log.completions == ["A1: replaced", "A2: replaced"])
    #expect(manager.visiblePhase == .exiting)
    #expect(manager.queuedMessages.map(\.text) == ["B1", "A3"])
  }

  @Test("a message without a category replaces every message, as MDC does")
  func uncategorizedReplacesAll() {
    let (clock, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A", category: "a"))
    manager.show(log.message("B", category: "b"))
    manager.show(log.message("C"))
    #expect(log.completions == ["A: replaced", "B: replaced"])
    advance(clock, manager, by: .milliseconds(125))
    #expect(manager.visibleMessage?.text == "C")
    #expect(manager.queuedMessages.isEmpty)
  }

  @Test("a categorised message waits behind a visible message without a category")
  func categorisedWaitsBehindUncategorized() {
    let (_, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A"))
    manager.show(log.message("B", category: "b"))
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.queuedMessages.map(\.text) == ["B"])
    #expect(log.completions.isEmpty)
  }

  @Test("a manager configured to queue them lets messages without a category wait their turn")
  func queuesUncategorized() {
    let (_, manager) = makeManager(queuesUncategorized: true)
    let log = MessageLog()
    manager.show(log.message("A", category: "a"))
    manager.show(log.message("B"))
    #expect(log.completions.isEmpty)
    #expect(manager.queuedMessages.map(\.text) == ["B"])
  }

  @Test("dismissAll(category:) ends that category's messages with programmatic, others stay")
  func dismissAllCategory() {
    let (_, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A1", category: "a"))
    manager.show(log.message("B1", category: "b"))
    manager.show(log.message("A2", category: "a"))
    manager.dismissAll(category: "b")
    #expect(log.completions == ["A1: replaced", "B1: programmatic"])
    manager.dismissAll()
    #expect(log.completions == ["A1: replaced", "B1: programmatic", "A2: programmatic"])
    #expect(manager.queuedMessages.isEmpty)
  }

  @Test("dismiss(_:) ends one queued or visible message with programmatic")
  func dismissOne() {
    let (clock, manager) = makeManager(queuesUncategorized: true)
    let log = MessageLog()
    let first = manager.show(log.message("A"))
    let second = manager.show(log.message("B"))
    manager.dismiss(second)
    manager.dismiss(second)
    #expect(log.completions == ["B: programmatic"])
    manager.dismiss(first)
    #expect(log.completions == ["B: programmatic", "A: programmatic"])
    advance(clock, manager, by: .seconds(1))
    #expect(!manager.isShowingMessage)
  }

  @Test("isShowingMessage and hasMessagesShowingOrQueued follow the queue, suspended ones counted")
  func stateFlags() {
    let (clock, manager) = makeManager()
    #expect(!manager.isShowingMessage && !manager.hasMessagesShowingOrQueued)
    let token = manager.suspendMessages()
    manager.show(MessageLog().message("A"))
    #expect(!manager.isShowingMessage)
    #expect(manager.hasMessagesShowingOrQueued)
    manager.resumeMessages(token: token)
    #expect(manager.isShowingMessage)
    advance(clock, manager, by: .seconds(5))
    #expect(!manager.isShowingMessage && !manager.hasMessagesShowingOrQueued)
  }

  @Test("each show returns a new identifier, counted from 1")
  func identifiers() {
    let (_, manager) = makeManager(queuesUncategorized: true)
    let message = SnackbarMessage(text: "Same")
    #expect(manager.show(message) == MessageID(rawValue: 1))
    #expect(manager.show(message) == MessageID(rawValue: 2))
    #expect(manager.visibleMessageID == MessageID(rawValue: 1))
  }

}
