import CGTK
import ScrimCore
import ScrimGTK
import Testing

/// Content far larger than a window holds, through `scrim-gtk`'s command line.
///
/// A list of 100,000 rows and a 10 MB message. What they cost is measured by
/// scrim-gtk-bench in a release build, not here; here, that they show, keys reach their
/// ends, and the answer is the right one.
@MainActor
@Suite("Huge content in the window", .serialized)
struct HugeContentTests {
  @Test("a list of 100,000 rows: it shows, Down and End move the choice, Return prints it")
  func hugeList() async throws {
    let rows = (0..<100_000).map { "Row \($0)" }
    var seen: [String: Bool] = [:]
    let run = try await runWindowCommand([
      "dialog", "--title", "Pick a row", "--choice", "row=" + rows.joined(separator: ","),
    ]) { app, _ in
      seen["first rows"] = paints(app, ["Pick a row", "Row 0", "Row 1", "Row 2"])
      for _ in 0..<3 { app.press(.down) }
      seen["the choice on Row 3"] = app.chosenRow == 3
      app.press(.end)
      seen["the last row"] = paints(app, ["Row 99999"]) && !paints(app, ["Row 0"])
      app.press(.up)
      seen["the choice on Row 99998"] = app.chosenRow == 99998
      app.press(.enter)
    }
    #expect(seen.values.allSatisfy { $0 } && seen.count == 4, "\(seen)")
    #expect(run.output == "row=Row 99998\n" && run.status == 0, "\(run)")
  }

  @Test("a 10 MB message: its start shows, End scrolls to its last words, Return answers")
  func hugeMessage() async throws {
    let sentence = "Every line of this log says the same thing again. "
    let message =
      "It begins here. " + String(repeating: sentence, count: 10_000_000 / sentence.utf8.count)
      + "And it ends here."
    var seen: [String: Bool] = [:]
    let run = try await runWindowCommand([
      "alert", "--title", "Build log", "--message", message, "--action", "Close",
    ]) { app, _ in
      seen["the start"] = paints(app, ["Build log", "It begins here.", "CLOSE"])
      app.press(.end)
      seen["the end"] = paints(app, ["And it ends here."]) && !paints(app, ["It begins here."])
      app.press(.enter)
    }
    #expect(seen.values.allSatisfy { $0 } && seen.count == 2, "\(seen)")
    #expect(run.output == "Close\n" && run.status == 0, "\(run)")
  }
}

/// Whether the window, painted now, shows each of `texts` within one run of text.
@MainActor
func paints(_ app: GTKApp, _ texts: [String]) -> Bool {
  guard let (surface, painted) = app.renderImage() else { return false }
  cairo_surface_destroy(surface)
  return texts.allSatisfy { text in painted.contains { $0.contains(text) } }
}

extension GTKApp {
  /// The row chosen in the active dialog's first list: the one its radio mark is on.
  var chosenRow: Int? {
    for control in (presenter.activeModal as? Dialog)?.controls ?? [] {
      if case .choice(let list) = control { return list.selectedIndex }
    }
    return nil
  }
}
