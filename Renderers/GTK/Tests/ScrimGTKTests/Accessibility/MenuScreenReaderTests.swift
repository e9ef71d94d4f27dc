import Testing

/// A popup menu as a screen reader gets it over AT-SPI (pyatspi, Orca's client library),
/// from `scrim-gtk catalog`'s Popup menu button: a menu of menu items, a disabled one
/// insensitive, a sub-menu's entry described "Submenu" and holding the open sub-menu, a
/// checked entry, and focus events that follow the keys.
@Suite("scrim-gtk popup menus for screen readers (AT-SPI)", .serialized)
struct MenuScreenReaderTests {
  @Test("the catalog's Edit menu: roles, states and focus as keys move in it")
  func editMenu() throws {
    // Each catalog button is two Tab stops (its flow box cell, then the button): seven
    // reach the fourth, Popup menu; Space opens it, Down twice reaches Sort by (Paste is
    // passed over), Right opens the sub-menu.
    let keys = Array(repeating: "Tab", count: 7) + ["space", "Down", "Down", "Right"]
    let output = try ScreenReaderProbe.runInSession(
      script: "scripts/atspi-probe.py",
      arguments: ["--lines", "--wait-role", "push button"] + keys.flatMap { ["--key", $0] }
        + ["--", ScreenReaderProbe.scrimGTK, "catalog"])
    let after = Self.section("after", of: output).map { $0.trimmingLeadingSpaces }
    let events = Self.section("events", of: output)
    #expect(after.contains("menu \"Edit\" [sensitive, vertical, visible]"), "\(output)")
    #expect(after.contains("menu item \"Cut\" [focusable, sensitive, visible]"))
    #expect(after.contains("menu item \"Paste\" [focusable, visible]"), "disabled: insensitive")
    #expect(after.contains { $0.hasPrefix("menu item \"Sort by\" (Submenu) [") })
    #expect(after.contains("menu \"Sort by\" [sensitive, vertical, visible]"))
    #expect(
      after.contains("menu item \"Name\" [checked, focusable, focused, sensitive, visible]"))
    #expect(after.contains { $0.hasPrefix("menu item \"Delete\" (Destructive) [") })
    #expect(events.contains("focus: menu item \"Cut\" 0"))
    #expect(events.contains("focus: menu item \"Sort by\" 0"))
    #expect(events.contains("focus: menu item \"Name\" 0"))
    #expect(!events.contains("focus: menu item \"Paste\" 0"))
  }

  /// The lines of one `== name` section of the probe's output.
  private static func section(_ name: String, of output: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for line in output.split(separator: "\n").map(String.init) {
      if line.hasPrefix("== ") {
        current = String(line.dropFirst(3))
      } else if current == name {
        lines.append(line)
      }
    }
    return lines
  }
}

extension String {
  fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
