import ScrimTerminal

/// Parses a mix of typed text, keys, mouse reports and pastes, so the parser's bytes per
/// second show.
@MainActor
let inputBenchmark = Benchmark(
  name: "input",
  summary: "64 MiB of text, keys, SGR mouse and bracketed paste, parsed in 4 KiB reads"
) {
  let sample = inputSample()
  let target = 64 << 20
  let repeats = max(1, target / sample.count)
  let readSize = 4096
  var parser = InputParser()
  var events = 0
  let before = residentKiB()
  let seconds = measureSeconds {
    for _ in 0..<repeats {
      var start = 0
      while start < sample.count {
        let end = min(sample.count, start + readSize)
        events += parser.feed(sample[start..<end]).count
        start = end
      }
    }
    events += parser.idle().count
  }
  let bytes = Double(repeats * sample.count)
  print("  bytes: \(repeats * sample.count), events: \(events)")
  print(
    "  time: \(format(seconds * 1000)) ms, \(format(bytes / seconds / 1_000_000)) MB/s, "
      + "\(format(Double(events) / seconds, decimals: 0)) events/s")
  if let before, let after = residentKiB() {
    print("  resident: \(before) KiB before, \(after) KiB after")
  }
}

/// About 64 KiB of input: what a busy session sends, in a fixed pseudo-random order.
private func inputSample() -> [UInt8] {
  let esc = "\u{1B}"
  let pieces: [String] = [
    "The quick brown fox jumps over the lazy dog. ",
    "Grüße, 写真を削除しますか? 👩‍👩‍👧 ",
    esc + "[A", esc + "[B", esc + "[1;5C", esc + "[1;2D", esc + "OH", esc + "[3~",
    esc + "[15;5~", esc + "[Z", "\r", "\t", "\u{7F}", "\u{15}", esc + "x",
    esc + "[<0;12;7M", esc + "[<0;12;7m", esc + "[<32;40;20M", esc + "[<64;3;3M",
    esc + "[I", esc + "[O",
    esc + "[200~" + String(repeating: "pasted line\r\n", count: 40) + esc + "[201~",
  ]
  var sample: [UInt8] = []
  var state: UInt64 = 0x5C41
  while sample.count < 64 * 1024 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    sample += Array(pieces[Int(state >> 33) % pieces.count].utf8)
  }
  return sample
}
