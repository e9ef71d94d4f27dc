import Testing

@testable import ScrimCLI

/// `scrim zenity --help` is made from zenity's option table: it names every option the
/// parser reads and no other, and puts each under the boxes that read it.
@Suite struct ZenityHelpTests {
  /// Every `--name` the help mentions, without a value.
  private var mentioned: Set<String> {
    var names: Set<String> = []
    for word in ZenityHelp.text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    where word.hasPrefix("--") {
      names.insert(String(word.prefix { $0 != "=" && $0 != "," && $0 != "." }))
    }
    return names
  }

  @Test("every spelling the table reads is in the help, and the help names nothing else")
  func bothWays() {
    let table = Set(ZenityOptionTable.byName.keys)
    #expect(table.subtracting(mentioned) == [])
    #expect(mentioned.subtracting(table).subtracting(["--help"]) == [])
  }

  @Test("an option is listed under the boxes that read it, and ignored ones apart")
  func placed() {
    let lines = ZenityHelp.text.split(separator: "\n", omittingEmptySubsequences: false)
    let entry = lines.firstIndex { $0 == "  --entry" }
    #expect(entry.map { lines[$0 + 1].contains("--entry-text=TEXT --hide-text") } == true)
    let ignored = lines.firstIndex { $0.hasPrefix("Read and ignored") }
    let imagelist = lines.firstIndex { $0.contains("--imagelist") }
    #expect(ignored != nil && imagelist != nil && imagelist! > ignored!)
  }
}
