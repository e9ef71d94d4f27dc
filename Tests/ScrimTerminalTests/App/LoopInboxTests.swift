import ScrimSystem
import Synchronization
import Testing

@testable import ScrimTerminal

/// The run loop's inbox: events posted from any thread reach the main actor in the
/// order posted, one job each, and nothing reaches a loop that has ended.
@MainActor
@Suite struct LoopInboxTests {
  @Test("events posted from another thread reach the handler on the main actor, in order")
  func postedFromAnotherThread() async {
    let inbox = LoopInbox()
    let names = await withCheckedContinuation { continuation in
      var names: [String] = []
      inbox.setHandler { event in
        MainActor.assertIsolated()
        names.append(Self.name(event))
        if names.count == 6 { continuation.resume(returning: names) }
      }
      let thread = PlatformThread.start {
        for byte in UInt8(ascii: "a")...UInt8(ascii: "e") { inbox.post(.device(.input([byte]))) }
        inbox.post(.deviceEnded)
      }
      if let thread { pthread_join(thread, nil) }
    }
    #expect(names == ["input a", "input b", "input c", "input d", "input e", "ended"])
  }

  @Test("an event posted before the handler is set reaches it; after it is removed, none does")
  func handlerSetLateAndRemoved() async {
    let inbox = LoopInbox()
    let seen = Mutex<[String]>([])
    inbox.post(.tick)
    inbox.setHandler { event in seen.withLock { $0.append(Self.name(event)) } }
    await Self.drain()
    inbox.setHandler(nil)
    inbox.post(.redraw)
    await Self.drain()
    #expect(seen.withLock { $0 } == ["tick"])
  }

  /// Lets the main actor run the jobs posted so far.
  private static func drain() async {
    for _ in 0..<10 { await Task.yield() }
  }

  private static func name(_ event: LoopEvent) -> String {
    switch event {
    case .device(.input(let bytes)): return "input " + String(decoding: bytes, as: UTF8.self)
    case .device: return "device"
    case .deviceEnded: return "ended"
    case .tick: return "tick"
    case .redraw: return "redraw"
    }
  }
}
