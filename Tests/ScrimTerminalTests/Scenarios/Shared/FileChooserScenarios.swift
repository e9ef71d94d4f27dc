@_spi(Renderer) import ScrimCore
import Testing

/// A file chooser, the same on every renderer.
///
/// Typing and Space complete into a folder, which is listed; Space in the file list takes
/// its row; Return chooses OK. Shared with the GTK renderer's tests, as `StageScenarios`
/// is.
@MainActor
enum FileChooserScenarios {
  /// A made-up folder tree: the core reads no disk, and every renderer gets the same.
  static let folders: [String: FolderListing] = [
    "/srv/": FolderListing(folders: ["backups", "www"], files: ["notes.txt", "robots.txt"]),
    "/srv/www/": FolderListing(folders: [], files: ["index.html", "style.css"]),
  ]

  static func chooser(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let chooser = FileChooser(path: "/srv/", mode: .file) { folders[$0] }
    let dialog = Dialog(title: "Open a page")
    dialog.addFileChooser(chooser)
    dialog.addAction(AlertAction(title: "OK") { _ in log.note("ok") })
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.note("cancel") })
    dialog.presentationOptions.buttonOrder = .asAdded
    try driver.stage.present(dialog)
    try driver.advance(by: .milliseconds(200))
    #expect(driver.stage.focus == .control(2), "the path has focus first")
    #expect(driver.shows("backups") && driver.shows("robots.txt"))
    try driver.type("w")
    try driver.type(" ")
    #expect(chooser.path == "/srv/www/", "Space completed the one folder, with its slash")
    #expect(driver.shows("style.css") && !driver.shows("robots.txt"))
    try driver.press(.backTab)
    #expect(driver.stage.focus == .control(1), "Shift-Tab goes to the files")
    try driver.press(.down)
    try driver.type(" ")
    #expect(chooser.path == "/srv/www/style.css")
    #expect(driver.stage.focus == .control(2), "back in the path")
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["ok"])
  }
}
