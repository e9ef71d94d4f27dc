import ScrimCLI
import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// A file chooser over a folder of 100,000 files, read from a temporary folder with libc
/// as `--fselect` reads it: the first frame (reading, sorting, laying out the lists'
/// windows), then a letter typed in the path (each list moved to its closest entry) and a
/// Down in the file list, each to its frame; wall time, CPU and memory.
@MainActor
let folderBenchmark = Benchmark(
  name: "folder",
  summary: "a file chooser over 100,000 entries at 80×24: first frame, a keystroke, memory"
) {
  // SCRIM_BENCH_FOLDER_ENTRIES sets another size, to see memory as the folder grows.
  let count = getenv("SCRIM_BENCH_FOLDER_ENTRIES").flatMap { Int(String(cString: $0)) } ?? 100_000
  var template = Array("/tmp/scrim-bench-folder-XXXXXX".utf8CString)
  let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
  guard let made else { return }
  let root = String(cString: made)
  let names = (0..<count).map { "file-\(($0 &* 7919) % count).dat" }
  for name in names { close(open(root + "/" + name, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)) }
  defer {
    for name in names { unlink(root + "/" + name) }
    rmdir(root)
  }
  let before = residentKiB() ?? 0
  let terminal = InMemoryTerminal(columns: 80, rows: 24)
  let clock = ManualClock()
  let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: clock)
  var chooser: FileChooser?
  let wallStart = ContinuousClock.now
  let start = threadSeconds()
  let dialog = Dialog(title: "Pick a file")
  let picked = FileChooser(path: root + "/", mode: .file, listing: FolderReader.listing(of:))
  chooser = picked
  dialog.addFileChooser(picked)
  dialog.addAction(AlertAction(title: "OK"))
  dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
  guard app.startShowing(dialog, clock: clock) else { return }
  try? app.draw()
  let first = threadSeconds() - start
  let wall = ContinuousClock.now - wallStart
  let firstPeak = residentKiB() ?? 0
  print("  entries listed: \(chooser?.fileList?.items.count ?? 0) of \(count)")
  print("  the file list's title: \(chooser?.fileList?.title ?? "")")
  let wallMilliseconds =
    Double(wall.components.seconds) * 1e3 + Double(wall.components.attoseconds) / 1e15
  print(
    "  first frame: \(format(first * 1e3, decimals: 1)) ms CPU, "
      + "\(format(wallMilliseconds, decimals: 1)) ms wall")
  var typed: [Double] = []
  for letter in "file-9" {
    terminal.clearOutput()
    let began = threadSeconds()
    app.process(.input(Array(String(letter).utf8)))
    app.tick()
    try? app.draw()
    typed.append(threadSeconds() - began)
  }
  typed.sort()
  print("  typed \"file-9\": the file list is on \(chooser?.fileList?.selectedOption ?? "nothing")")
  print(
    "  a letter typed in the path, to its frame: median "
      + "\(format(typed[typed.count / 2] * 1e3, decimals: 2)) ms, worst "
      + "\(format((typed.last ?? 0) * 1e3, decimals: 2)) ms")
  // Shift-Tab: from the path to the file list.
  app.process(.input(Array("\u{1B}[Z".utf8)))
  app.tick()
  try? app.draw()
  var downs: [Double] = []
  for _ in 0..<200 {
    terminal.clearOutput()
    let began = threadSeconds()
    app.process(.input(Array("\u{1B}[B".utf8)))
    app.tick()
    try? app.draw()
    downs.append(threadSeconds() - began)
  }
  downs.sort()
  print("  after 200 Downs the file list is on \(chooser?.fileList?.selectedOption ?? "nothing")")
  print(
    "  Down in the file list, to its frame: median "
      + "\(format(downs[downs.count / 2] * 1e3, decimals: 3)) ms, p99 "
      + "\(format(downs[downs.count * 99 / 100] * 1e3, decimals: 3)) ms")
  let peak = max(firstPeak, residentKiB() ?? 0)
  print("  resident: peak \(peak / 1024) MiB (\((peak - before) / 1024) MiB more than before)")
}
