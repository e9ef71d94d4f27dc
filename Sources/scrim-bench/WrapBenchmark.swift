import ScrimCore

/// Wraps a 1 MB message with the terminal measurer, so wrapping's linear cost shows.
@MainActor
let wrapBenchmark = Benchmark(
  name: "wrap",
  summary: "1 MB of mixed Latin, CJK and emoji text wrapped at 80 cells, then ASCII only"
) {
  let measurer = TerminalTextMeasurer()
  let words = [
    "The", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog;", "日本語の",
    "テキスト", "naïve", "café", "👍🏽", "supercalifragilisticexpialidocious\n",
  ]
  func text(_ pool: [String]) -> String {
    var result = ""
    var index = 0
    while result.utf8.count < 1_000_000 {
      result += pool[index % pool.count] + " "
      index = index &* 31 &+ 7
      if index > 1_000_000 { index %= 997 }
    }
    return result
  }
  let mixed = text(words)
  let ascii = text(words.filter { $0.utf8.allSatisfy { $0 < 0x80 } })
  for (name, input) in [("mixed", mixed), ("ascii", ascii)] {
    var lines = 0
    var best = Double.infinity
    for _ in 0..<5 {
      let seconds = measureSeconds { lines = measurer.wrap(input, width: 80).lines.count }
      best = min(best, seconds)
    }
    let megabytes = Double(input.utf8.count) / 1_000_000
    print(
      "  \(name): \(input.utf8.count) bytes, \(lines) lines, best of 5: "
        + "\(format(best * 1000)) ms (\(format(megabytes / best, decimals: 1)) MB/s)")
  }
}
