import Testing

/// zenity 3.44's `--file-selection` beside scrim-gtk's, under Xvfb with the same keys: the
/// corpus' file selection lines (real scripts'), and a file named by `--filename` that
/// Return takes, as zenity prints it (its absolute path).
@Suite("scrim-gtk as zenity: the file selection")
struct ZenityFileSelectionComparisonTests {
  static let lines = ZenityCorpus.entries().filter { $0.arguments.contains("--file-selection") }

  @Test("the corpus' file selection lines give zenity's stdout and exit status", arguments: lines)
  func corpusLine(_ entry: ZenityCorpus.Entry) async throws {
    let first = try await ZenityCorpusTests.compare(entry)
    guard !first.passed else { return }
    let second = try await ZenityCorpusTests.compare(entry)
    #expect(second.passed, "\(second.message)\n(first run: \(first.message))")
  }

  @Test("Return takes the file --filename names, printed with its folder")
  func returnTakesTheNamedFile() async throws {
    for arguments in [
      ["--file-selection", "--filename=page.html"],
      ["--file-selection", "--save", "--filename=new-page.html"],
    ] {
      let entry = ZenityCorpus.Entry(
        project: "-", path: "-", commit: "-", answer: .keys([.key("Return")]), keys: "enter",
        standardInput: "", arguments: arguments, line: 0)
      let first = try await ZenityCorpusTests.compare(entry)
      guard !first.passed else { continue }
      let second = try await ZenityCorpusTests.compare(entry)
      #expect(second.passed, "\(second.message)\n(first run: \(first.message))")
    }
  }

  @Test("the corpus holds file selection lines from several scripts")
  func corpusHasThem() {
    #expect(Set(Self.lines.map(\.project)).count >= 4)
  }
}
