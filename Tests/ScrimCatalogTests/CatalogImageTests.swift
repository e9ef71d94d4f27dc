import Testing

/// The catalog's image example: on a terminal, the title icon's glyph and the picture's
/// label stand in for the pictures a window draws.
@MainActor
@Suite struct CatalogImageTests {
  @Test func theImageDialogShowsItsGlyphAndItsPicturesLabel() throws {
    let catalog = try CatalogDriver()
    #expect(catalog.shows("Dialog with images"))
    try catalog.select("Dialog with images")
    try catalog.type("\r")
    #expect(catalog.shows("Clean up backups"))
    #expect(catalog.shows("⚠"))
    #expect(catalog.shows("[Disk 92% full]"))
  }
}
