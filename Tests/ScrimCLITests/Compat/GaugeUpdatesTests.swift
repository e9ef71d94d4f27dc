import ScrimSystem
import Synchronization
import Testing

@testable import ScrimCLI

/// A gauge's lines reach the renderer in batches: all that arrived while the consumer was
/// busy at once, none lost, in order, with one wake-up per batch.
@Suite struct LineBatchesTests {
  /// Counts the wake-ups a consumer got.
  final class WakeCount: Sendable {
    let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func bump() { value.withLock { $0 += 1 } }
  }

  @Test("lines added before the consumer listens come as one batch, with one wake-up")
  func addedBeforeListening() {
    let batches = LineBatches()
    for line in ["10", "XXX", "20"] { batches.add(line) }
    let wakes = WakeCount()
    batches.whenAvailable { wakes.bump() }
    batches.add("30")
    #expect(wakes.count == 1, "told once until the batch is taken")
    let first = batches.take()
    #expect(first.lines == ["10", "XXX", "20", "30"] && !first.isFinished)
    batches.add("Copying")
    batches.finish()
    #expect(wakes.count == 2)
    let last = batches.take()
    #expect(last.lines == ["Copying"] && last.isFinished)
    #expect(batches.take().isFinished == false, "the end is handed over once")
  }

  @Test("the end alone wakes the consumer, whose handler is then let go")
  func endAlone() {
    let batches = LineBatches()
    var wakes: WakeCount? = WakeCount()
    weak let held = wakes
    batches.whenAvailable { [wakes] in wakes?.bump() }
    wakes = nil
    #expect(held?.count == 0)
    batches.finish()
    #expect(held?.count == 1)
    let taken = batches.take()
    #expect(taken.lines.isEmpty && taken.isFinished)
    #expect(held == nil, "a handler that holds the batches would keep them alive")
  }

  @Test("the gauge reader's batches hold every line of a pipe, the last one unterminated")
  func readerKeepsEveryLine() async {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    let text = (0...300).map { "\($0 % 101)\n" }.joined() + "XXX\n50\nHalf way\nXXX\n100"
    _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    defer { close(ends[0]) }
    let batches = GaugeReader.lines(of: ends[0])
    let lines: [String] = await withCheckedContinuation { continuation in
      let collected = Mutex<[String]>([])
      batches.whenAvailable {
        let taken = batches.take()
        collected.withLock { $0 += taken.lines }
        if taken.isFinished { continuation.resume(returning: collected.withLock { $0 }) }
      }
    }
    #expect(lines == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }
}
