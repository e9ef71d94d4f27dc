import ScrimCatalog
import Testing

/// The catalog's list in a terminal too short for every example: a window that follows
/// the selection, with the status line and the help line kept clear under it.
@MainActor
@Suite struct CatalogListWindowTests {
  @Test func aShortTerminalScrollsTheListAndKeepsTheStatusLineClear() throws {
    let catalog = try CatalogDriver(columns: 80, rows: 24)
    let lines = { catalog.text.split(separator: "\n", omittingEmptySubsequences: false) }
    #expect(lines()[22].contains("Choose an example and press Return."), "\(catalog.text)")
    #expect(lines()[23].contains("q quit"))
    #expect(lines()[20].contains("▼"), "more entries below")
    let count = CatalogExample.all.count
    for _ in 0..<count { try catalog.type("j") }
    #expect(catalog.shows("▸ Bottom banner"), "the last entry came into view")
    #expect(lines()[2].contains("▲"), "entries hidden above")
    #expect(lines()[22].contains("Choose an example and press Return."))
    #expect(lines()[23].contains("q quit"))
    for _ in 0..<count { try catalog.type("k") }
    #expect(catalog.shows("▸ Alert "), "back at the first entry")
    #expect(!lines()[2].contains("▲"))
  }
}
