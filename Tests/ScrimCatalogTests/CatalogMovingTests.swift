import Testing

/// The catalog's transfer lists and renamable menu: each shows, and its keys do what the
/// catalog's summary says.
@MainActor
@Suite struct CatalogMovingTests {
  @Test func transferListsMoveAnItemWithSpace() throws {
    let catalog = try CatalogDriver()
    try catalog.select("Transfer lists")
    try catalog.type("\r")
    #expect(catalog.shows("Services"))
    #expect(catalog.shows("Enabled"))
    /// Whether "nginx" is drawn under the Enabled list's title.
    func nginxIsEnabled() -> Bool {
      let lines = catalog.text.split(separator: "\n")
      guard let enabled = lines.firstIndex(where: { $0.contains("Enabled") }),
        let nginx = lines.firstIndex(where: { $0.contains("nginx") })
      else { return false }
      return nginx > enabled
    }
    #expect(!nginxIsEnabled())
    try catalog.type(" ")
    #expect(nginxIsEnabled(), "Space moved the first available item")
  }

  @Test func renamingEditsTheValueInItsRow() throws {
    let catalog = try CatalogDriver()
    try catalog.select("Renamable menu")
    try catalog.type("\r")
    #expect(catalog.shows("Edit account"))
    #expect(catalog.shows("/bin/sh"))
  }
}
