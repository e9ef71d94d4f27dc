import ScrimSystem
import Testing

@testable import ScrimTerminal

/// The run loop's inbox: events posted from any thread reach the main actor in order,
/// whether they come before or while it waits, and nothing after the end.
@MainActor
@Suite struct LoopInboxTests {
  @Test("events posted before the wait come out in order, without suspending")
  func postedBefore() async {
    let inbox = LoopInbox()
    inbox.post(.tick)
    inbox.post(.device(.input([0x61])))
    inbox.post(.redraw)
    #expect(await inbox.next().map(Self.name) == "tick")
    #expect(await inbox.next().map(Self.name) == "input a")
    #expect(await inbox.next().map(Self.name) == "redraw")
  }

  @Test("events posted from another thread while the loop waits wake it, in order")
  func postedFromAnotherThread() async {
    let inbox = LoopInbox()
    let thread = PlatformThread.start {
      for byte in UInt8(ascii: "a")...UInt8(ascii: "e") { inbox.post(.device(.input([byte]))) }
      inbox.post(.deviceEnded)
    }
    var names: [String] = []
    while let event = await inbox.next() {
      names.append(Self.name(event))
      if names.count == 6 { break }
    }
    if let thread { pthread_join(thread, nil) }
    #expect(names == ["input a", "input b", "input c", "input d", "input e", "ended"])
  }

  @Test("finishing wakes a waiting loop with nil and drops what comes after")
  func finish() async {
    let inbox = LoopInbox()
    let waiting = Task { await inbox.next() }
    await Task.yield()
    inbox.finish()
    #expect(await waiting.value == nil)
    inbox.post(.redraw)
    #expect(await inbox.next() == nil)
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
