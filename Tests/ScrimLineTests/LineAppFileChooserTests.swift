import ScrimCore
import ScrimLine
import ScrimSystem
import Testing

/// A file chooser in a `LineApp`: its path asked as typed text, "?" lists the folder the
/// path names (folders first, with their "/"), a path that is not what the chooser needs
/// is asked again with its error, and OK takes the path typed.
@MainActor
@Suite("Line mode: a file chooser")
struct LineAppFileChooserTests {
  /// Runs `body`'s presentations on an app answered by `answers`; returns what it said.
  private func said(answering answers: String, _ body: (LineApp) throws -> Void) throws -> String {
    var input: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    try #require(pipe(&input) == 0 && pipe(&output) == 0)
    var bytes = Array(answers.utf8)
    #expect(write(input[1], &bytes, bytes.count) == bytes.count)
    close(input[1])
    let app = LineApp(input: input[0], output: output[1])
    try body(app)
    app.run()
    close(output[1])
    close(input[0])
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(output[0], &buffer, buffer.count)
      guard count > 0 else { break }
      text += buffer[0..<count]
    }
    close(output[0])
    return String(decoding: text, as: UTF8.self)
  }

  @Test("? lists the folder; a file that is not there is asked again; OK takes the path")
  func path() throws {
    let chooser = FileChooser(path: "/srv/", mode: .file) { folder in
      folder == "/srv/"
        ? FolderListing(folders: [".", "..", "www"], files: ["notes.txt", "a.log"]) : nil
    }
    chooser.requirement = .existingFile
    var chosen: String?
    let dialog = Dialog(title: "Open")
    dialog.addFileChooser(chooser)
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Open") { _ in chosen = chooser.path })
    let said = try said(answering: "?\n/srv/missing.txt\n/srv/notes.txt\n2\n") { app in
      try app.present(dialog)
    }
    #expect(said.contains("Path (Return keeps /srv/, ? lists the folder): "))
    #expect(said.contains("  www/\n  a.log\n  notes.txt\n"), "no . or .., folders first")
    #expect(said.contains("No such file: /srv/missing.txt"))
    #expect(!said.contains("Folders:"), "the lists are not asked as lists")
    #expect(chosen == "/srv/notes.txt")
  }
}
