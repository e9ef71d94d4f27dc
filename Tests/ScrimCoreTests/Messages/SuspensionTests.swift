import ScrimCore
import ScrimTesting
import Synchronization
import Testing

@MainActor
@Suite struct SuspensionTests {
  @Test("while a category is suspended its messages wait and others overtake them")
  func categorySuspended() {
    let (clock, manager) = makeManager(reducesMotion: true)
    let token = manager.suspendMessages(category: "a")
    manager.show(SnackbarMessage(text: "A", category: "a"))
    manager.show(SnackbarMessage(text: "B", category: "b"))
    #expect(manager.visibleMessage?.text == "B")
    advance(clock, manager, by: .seconds(4))
    #expect(!manager.isShowingMessage)
    #expect(manager.queuedMessages.map(\.text) == ["A"])
    #expect(manager.isSuspended(category: "a"))
    manager.resumeMessages(token: token)
    #expect(manager.visibleMessage?.text == "A")
  }

  @Test("suspending everything keeps the visible message, which ends as usual")
  func visibleStays() {
    let (clock, manager) = makeManager(reducesMotion: true)
    let log = MessageLog()
    manager.show(log.message("A", category: "a"))
    let token = manager.suspendMessages()
    manager.show(log.message("B", category: "b"))
    #expect(manager.visibleMessage?.text == "A")
    advance(clock, manager, by: .seconds(10))
    #expect(log.completions == ["A: timeout"])
    #expect(!manager.isShowingMessage)
    #expect(manager.isSuspended(category: nil))
    manager.resumeMessages(token: token)
    #expect(manager.visibleMessage?.text == "B")
  }

  @Test("category replacement still applies to held messages")
  func replacementWhileSuspended() {
    let (_, manager) = makeManager(reducesMotion: true)
    let log = MessageLog()
    let token = manager.suspendMessages()
    manager.show(log.message("A1", category: "a"))
    manager.show(log.message("A2", category: "a"))
    #expect(log.completions == ["A1: replaced"])
    #expect(token.isActive)
  }

  @Test("messages stay held while any token for them is alive")
  func twoTokens() {
    let (_, manager) = makeManager(reducesMotion: true)
    let first = manager.suspendMessages(category: "a")
    let all = manager.suspendMessages()
    manager.show(SnackbarMessage(text: "A", category: "a"))
    manager.resumeMessages(token: all)
    #expect(!manager.isShowingMessage)
    manager.resumeMessages(token: first)
    #expect(manager.isShowingMessage)
  }

  @Test("resuming twice is harmless and a token of another manager is ignored")
  func idempotentResume() {
    let (_, manager) = makeManager(reducesMotion: true)
    let (_, other) = makeManager(reducesMotion: true)
    let mine = manager.suspendMessages()
    let theirs = other.suspendMessages()
    let extra = manager.suspendMessages()
    manager.resumeMessages(token: mine)
    manager.resumeMessages(token: mine)
    manager.resumeMessages(token: theirs)
    #expect(!mine.isActive)
    #expect(theirs.isActive)
    #expect(manager.isSuspended(category: "x"))
    manager.resumeMessages(token: extra)
    #expect(!manager.isSuspended(category: "x"))
    #expect(other.isSuspended(category: "x"))
  }

  @Test("releasing the last reference to a token resumes at the next update")
  func releaseResumes() {
    let (_, manager) = makeManager(reducesMotion: true)
    var token: SuspensionToken? = manager.suspendMessages(category: "a")
    manager.show(SnackbarMessage(text: "A", category: "a"))
    #expect(token?.scope == .category("a"))
    #expect(manager.nextDeadline == nil)
    token = nil
    #expect(manager.nextDeadline == manager.now)
    manager.update()
    #expect(manager.visibleMessage?.text == "A")
  }

  @Test("a token released on another thread resumes safely on the main actor")
  func releaseOffMainActor() async {
    let (_, manager) = makeManager(reducesMotion: true)
    let box = TokenBox(manager.suspendMessages())
    manager.show(SnackbarMessage(text: "A"))
    #expect(!manager.isShowingMessage)
    await Task.detached { box.release() }.value
    #expect(manager.nextDeadline == manager.now)
    manager.update()
    #expect(manager.visibleMessage?.text == "A")
  }
}

/// Holds a token so that a detached task can drop the last reference to it.
private final class TokenBox: Sendable {
  private let slot: Mutex<SuspensionToken?>

  init(_ token: SuspensionToken) { slot = Mutex(token) }

  func release() { slot.withLock { $0 = nil } }
}
