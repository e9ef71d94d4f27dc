import ScrimCore
import ScrimTerminal

/// Measures the renderer on a 200×60 screen of styled text with 5% of its cells
/// changing each frame: bytes and time per frame, against a naive encoder that moves
/// the cursor and sets the whole style for every run of changed cells.
@MainActor
let renderBenchmark = Benchmark(
  name: "render",
  summary: "200×60 screen, 5% of cells changed per frame, 2,000 frames, truecolor"
) {
  let width = 200
  let height = 60
  let frames = 2_000
  var random = BenchmarkRandom(seed: 2026)
  let styles = [
    CellStyle(foreground: Color(hex: 0x202020), background: Color(hex: 0xFFFFFF)),
    CellStyle(
      foreground: Color(hex: 0x6200EE), background: Color(hex: 0xFFFFFF), attributes: .bold),
    CellStyle(foreground: Color(hex: 0xFFFFFF), background: Color(hex: 0x323232)),
  ]
  var screen = Screen(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let letter = String(UnicodeScalar(UInt8(97 + (x * 7 + y) % 26)))
      screen.put(letter, width: 1, x: x, y: y, style: styles[(x / 20 + y) % 2])
    }
  }
  var screens: [Screen] = []
  for _ in 0..<frames {
    for _ in 0..<(width * height / 20) {
      let x = random.next(below: width)
      let y = random.next(below: height)
      let letter = String(UnicodeScalar(UInt8(65 + random.next(below: 26))))
      screen.put(letter, width: 1, x: x, y: y, style: styles[random.next(below: styles.count)])
    }
    screens.append(screen)
  }
  var renderer = Renderer(encoder: ANSIEncoder(depth: .trueColor))
  _ = renderer.render(Screen(width: width, height: height), cursor: .hidden)
  var total = 0
  var naive = 0
  var payload = 0
  var previous = Screen(width: width, height: height)
  let seconds = measureSeconds {
    for next in screens { total += renderer.render(next, cursor: .hidden).count }
  }
  for next in screens {
    let changes = next.changes(from: previous)
    payload += changes.reduce(0) { $0 + $1.cell.grapheme.utf8.count }
    naive += naiveBytes(changes)
    previous = next
  }
  let perFrame = Double(total) / Double(frames)
  print("  changed cells per frame: ~\(width * height / 20) (some repeat)")
  print("  bytes per frame: \(format(perFrame, decimals: 0))")
  print("  naive (CUP + full SGR per run): \(format(Double(naive) / Double(frames), decimals: 0))")
  print("  ratio to naive: \(format(Double(total) / Double(naive)))")
  print("  payload (changed text only): \(format(Double(payload) / Double(frames), decimals: 0))")
  print("  time per frame (diff + encode): \(format(seconds / Double(frames) * 1e6)) µs")
  rowsBenchmark(width: width, height: height, styles: styles)
}

/// A run loop's usual frame: a screen full of text where a painter rewrote 3 rows,
/// rendered with those rows as the hint and, for comparison, without it.
@MainActor
private func rowsBenchmark(width: Int, height: Int, styles: [CellStyle]) {
  let frames = 5_000
  let changedRows = 3
  print("  -- \(changedRows) of \(height) rows rewritten per frame, \(frames) frames")
  for hinted in [true, false] {
    let figures = rowFrames(
      width: width, height: height, styles: styles, frames: frames, changedRows: changedRows,
      hinted: hinted)
    let perFrame = { (seconds: Double) in format(seconds / Double(frames) * 1e6) }
    print(
      "  \(hinted ? "with hint:   " : "without hint:") "
        + "bytes per frame \(format(Double(figures.bytes) / Double(frames), decimals: 0)), "
        + "render \(perFrame(figures.render)) µs, "
        + "paint \(changedRows) rows + render \(perFrame(figures.total)) µs")
  }
}

/// Paints and renders the frames; the render time counts the render calls alone, the
/// total also the painting (and any copy of the grid that sharing storage forces).
@MainActor
private func rowFrames(
  width: Int, height: Int, styles: [CellStyle], frames: Int, changedRows: Int, hinted: Bool
) -> (bytes: Int, render: Double, total: Double) {
  var random = BenchmarkRandom(seed: 60)
  var screen = Screen(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let letter = String(UnicodeScalar(UInt8(97 + (x * 7 + y) % 26)))
      screen.put(letter, width: 1, x: x, y: y, style: styles[(x / 20 + y) % 2])
    }
  }
  let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }
  var renderer = Renderer(encoder: ANSIEncoder(depth: .trueColor))
  _ = renderer.render(screen, cursor: .hidden)
  let clock = ContinuousClock()
  var renderTime = Duration.zero
  var bytes = 0
  let total = measureSeconds {
    for frame in 0..<frames {
      var rows: [Range<Int>] = []
      for _ in 0..<changedRows {
        let y = random.next(below: height)
        let shift = random.next(below: 26)
        for x in 0..<width {
          let style = styles[(x / 20 + y + frame) % styles.count]
          screen.put(letters[(x + shift) % 26], width: 1, x: x, y: y, style: style)
        }
        rows.append(y..<(y + 1))
      }
      let start = clock.now
      bytes += renderer.render(screen, cursor: .hidden, changedRows: hinted ? rows : nil).count
      renderTime += start.duration(to: clock.now)
    }
  }
  let parts = renderTime.components
  return (bytes, Double(parts.seconds) + Double(parts.attoseconds) / 1e18, total)
}

/// Bytes of the simplest correct encoding: for each run of adjacent changed cells on a
/// row, an absolute move, a reset plus the whole style, and the text.
private func naiveBytes(_ changes: [CellChange]) -> Int {
  var total = 0
  var previous: CellChange?
  for change in changes {
    let continues = previous.map { $0.y == change.y && $0.x + 1 == change.x } ?? false
    if !continues || previous?.cell.style != change.cell.style {
      total += "\u{1B}[\(change.y + 1);\(change.x + 1)H".utf8.count
      total += "\u{1B}[0;38;2;255;255;255;48;2;255;255;255m".utf8.count
    }
    total += change.cell.grapheme.utf8.count
    previous = change
  }
  return total
}

/// A tiny deterministic generator, so runs compare.
struct BenchmarkRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(below bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
