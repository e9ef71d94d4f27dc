import Dispatch
import FuzzSupport
import ScrimCore
import ScrimSystem
import ScrimTerminal

@testable import ScrimCLI

/// What a gauge shows once its input is read: its meter and its text.
struct GaugeState: Equatable {
  var fraction: Double?
  var message: String?
}

/// Follows a gauge in line mode as `CompatLineRunner.followGauge` does; returns how many
/// lines it read and what it shows at the end.
///
/// The IO's reader (`LineIO.reading`, 64 KiB lines) reads the input, each line goes
/// through `GaugeFeed` onto the built box, and the accessible runner announces the steps.
@MainActor
func followInLineMode(
  _ box: CompatBox, _ program: CompatProgram, _ input: Int32
) -> (lines: Int, state: GaugeState) {
  let gauge = Gauge(box, program)
  let stage = Stage(
    clock: LineClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
    reducesMotion: true)
  let transcript = Transcript()
  let reader = transcript.reading(input, maximumLineLength: GaugeFeed.maximumLineLength)
  var lines = 0
  var runner = AccessibleRunner(io: transcript)
  runner.progressFeed = {
    guard case .line(let line) = reader.readLine(secure: false) else { return false }
    lines += 1
    gauge.take(line)
    return true
  }
  _ = runner.run(gauge.shown.dialog, on: stage)
  for scalar in transcript.text.unicodeScalars where scalar != "\n" {
    require(
      !TextSanitizer.isControl(scalar) && !TextSanitizer.isBidiControl(scalar),
      "line mode wrote U+\(String(scalar.value, radix: 16))")
  }
  return (lines, gauge.state)
}

/// Follows a gauge on screen as `CompatSession` does; returns what it shows at the end.
///
/// `GaugeReader` reads the input on its thread and folds it into the latest percentage and
/// text, which this thread takes while it reads on, as the session's loop does: each time
/// they are applied and drawn (the first few times, and at the end) on an in-memory
/// terminal of `size`.
@MainActor
func followOnScreen(
  _ box: CompatBox, _ program: CompatProgram, _ size: Size, _ input: Int32
) -> GaugeState {
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
  // The reader's thread is detached and lets go of what it read (a text block up to 64 KiB)
  // only after it hands over the end: an input that returned before the thread ended would
  // look to libFuzzer's leak check as if it leaked that (once in some 10,000 runs).
  let threads = threadIDs()
  defer { waitForThreads(beyond: threads) }
  var turns = 0
  follow(GaugeReader.updates(of: input)) { updates in
    require(updates.count <= 2, "\(updates.count) updates waited at once, not the latest two")
    for update in updates { gauge.apply(update) }
    // Drawing every turn of a megabyte of updates would only repeat the same frames.
    if turns < 16 { draw(app) }
    turns += 1
  }
  draw(app)
  return gauge.state
}

/// A gauge built from its box, which checks the meter and text after every update.
@MainActor
private final class Gauge {
  let shown: ShownBox<CompatBox>
  let program: CompatProgram
  private var feed = GaugeFeed()
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

  /// What the gauge shows.
  var state: GaugeState {
    GaugeState(fraction: shown.progress?.fraction, message: shown.dialog.message)
  }

  func take(_ line: String) {
    for update in feed.take(line) { apply(update) }
  }

  func apply(_ update: GaugeFeed.Update) {
    shown.apply(update, program: program)
    check(update)
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
    case .pulsate:
      require(false, "whiptail's and dialog's gauge read a pulsate line")
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

/// Takes what `updates` has whenever it says so, on this thread, and hands it to `apply`,
/// until the updates end.
///
/// The reading thread tells; this one (libFuzzer's main thread, which a session's loop
/// would be) waits to be told, so updates that come while `apply` works are folded.
@MainActor
private func follow(_ updates: GaugeUpdates, _ apply: ([GaugeFeed.Update]) -> Void) {
  let told = DispatchSemaphore(value: 0)
  updates.whenAvailable { told.signal() }
  while true {
    told.wait()
    let turn = updates.take()
    if !turn.updates.isEmpty { apply(turn.updates) }
    if turn.isFinished { return }
  }
}

/// The ids of the process's threads now, from /proc/self/task; none where it cannot tell.
private func threadIDs() -> Set<Int> {
  guard let directory = opendir("/proc/self/task") else { return [] }
  defer { closedir(directory) }
  var ids: Set<Int> = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    if let id = Int(name) { ids.insert(id) }
  }
  return ids
}

/// Waits, a second at most, until every thread the process has now was in `threads`.
private func waitForThreads(beyond threads: Set<Int>) {
  var waits = 0
  while waits < 10_000, !threadIDs().isSubset(of: threads) {
    usleep(100)
    waits += 1
  }
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
