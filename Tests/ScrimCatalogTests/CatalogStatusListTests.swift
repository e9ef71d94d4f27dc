import Testing

/// The catalog's mixed gauge: its tasks, each state in its chip, and the overall bar.
@MainActor
@Suite struct CatalogStatusListTests {
  @Test func theMixedGaugeShowsEachTaskWithItsStateAndTheOverallBar() throws {
    let catalog = try CatalogDriver()
    #expect(catalog.shows("Mixed gauge"))
    try catalog.select("Mixed gauge")
    try catalog.type("\r")
    #expect(catalog.shows("Installing"))
    let lines = catalog.text.split(separator: "\n")
    for (task, state) in [("Partition the disk", "[   Done     ]"), ("Install packages", "40%")] {
      #expect(
        lines.contains { $0.contains(task) && $0.contains(state) }, "\(task) shows \(state)")
    }
    #expect(catalog.shows("55%"), "the overall bar")
    let chips = lines.filter { $0.contains("Partition") || $0.contains("boot loader") }
      .compactMap { line in
        line.firstIndex(of: "[").map { line.distance(from: line.startIndex, to: $0) }
      }
    #expect(chips.count == 2 && chips[0] == chips[1], "the chips line up")
  }
}
