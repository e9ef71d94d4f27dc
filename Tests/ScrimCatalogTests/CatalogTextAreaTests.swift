import ScrimCatalog
import ScrimCore
import Testing

/// The catalog's text areas: an editable text that takes typing, and a text of 100,000
/// lines whose first frame, Page Down and End read pages of lines, not the text.
@MainActor
@Suite struct CatalogTextAreaTests {
  @Test func theEditableTextTakesTyping() throws {
    let catalog = try CatalogDriver()
    #expect(catalog.shows("Editable text"))
    try catalog.select("Editable text")
    try catalog.type("\r")
    #expect(catalog.shows("Edit /etc/hosts"))
    #expect(catalog.shows("nas.home"))
    try catalog.type("10.0.0.1 gw.home")
    #expect(catalog.shows("10.0.0.1 gw.home"), "typed at the caret, after the last line")
  }

  @Test func theBigTextReadsOnlyThePagesShown() throws {
    let catalog = try CatalogDriver()
    #expect(catalog.shows("Big text"))
    try catalog.select("Big text")
    try catalog.type("\r")
    #expect(catalog.shows("[1/100000] Compiling module 0"))
    let log = try #require(Self.log(in: catalog))
    // Each frame reads its page again (the view, the tree's page): a few pages, not the
    // 100,000 lines.
    #expect(log.linesRead <= 500, "the first frame reads pages in view")
    try catalog.type("\u{1B}[6~")
    #expect(catalog.shows("[9/100000]"), "Page Down shows the next page")
    try catalog.type("\u{1B}[F")
    #expect(catalog.shows("[100000/100000]"), "End shows the last line")
    #expect(log.linesRead <= 1_000, "End read the last page, not the lines before it")
  }

  /// The made-up log behind the shown text area.
  private static func log(in catalog: CatalogDriver) -> CatalogLog? {
    for case .textArea(let area) in catalog.app.presenter.activeModal?.controls ?? [] {
      return area.lineSource as? CatalogLog
    }
    return nil
  }
}
