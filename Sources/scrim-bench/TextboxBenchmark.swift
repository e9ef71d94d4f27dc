import ScrimCLI
import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// A textbox over files of 64 MiB, 256 MiB and 1 GiB of text, made in a temporary folder:
/// the time to its first frame, to a Page Down, to End and back Home, and the memory it
/// holds, which stays that of a view however big the file is.
@MainActor
let textboxBenchmark = Benchmark(
  name: "textbox",
  summary: "a textbox of 64 MiB, 256 MiB and 1 GiB at 80×24: first frame, Page Down, End, memory"
) {
  guard let folder = TemporaryFolder() else { return print("  no temporary folder") }
  defer { folder.remove() }
  for mebibytes in [64, 256, 1024] {
    let path = folder.path + "/text-\(mebibytes)"
    guard writeLines(to: path, mebibytes: mebibytes) else { return print("  cannot write") }
    defer { unlink(path) }
    let before = residentKiB() ?? 0
    let terminal = InMemoryTerminal(columns: 80, rows: 24)
    let clock = ManualClock()
    let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: clock)
    var start = wallSeconds()
    guard let source = try? FileLineSource.open(path, for: "--textbox") else { return }
    let area = TextArea(lines: source)
    area.visibleLineCount = 16
    let dialog = Dialog(title: "Text")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "EXIT"))
    guard app.startShowing(dialog, clock: clock) else { return }
    let first = wallSeconds() - start
    var times: [String] = []
    for (name, key) in [
      ("Page Down", "\u{1B}[6~"), ("Down", "\u{1B}[B"), ("End", "\u{1B}[F"),
      ("Page Up", "\u{1B}[5~"), ("Home", "\u{1B}[H"),
    ] {
      terminal.clearOutput()
      start = wallSeconds()
      app.process(.input(Array(key.utf8)))
      app.tick()
      try? app.draw()
      times.append("\(name) \(format((wallSeconds() - start) * 1e3, decimals: 2)) ms")
    }
    let after = residentKiB() ?? 0
    print(
      "  \(mebibytes) MiB, \(source.lineCount) lines: first frame "
        + "\(format(first * 1e3, decimals: 2)) ms; " + times.joined(separator: ", "))
    print(
      "    resident \(after / 1024) MiB (\((after - before) / 1024) MiB more), index "
        + "\(source.checkpointCount) line starts")
  }
}

/// Wall-clock seconds, which count the file's reads.
private func wallSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Writes numbered lines of a log's width to `path`, `mebibytes` of them.
private func writeLines(to path: String, mebibytes: Int) -> Bool {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
  guard descriptor >= 0 else { return false }
  defer { close(descriptor) }
  var number = 0
  for _ in 0..<mebibytes {
    var chunk = ""
    while chunk.utf8.count < (1 << 20) - 80 {
      number += 1
      chunk += "line \(number) lorem ipsum dolor sit amet, consectetur adipiscing elit\n"
    }
    let written = chunk.utf8.withContiguousStorageIfAvailable {
      write(descriptor, $0.baseAddress, $0.count)
    }
    guard written == chunk.utf8.count else { return false }
  }
  return true
}

/// A folder of its own under `$TMPDIR` (or /tmp), removed when done.
private struct TemporaryFolder {
  let path: String

  init?() {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/scrim-bench-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    guard let made else { return nil }
    path = String(cString: made)
  }

  func remove() { rmdir(path) }
}
