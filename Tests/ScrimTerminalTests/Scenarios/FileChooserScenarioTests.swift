import Testing

/// `FileChooserScenarios` on the text renderer and the terminal. (Not in line mode, which
/// asks the path as typed text and lists the folder on "?": `DialogFselectLineTests`,
/// `ZenityFileSelectionLineTests`.)
@MainActor
@Suite("Stage scenarios: the file chooser on every renderer")
struct FileChooserScenarioTests {
  @Test(
    "Space completes into a folder, Space in the files takes a row, Return chooses OK",
    arguments: [RendererKind.text, .terminal])
  func chooser(_ kind: RendererKind) throws {
    try kind.check(FileChooserScenarios.chooser)
  }
}
