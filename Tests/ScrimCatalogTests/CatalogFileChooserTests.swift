import Testing

/// The catalog's file chooser: its made-up folder listed, and Space completing the path.
@MainActor
@Suite struct CatalogFileChooserTests {
  @Test func theFileChooserListsItsFolderAndCompletes() throws {
    let catalog = try CatalogDriver()
    #expect(catalog.shows("File chooser"))
    try catalog.select("File chooser")
    try catalog.type("\r")
    #expect(catalog.shows("Open a file"))
    #expect(catalog.shows("Documents"))
    #expect(catalog.shows("notes.txt"))
    try catalog.type("Pi ")
    #expect(catalog.shows("~/Pictures/"))
    #expect(catalog.shows("cat.png"))
  }
}
