import ScrimSystem
import Synchronization
import Testing

@testable import ScrimCLI

/// A gauge's updates reach the renderer folded: however many came while the consumer was
/// busy, the latest percentage and the latest text wait, with one wake-up until taken.
@Suite struct GaugeUpdatesTests {
  /// Counts the wake-ups a consumer got.
  final class WakeCount: Sendable {
    let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func bump() { value.withLock { $0 += 1 } }
  }

  @Test("updates that come faster than they are taken wait as the latest percent and text")
  func folded() {
    let updates = GaugeUpdates()
    for percent in 0..<10_000 {
      updates.add(.percent(percent % 101))
      updates.add(.text("Step \(percent)"))
    }
    let wakes = WakeCount()
    updates.whenAvailable { wakes.bump() }
    updates.add(.percent(42))
    #expect(wakes.count == 1, "told once until the updates are taken")
    let first = updates.take()
    #expect(first.updates == [.percent(42), .text("Step 9999")] && !first.isFinished)
    updates.add(.text("Copying"))
    updates.finish()
    #expect(wakes.count == 2)
    let last = updates.take()
    #expect(last.updates == [.text("Copying")] && last.isFinished)
    #expect(updates.take().isFinished == false, "the end is handed over once")
  }

  @Test("zenity's pulsing waits as its latest state and comes after the percentage")
  func pulsateFolded() {
    let updates = GaugeUpdates()
    updates.add(.pulsate(true))
    updates.add(.percent(30))
    updates.add(.pulsate(false))
    #expect(updates.take().updates == [.percent(30), .pulsate(false)])
    #expect(ZenityProgressLine.gaugeUpdates(of: "pulsate:true") == [.pulsate(true)])
  }

  @Test("the end alone wakes the consumer, whose handler is then let go")
  func endAlone() {
    let updates = GaugeUpdates()
    var wakes: WakeCount? = WakeCount()
    weak let held = wakes
    updates.whenAvailable { [wakes] in wakes?.bump() }
    wakes = nil
    #expect(held?.count == 0)
    updates.finish()
    #expect(held?.count == 1)
    let taken = updates.take()
    #expect(taken.updates.isEmpty && taken.isFinished)
    #expect(held == nil, "a handler that holds the updates would keep them alive")
  }

  @Test("the gauge reader reads a pipe as whiptail does, its last line unterminated")
  func readerReadsEveryLine() async {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    let text = (0...300).map { "\($0 % 101)\n" }.joined() + "XXX\n50\nHalf way\nXXX\n100"
    _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    defer { close(ends[0]) }
    let updates = GaugeReader.updates(of: ends[0])
    let taken: [GaugeFeed.Update] = await withCheckedContinuation { continuation in
      let collected = Mutex<[GaugeFeed.Update]>([])
      updates.whenAvailable {
        let turn = updates.take()
        collected.withLock { $0 += turn.updates }
        if turn.isFinished { continuation.resume(returning: collected.withLock { $0 }) }
      }
    }
    #expect(taken.last { if case .percent = $0 { true } else { false } } == .percent(100))
    #expect(taken.contains(.text("Half way")))
    #expect(!taken.contains(.text("50")), "a block's first number is its percentage")
  }

  @Test("zenity's reader passes over a line too long to hold and reads the lines after it")
  func readerSkipsLongLine() async {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    // One write: the long line, its line break and the next lines arrive in one read.
    let text = String(repeating: "x", count: 100) + "\n50\n# Copying\n"
    _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    defer { close(ends[0]) }
    let updates = GaugeReader.updates(of: ends[0], limit: 90, skipsLongLines: true) {
      ZenityProgressLine.gaugeUpdates(of:)
    }
    let taken: [GaugeFeed.Update] = await withCheckedContinuation { continuation in
      let collected = Mutex<[GaugeFeed.Update]>([])
      updates.whenAvailable {
        let turn = updates.take()
        collected.withLock { $0 += turn.updates }
        if turn.isFinished { continuation.resume(returning: collected.withLock { $0 }) }
      }
    }
    #expect(taken == [.percent(50), .text("Copying")])
  }
}
