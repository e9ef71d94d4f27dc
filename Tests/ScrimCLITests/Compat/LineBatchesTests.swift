import ScrimSystem
import Testing

@testable import ScrimCLI

/// A gauge's lines reach the terminal in batches: all that arrived while the consumer was
/// busy at once, none lost, in order.
@Suite struct LineBatchesTests {
  @Test("lines added while the consumer was away come as one batch, in order")
  func addedWhileAway() async {
    let batches = LineBatches()
    for line in ["10", "XXX", "20"] { batches.add(line) }
    var iterator = batches.makeAsyncIterator()
    #expect(await iterator.next() == ["10", "XXX", "20"])
    batches.add("Copying")
    batches.finish()
    #expect(await iterator.next() == ["Copying"])
    #expect(await iterator.next() == nil)
  }

  @Test("a line added after its wake-up was taken is in the next batch, not lost")
  func addedAfterTheWakeUp() async {
    let batches = LineBatches()
    batches.add("1")
    var iterator = batches.makeAsyncIterator()
    #expect(await iterator.next() == ["1"])
    batches.add("2")
    #expect(batches.take() == ["2"], "taken early, as a batch racing the reader would")
    batches.add("3")
    batches.finish()
    #expect(await iterator.next() == ["3"])
    #expect(await iterator.next() == nil)
  }

  @Test("the gauge reader's batches hold every line of a pipe, the last one unterminated")
  func readerKeepsEveryLine() async {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    let text = (0...300).map { "\($0 % 101)\n" }.joined() + "XXX\n50\nHalf way\nXXX\n100"
    _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    defer { close(ends[0]) }
    var lines: [String] = []
    for await batch in GaugeReader.lines(of: ends[0]) {
      #expect(!batch.isEmpty)
      lines += batch
    }
    #expect(lines == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }
}
