import CGTK
import ScrimCore
import ScrimGTK
import Testing

/// What a screen reader can reach of a list of 100,000 rows: the mirror holds a bounded
/// window of rows around the highlighted one, each cut row saying its place in the set, and
/// following Down and End reaches the rows the keys reach.
@MainActor
@Suite("A huge list for screen readers", .serialized)
struct HugeListMirrorTests {
  @Test("the mirror of 100,000 rows stays bounded and names the highlighted row and its place")
  func boundedMirror() async throws {
    let rows = (0..<100_000).map { "Row \($0)" }
    var seen: [String: String] = [:]
    var widgets: [Int] = []
    _ = try await runWindowCommand([
      "dialog", "--title", "Pick a row", "--choice", "row=" + rows.joined(separator: ","),
    ]) { app, _ in
      @MainActor func look(_ step: String) {
        let list = app.accessibleTrees.first?.children.first { $0.role == .list }
        let focused = list?.children.first { $0.isFocused }
        let name = app.accessibleFocus.flatMap { app.accessibleName(of: $0) } ?? "none"
        seen[step] =
          "\(name) \(focused?.positionInSet ?? 0)/\(focused?.setSize ?? 0)"
          + " in \(list?.children.count ?? 0)"
        widgets.append(descendants(of: app.widget))
      }
      look("start")
      for _ in 0..<3 { app.press(.down) }
      look("down")
      app.press(.end)
      look("end")
      app.press(.enter)
    }
    #expect(seen["start"] == "Row 0 1/100000 in 200", "\(seen)")
    #expect(seen["down"] == "Row 3 4/100000 in 200", "\(seen)")
    #expect(seen["end"] == "Row 99999 100000/100000 in 200", "\(seen)")
    // The 200 rows' widgets, and a few more for the window, the dialog, its title and button.
    #expect(widgets.count == 3 && widgets.allSatisfy { $0 > 200 && $0 < 230 }, "\(widgets)")
  }

  @Test("over AT-SPI: 200 rows, each with its place, and Down moves focus row by row")
  func screenReaderFollowsDown() throws {
    // As zenity's list, rows as arguments: one argument of 100,000 rows is over Linux's
    // 128 KB limit for a single argument.
    let rows = (0..<100_000).map { "Row \($0)" }
    let probe = try ScreenReaderProbe.run(
      [ScreenReaderProbe.scrimGTK, "zenity", "--list", "--column=row"] + rows,
      keys: ["Down", "Down", "Down"])
    let rowsBefore = probe.nodes.filter { $0.contains("\"Row ") }
    #expect(rowsBefore.count == 200, "\(probe.output.prefix(3_000))")
    #expect(
      rowsBefore.first?.contains("\"Row 0\" (1 of 100000)") == true, "\(rowsBefore.first ?? "")")
    let focusedAfter = probe.nodesAfter.filter { $0.contains("\"Row ") && $0.contains("focused") }
    #expect(
      focusedAfter.count == 1 && focusedAfter.first?.contains("\"Row 3\" (4 of 100000)") == true,
      "\(focusedAfter)")
    // Row 0's focus may be said again once GTK has joined the registry; then one a key.
    let focusedRows = probe.events.filter { $0.hasPrefix("focus:") }.map { event in
      (0...3).first { event.contains("\"Row \($0)\"") }
    }
    #expect(Array(focusedRows.drop { $0 == 0 }) == [1, 2, 3], "\(probe.events)")
  }
}

/// How many widgets are under `widget`, itself included.
@MainActor
private func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
  var count = 1
  var child = gtk_widget_get_first_child(widget)
  while let current = child {
    count += descendants(of: current)
    child = gtk_widget_get_next_sibling(current)
  }
  return count
}
