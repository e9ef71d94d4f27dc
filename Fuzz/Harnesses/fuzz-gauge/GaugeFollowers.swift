import Dispatch
import FuzzSupport
import ScrimCore
import ScrimTerminal
import Synchronization

@testable import ScrimCLI

/// Follows a gauge in line mode as `CompatLineRunner.followGauge` does; returns the lines.
///
/// `StandardLineIO` reads the input with its 64 KiB lines, each line goes through
/// `GaugeFeed` onto the built box, and the accessible runner announces the steps.
@MainActor
func followInLineMode(_ box: CompatBox, _ program: CompatProgram, _ input: Int32) -> [String] {
  let gauge = Gauge(box, program)
  let stage = Stage(
    clock: LineClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
    reducesMotion: true)
  let reader = StandardLineIO(
    input: input, output: -1, maximumLineLength: gaugeLineLimit)
  let transcript = Transcript()
  var runner = AccessibleRunner(io: transcript)
  runner.progressFeed = {
    guard case .line(let line) = reader.readLine(secure: false) else { return false }
    gauge.take([line])
    return true
  }
  _ = runner.run(gauge.shown.dialog, on: stage)
  for scalar in transcript.text.unicodeScalars where scalar != "\n" {
    require(
      !TextSanitizer.isControl(scalar) && !TextSanitizer.isBidiControl(scalar),
      "line mode wrote U+\(String(scalar.value, radix: 16))")
  }
  return gauge.lines
}

/// Follows a gauge on screen as `CompatSession` does; returns the lines.
///
/// `GaugeReader` reads the input in batches, each applied and then drawn (the first few,
/// and always the last) on an in-memory terminal of `size`.
@MainActor
func followOnScreen(
  _ box: CompatBox, _ program: CompatProgram, _ size: Size, _ input: Int32
) -> [String] {
  let gauge = Gauge(box, program)
  // The session's app runs on the continuous clock, which would give every input's app the
  // process-wide `SnackbarManager.default`; nothing here waits, so a clock that stands
  // still draws the same frames and leaves each input an app of its own.
  let app = TerminalApp(
    device: MemoryTerminal(size: size), host: BlankHost(), clock: LineClock(),
    modes: TerminalModes(mouseMotion: false), reducesMotion: true)
  do {
    try app.present(gauge.shown.dialog)
    _ = try app.start()
  } catch {
    fatalError("the gauge could not be shown: \(error)")
  }
  defer { app.stop() }
  let batches = collect(GaugeReader.lines(of: input, limit: gaugeLineLimit))
  // Drawing every batch of a megabyte of updates would only repeat the same frames.
  for (index, batch) in batches.enumerated() {
    gauge.take(batch)
    if index < 16 || index == batches.count - 1 { draw(app) }
  }
  draw(app)
  return gauge.lines
}

/// A gauge built from its box, which checks the meter and text after every update.
@MainActor
private final class Gauge {
  let shown: CompatShownBox
  let program: CompatProgram
  private var feed = GaugeFeed()
  private(set) var lines: [String] = []
  /// The percentage last given, so the meter can be checked against it.
  private var percent: Int

  init(_ box: CompatBox, _ program: CompatProgram) {
    do {
      shown = try CompatBuilder(program: program).make(box)
    } catch {
      fatalError("a gauge box was refused: \(error.message)")
    }
    self.program = program
    percent = box.rest.first.flatMap { Int($0.trimmed) } ?? 0
  }

  func take(_ batch: [String]) {
    for line in batch {
      lines.append(line)
      for update in feed.take(line) {
        shown.apply(update, program: program)
        check(update)
      }
    }
  }

  private func check(_ update: GaugeFeed.Update) {
    switch update {
    case .percent(let given):
      require((0...100).contains(given), "a percentage of \(given)")
      percent = given
    case .text(let text):
      // The renderer sanitises each line of the message as it lays it out.
      let message = shown.dialog.message ?? ""
      for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
        let drawn = TextSanitizer.sanitized(String(line))
        require(
          !drawn.unicodeScalars.contains(where: TextSanitizer.isControl),
          "the text \(Array(text.utf8).prefix(64)) shows a control character")
      }
    }
    let fraction = shown.progress?.fraction
    require(
      fraction.map { (0...1).contains($0) } == true,
      "the meter is at \(String(describing: fraction))")
    require(fraction == Double(percent) / 100, "the meter is at \(fraction ?? -1), not \(percent)%")
  }
}

/// Draws the app's next frame and traps if a cell holds a control or bidirectional
/// character, which would reach the terminal raw.
@MainActor
private func draw(_ app: TerminalApp) {
  app.tick()
  do {
    try app.draw()
  } catch {
    fatalError("the in-memory terminal failed: \(error)")
  }
  for cell in app.screen.cells {
    for scalar in cell.grapheme.unicodeScalars {
      require(
        !TextSanitizer.isControl(scalar) && !TextSanitizer.isBidiControl(scalar),
        "a cell holds U+\(String(scalar.value, radix: 16))")
    }
  }
}

/// Every batch `batches` gives, to its end.
///
/// The caller blocks on the main thread (libFuzzer calls in on it), so the batches are
/// taken on the reading thread, when it says they are there, as the session's renderer
/// takes them on its loop.
private func collect(_ batches: LineBatches) -> [[String]] {
  let taken = Taken()
  let done = DispatchSemaphore(value: 0)
  batches.whenAvailable {
    let batch = batches.take()
    if !batch.lines.isEmpty { taken.batches.withLock { $0.append(batch.lines) } }
    if batch.isFinished { done.signal() }
  }
  done.wait()
  return taken.batches.withLock { $0 }
}

/// The batches taken so far, shared with the task that takes them.
private final class Taken: Sendable {
  let batches = Mutex<[[String]]>([])
}

/// Prompts written in line mode.
private final class Transcript: LineIO {
  private(set) var text = ""
  func write(_ text: String) { self.text += text }
  // A gauge asks nothing; its data comes from the pipe, never from here.
  func readLine(secure: Bool) -> LineInput { .endOfInput }
}

/// A terminal that keeps nothing: the frame checked is the app's screen.
private final class MemoryTerminal: TerminalDevice {
  let size: Size
  init(size: Size) { self.size = size }
  func write(_ bytes: [UInt8]) {}
  func start(_ modes: TerminalModes) -> AsyncStream<DeviceEvent> { AsyncStream { _ in } }
  func stop() {}
}
