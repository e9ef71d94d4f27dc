@_spi(Renderer) import ScrimCore
import Testing

/// A file chooser in a window, over a made-up folder: both lists and the path painted,
/// typing moves the lists, Space completes into the folder, and the accessible mirror
/// holds the lists and the path field a screen reader walks.
@MainActor
@Suite struct FileChooserWindowTests {
  @Test("the lists and the path show; Space completes into a folder, which is listed")
  func chooser() throws {
    let driver = try GTKDriver(scheme: Theme.light.scheme)
    let folders: [String: FolderListing] = [
      "/srv/": FolderListing(folders: ["backups", "www"], files: ["notes.txt", "robots.txt"]),
      "/srv/www/": FolderListing(folders: [], files: ["index.html"]),
    ]
    let chooser = FileChooser(path: "/srv/", mode: .file) { folders[$0] }
    let dialog = Dialog(title: "Open a page")
    dialog.addFileChooser(chooser)
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Open", emphasis: .high))
    dialog.applyTheme(withScheme: Theme.light.scheme)
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(400))
    #expect(driver.shows("backups") && driver.shows("robots.txt") && driver.shows("/srv/"))
    try driver.sendText("w")
    try driver.sendText(" ")
    #expect(chooser.path == "/srv/www/")
    #expect(driver.shows("index.html"))
    #expect(!driver.shows("robots.txt"), "the other folder's files are gone")
    let tree = try #require(driver.accessibilityTrees.first)
    let parts = tree.children.compactMap(\.fileChooserPart)
    #expect(parts == [.folders, .files, .path])
    #expect(tree.children.contains { $0.role == .textField && $0.value == "/srv/www/" })
  }
}
