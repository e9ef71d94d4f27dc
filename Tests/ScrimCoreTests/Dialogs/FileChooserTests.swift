import ScrimCore
import ScrimTesting
import Testing

/// A file chooser driven through the stage, over a made-up folder tree (the core reads no
/// disk): what it lists, where typing moves its lists, what Space completes and where
/// Tab goes, as dialog's `--fselect` and `--dselect` do.
@MainActor
@Suite("a file chooser: its listing, completion, keys and tree")
struct FileChooserTests {
  /// /data/ holds two folders and three files; /data/docs/ one file.
  static let tree: [String: FolderListing] = [
    "/data/": FolderListing(
      folders: ["docs", ".", "..", "downloads", ".cache"],
      files: ["notes.txt", "b.log", "a.log"]),
    "/data/docs/": FolderListing(folders: [".", ".."], files: ["report.pdf"]),
  ]

  final class Asked {
    var folders: [String] = []
  }

  private func chooser(
    _ path: String, mode: FileChooser.Mode = .file, asked: Asked = Asked()
  ) -> FileChooser {
    FileChooser(path: path, mode: mode) { folder in
      asked.folders.append(folder)
      return Self.tree[folder]
    }
  }

  private func stage(_ chooser: FileChooser) throws -> (Stage, Dialog) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 70, height: 30),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Pick")
    dialog.addFileChooser(chooser)
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.preferredAction = ok
    try stage.present(dialog)
    stage.update()
    return (stage, dialog)
  }

  private func type(_ stage: Stage, _ text: String) {
    for character in text { stage.handle(.text(String(character))) }
  }

  /// The row a list is on: its choice, as a file chooser's lists follow focus.
  private func highlighted(_ list: ChoiceList?, on stage: Stage, in dialog: Dialog) -> String? {
    list?.selectedOption
  }

  @Test("changing the filters shows the entries read again, without reading the folder again")
  func filtersReadNothingNew() throws {
    let asked = Asked()
    let chooser = chooser("/data/", asked: asked)
    chooser.showsHiddenEntries = false
    chooser.filePatterns = ["*.log"]
    #expect(asked.folders == ["/data/"])
    #expect(chooser.fileList?.items.map(\.title) == ["a.log", "b.log"])
    #expect(chooser.folderList.items.map(\.title) == ["docs", "downloads"])
  }

  @Test("checked files stay checked through a relist, and none carry into another folder")
  func checksBelongToTheirFolder() throws {
    let chooser = chooser("/data/")
    let files = try #require(chooser.fileList)
    files.selectionMode = .multiple
    let (stage, _) = try stage(chooser)
    files.checkedIndices = [0]
    #expect(files.items[0].title == "a.log")
    chooser.relist()
    #expect(files.checkedIndices.map { files.items[$0].title } == ["a.log"])
    chooser.pathField.text = "/data/docs/"
    stage.update()
    #expect(files.items.map(\.title) == ["report.pdf"])
    #expect(files.checkedIndices.isEmpty, "a.log's check did not land on report.pdf")
  }

  @Test("lists the folder the path names, folders and files apart, in strcmp's order")
  func listing() throws {
    let asked = Asked()
    let chooser = chooser("/data/", asked: asked)
    #expect(asked.folders == ["/data/"])
    #expect(chooser.folderList.options == [".", "..", ".cache", "docs", "downloads"])
    #expect(chooser.fileList?.options == ["a.log", "b.log", "notes.txt"])
    chooser.showsHiddenEntries = false
    #expect(chooser.folderList.options == ["docs", "downloads"])
    chooser.filePatterns = ["*.log"]
    #expect(chooser.fileList?.options == ["a.log", "b.log"])
  }

  @Test("a folder chooser lists folders only; an unreadable folder lists nothing")
  func folderModeAndUnreadable() {
    #expect(chooser("/data/", mode: .folder).fileList == nil)
    let missing = chooser("/nowhere/x")
    #expect(missing.folderList.options.isEmpty)
    #expect(missing.fileList?.options.isEmpty == true)
  }

  @Test("focus starts in the path; typing moves each list to its closest entry")
  func typingMovesTheLists() throws {
    let chooser = chooser("/data/")
    let (stage, dialog) = try stage(chooser)
    #expect(stage.focus == .control(2), "the path field, after the two lists")
    type(stage, "do")
    #expect(highlighted(chooser.folderList, on: stage, in: dialog) == "docs")
    type(stage, "w")
    #expect(highlighted(chooser.folderList, on: stage, in: dialog) == "downloads")
    type(stage, "/")
    #expect(chooser.path == "/data/dow/")
    #expect(chooser.folderList.options.isEmpty, "an unknown folder lists nothing")
    for _ in 0..<4 { stage.handle(.key(.backspace)) }
    type(stage, "n")
    #expect(highlighted(chooser.fileList, on: stage, in: dialog) == "notes.txt")
  }

  @Test("Space completes a unique start with the folder's slash, and lists it")
  func spaceCompletesInTheField() throws {
    let asked = Asked()
    let chooser = chooser("/data/doc", asked: asked)
    let (stage, _) = try stage(chooser)
    type(stage, " ")
    #expect(chooser.path == "/data/docs/")
    #expect(asked.folders == ["/data/", "/data/docs/"])
    #expect(chooser.fileList?.options == ["report.pdf"])
    type(stage, "x ")
    #expect(chooser.path == "/data/docs/x", "nothing starts with x: Space does nothing")
  }

  @Test("Space completes as far as several entries agree")
  func spaceCompletesTheSharedStart() throws {
    let chooser = chooser("/data/d")
    let (stage, _) = try stage(chooser)
    type(stage, " ")
    #expect(chooser.path == "/data/do")
  }

  @Test("Tab goes from the folders to the files, the path and the buttons")
  func tabOrder() throws {
    let chooser = chooser("/data/")
    let (stage, _) = try stage(chooser)
    #expect(
      stage.focusOrder.prefix(3) == [.control(0), .control(1), .control(2)],
      "folders, files, path, then the buttons")
    stage.handle(.key(.tab))
    guard case .action? = stage.focus else {
      Issue.record("a button after the path")
      return
    }
    stage.handle(.key(.tab))
    stage.handle(.key(.tab))
    #expect(stage.focus == .control(0), "round to the folders")
    stage.handle(.key(.tab))
    #expect(stage.focus == .control(1))
  }

  @Test("Space in a list puts its highlighted entry in the path; a letter goes to the path")
  func spaceInAList() throws {
    let chooser = chooser("/data/")
    let (stage, dialog) = try stage(chooser)
    stage.handle(.key(.backTab))
    stage.handle(.key(.down))
    #expect(highlighted(chooser.fileList, on: stage, in: dialog) == "b.log")
    #expect(chooser.path == "/data/", "moving in a list leaves the path")
    type(stage, " ")
    #expect(chooser.path == "/data/b.log")
    #expect(stage.focus == .control(2))
    stage.handle(.key(.backTab))
    type(stage, "x")
    #expect(stage.focus == .control(2))
    #expect(chooser.path == "/data/b.logx")
  }

  @Test("the tree marks the parts; a path that is no folder is the field's error")
  func tree() throws {
    let chooser = chooser("/data/docs", mode: .folder)
    chooser.requirement = .existingFolder
    let (stage, _) = try stage(chooser)
    var nodes = try #require(stage.accessibilityTrees.first).children
    #expect(nodes.map(\.fileChooserPart).compactMap { $0 } == [.folders, .path])
    #expect(nodes.last { $0.fileChooserPart == .path }?.errorMessage == nil)
    type(stage, "x")
    nodes = try #require(stage.accessibilityTrees.first).children
    #expect(
      nodes.last { $0.fileChooserPart == .path }?.errorMessage == "Not a folder: /data/docsx")
  }

  @Test("a hidden or filtered-out file typed whole is an existing file all the same")
  func typedNamesThatAreNotListed() throws {
    let chooser = chooser("/data/")
    chooser.showsHiddenEntries = false
    chooser.filePatterns = ["*.txt"]
    chooser.requirement = .existingFile
    let (stage, _) = try stage(chooser)
    type(stage, "a.log")
    #expect(chooser.fileList?.options == ["notes.txt"])
    #expect(chooser.pathProblem == nil, "a.log is there, though not listed")
    type(stage, "x")
    #expect(chooser.pathProblem == "No such file: /data/a.logx")
    let folders = self.chooser("/data/.cache", mode: .folder)
    folders.showsHiddenEntries = false
    folders.requirement = .existingFolder
    #expect(folders.pathProblem == nil)
  }

  @Test("shell patterns: stars, question marks and sets")
  func patterns() {
    let chooser = chooser("/data/")
    chooser.filePatterns = ["[ab].l?g"]
    #expect(chooser.fileList?.options == ["a.log", "b.log"])
    chooser.filePatterns = ["*.[!l]*"]
    #expect(chooser.fileList?.options == ["notes.txt"])
    chooser.filePatterns = ["*"]
    #expect(chooser.fileList?.options.count == 3)
  }
}

/// The guideline checks of a dialog with a file chooser.
@MainActor
@Suite("a file chooser's guidelines")
struct FileChooserGuidelineTests {
  private func chooser() -> FileChooser {
    FileChooser(path: "/", mode: .folder) { _ in FolderListing(folders: [], files: []) }
  }

  @Test("a chooser without a default action, and two choosers, are warned of")
  func rules() {
    let dialog = Dialog(title: "Pick a folder")
    dialog.addFileChooser(chooser())
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    #expect(Guidelines.check(dialog).map(\.rule).contains("fileChooser.no-default"))
    dialog.addAction(AlertAction(title: "Choose"))
    #expect(!Guidelines.check(dialog).map(\.rule).contains("fileChooser.no-default"))
    dialog.addFileChooser(chooser())
    #expect(Guidelines.check(dialog).map(\.rule).contains("fileChooser.several"))
  }
}
