import CGTK
import ScrimCore
import ScrimGTK
import ScrimTerminal
import ScrimTesting

// Hostile sizes in the window against the terminal, in one release build of the same
// sources (issue 25): a list of 1,000 to 100,000 rows (an action sheet, and a dialog's
// choice list as `--choice` makes it) and a 10 MB message. For each, the first frame
// (present, lay out, paint) and a key (Down, then paint), wall time; the window's side
// paints into an image with the window's own painter, off screen.
//
//   swift run -c release --package-path Renderers/GTK scrim-gtk-bench [NAME...]
//   (needs a display: xvfb-run -a; NAME picks the cases whose names contain it; --cpu
//   measures the thread's processor time instead of wall time)

guard gtk_init_check() != 0 else {
  print("scrim-gtk-bench: no display; run it under xvfb-run -a")
  exit(69)
}

/// What is measured: a name and a way to make the modal, fresh for each renderer.
struct Case {
  let name: String
  let make: @MainActor () -> any Modal
}

@MainActor
func sheet(_ count: Int) -> Case {
  Case(name: "sheet of \(count) actions") {
    let sheet = AlertController(title: "Pick one", message: nil, preferredStyle: .actionSheet)
    for index in 0..<count { sheet.addAction(AlertAction(title: "Item \(index)")) }
    return sheet
  }
}

@MainActor
func choice(_ count: Int) -> Case {
  Case(name: "dialog, a list of \(count) rows") {
    let dialog = Dialog(title: "Pick one", message: nil)
    dialog.addControl(.choice(ChoiceList(title: "row", options: (0..<count).map { "Row \($0)" })))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    return dialog
  }
}

@MainActor
func message(megabytes: Int) -> Case {
  Case(name: "alert, a \(megabytes) MB message") {
    let line = "The quick brown fox jumps over the lazy dog, again and again. "
    let text = String(repeating: line, count: megabytes * 1_000_000 / line.utf8.count)
    let alert = AlertController(title: "Long", message: text, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    return alert
  }
}

/// Wall time, or with `--cpu` this thread's processor time: on a machine shared with other
/// builds, wall time mostly says how long the thread waited for a core.
let measuresProcessorTime = CommandLine.arguments.contains("--cpu")

func milliseconds(_ body: () -> Void) -> Double {
  guard measuresProcessorTime else {
    let elapsed = ContinuousClock().measure(body).components
    return (Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18) * 1000
  }
  func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
  }
  let start = now()
  body()
  return now() - start
}

func format(_ value: Double) -> String {
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}

let keys = 20

@MainActor
func terminal(_ test: Case) -> (first: Double, key: Double) {
  let device = InMemoryTerminal(columns: 100, rows: 40)
  let app = TerminalApp(
    device: device, host: BlankHost(), clock: ManualClock(), reducesMotion: true)
  let modal = test.make()
  let first = milliseconds {
    _ = try? app.start()
    try? app.present(modal)
    app.tick()
    try? app.draw()
  }
  let key = milliseconds {
    for _ in 0..<keys {
      app.process(.input(Array("\u{1B}[B".utf8)))
      app.tick()
      try? app.draw()
    }
  }
  return (first, key / Double(keys))
}

@MainActor
func window(_ test: Case) -> (first: Double, key: Double) {
  // The size scrim-gtk's window has for a list: 480 by 720 points.
  let app = GTKApp(
    content: nil, clock: ManualClock(), size: Size(width: 480, height: 720),
    reducesMotion: true, paintsBackground: true)
  let modal = test.make()
  func paint() {
    if let image = app.renderImage() { cairo_surface_destroy(image.surface) }
  }
  let first = milliseconds {
    try? app.present(modal)
    app.tick()
    paint()
  }
  let key = milliseconds {
    for _ in 0..<keys {
      app.press(.down)
      paint()
    }
  }
  return (first, key / Double(keys))
}

let all =
  [1_000, 10_000, 100_000].map(sheet) + [1_000, 10_000, 100_000].map(choice)
  + [message(megabytes: 1), message(megabytes: 10)]
// With arguments, only the cases whose names contain one of them.
let filters = CommandLine.arguments.dropFirst().filter { $0 != "--cpu" }
let cases = all.filter { test in
  filters.isEmpty || filters.contains { test.name.contains($0) }
}
print(
  "first frame / a key (Down), ms of \(measuresProcessorTime ? "processor" : "wall") time,"
    + " release build:")
print("  case                                terminal (100×40)      window (480×720)")
for test in cases {
  let name = test.name.padding(34)
  let cells = terminal(test)
  let points = window(test)
  print(
    "  \(name)  \(format(cells.first).padding(7, left: true)) / \(format(cells.key).padding(6, left: true))"
      + "      \(format(points.first).padding(7, left: true)) / \(format(points.key).padding(6, left: true))"
  )
  fflush(nil)
}

extension String {
  func padding(_ width: Int, left: Bool = false) -> String {
    let room = String(repeating: " ", count: max(0, width - count))
    return left ? room + self : self + room
  }
}
