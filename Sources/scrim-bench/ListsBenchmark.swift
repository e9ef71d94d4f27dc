import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// A list with hierarchy of 100,000 rows (dialog's treeview): its first frame, then Down;
/// and two transfer lists of 10,000 items (dialog's buildlist): Space moving an item.
@MainActor
let listsBenchmark = Benchmark(
  name: "lists",
  summary: "A 100,000-row tree and flat list: first frame, Down; Space in transfer lists of 10,000"
) {
  let tree = ChoiceList(
    title: "Tree",
    items: (0..<100_000).map { ChoiceList.Item(title: "Entry number \($0)", depth: $0 % 4) })
  tree.showsHierarchy = true
  tree.selectionMode = .marked
  tree.isTabStop = false
  tree.visibleRowLimit = 20
  measure("tree of 100,000", control: .choice(tree), key: "\u{1B}[B", keystrokes: 1_000)
  // The same rows flat, for what the guides cost.
  let flat = ChoiceList(title: "Flat", items: tree.items)
  flat.selectionMode = .marked
  flat.isTabStop = false
  flat.visibleRowLimit = 20
  measure("flat list of 100,000", control: .choice(flat), key: "\u{1B}[B", keystrokes: 1_000)
  let lists = TransferLists(
    items: (0..<10_000).map { ChoiceList.Item(title: "Item number \($0)") }, chosen: [])
  for list in [lists.available, lists.chosen] {
    list.isTabStop = false
    list.visibleRowLimit = 10
  }
  measure(
    "transfer lists of 10,000", controls: [.choice(lists.available), .choice(lists.chosen)],
    key: " ", keystrokes: 1_000)
}

/// Prints the CPU of the first frame of a dialog holding `controls` on a 200×60 terminal,
/// then per keystroke of `key`.
@MainActor
private func measure(
  _ name: String, control: Control? = nil, controls: [Control] = [], key: String,
  keystrokes: Int
) {
  let terminal = InMemoryTerminal(columns: 200, rows: 60)
  let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: ManualClock())
  let dialog = Dialog(title: name)
  for shown in (control.map { [$0] } ?? []) + controls { dialog.addControl(shown) }
  dialog.addAction(AlertAction(title: "OK"))
  let first = threadSeconds()
  do {
    try app.present(dialog)
    _ = try app.start()
    try app.draw()
  } catch {
    print("  could not show \(name): \(error)")
    return
  }
  let firstFrame = threadSeconds() - first
  var samples: [Double] = []
  samples.reserveCapacity(keystrokes)
  for _ in 0..<keystrokes {
    let start = threadSeconds()
    app.process(.input(Array(key.utf8)))
    app.tick()
    try? app.draw()
    samples.append(threadSeconds() - start)
    terminal.clearOutput()
  }
  samples.sort()
  let percentile = { (fraction: Double) in
    samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]
  }
  print(
    "  \(name): first frame \(format(firstFrame * 1e3, decimals: 1)) ms CPU; per keystroke p50 "
      + "\(format(percentile(0.5) * 1e6, decimals: 1)) µs, "
      + "p99 \(format(percentile(0.99) * 1e6, decimals: 1)) µs")
}
