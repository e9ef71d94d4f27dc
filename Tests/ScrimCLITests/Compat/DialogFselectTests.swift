import ScrimSystem
import ScrimTesting
import Testing

/// dialog 1.3's `--fselect` and `--dselect`: the real dialog and scrim in its place, on the
/// same command line and keys over a folder the test makes, must end alike (exit status
/// and the path on the result stream).
@Suite struct DialogFselectTests {
  private let compare = CompatHarness.Comparison(program: "dialog")

  static let folders = ["alpha", "beta"]
  static let files = ["notes.txt", "readme.md", "report.pdf"]

  /// A new folder of two folders and three files; its path ends with "/".
  static func makeFolder() -> String {
    let root = CompatHarness.temporaryDirectory()
    for name in folders { mkdir(root + "/" + name, 0o700) }
    for name in files { close(open(root + "/" + name, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)) }
    return root + "/"
  }

  /// Removes a folder `makeFolder` made.
  static func removeFolder(_ root: String) {
    for name in files { unlink(root + name) }
    for name in folders { rmdir(root + name) }
    rmdir(root)
  }

  /// A folder of two folders and three files, removed after `body`.
  static func withFolder(_ body: (String) async throws -> Void) async rethrows {
    let root = makeFolder()
    defer { removeFolder(root) }
    try await body(root)
  }

  @Test func returnWritesThePathGiven() async throws {
    try await Self.withFolder { folder in
      try await compare(["--fselect", folder, "12", "60"], [.wait("Files"), .keys([.enter])])
    }
  }

  @Test func spaceCompletesWhatIsTyped() async throws {
    try await Self.withFolder { folder in
      let box = ["--title", "Pick a file", "--fselect", folder, "12", "60"]
      try await compare(box, [.wait("Files"), .type("not"), .keys([.space, .enter])])
      // Two files start with "r": Space completes what they share.
      try await compare(box, [.wait("Files"), .type("r"), .keys([.space, .enter])])
      // One folder starts with "al": it completes with its slash.
      try await compare(box, [.wait("Files"), .type("al"), .keys([.space, .enter])])
    }
  }

  @Test func spaceInTheFilesTakesTheHighlightedFile() async throws {
    try await Self.withFolder { folder in
      try await compare(
        ["--fselect", folder, "12", "60"],
        [.wait("Files"), .keys([.tab, .tab, .tab, .tab, CompatHarness.down, .space, .enter])])
    }
  }

  @Test func typingInAListGoesToThePath() async throws {
    try await Self.withFolder { folder in
      try await compare(
        ["--fselect", folder, "12", "60"],
        [.wait("Files"), .keys([.tab, .tab, .tab]), .type("x"), .keys([.enter])])
    }
  }

  @Test func dselectTakesAFolderFromTheList() async throws {
    try await Self.withFolder { folder in
      try await compare(
        ["--dselect", folder, "12", "60"],
        [
          .wait("Directories"),
          .keys([.tab, .tab, .tab, CompatHarness.down, CompatHarness.down, .space, .enter]),
        ])
    }
  }

  @Test func tabToCancelEndsWith1AndEscapeWith255() async throws {
    try await Self.withFolder { folder in
      let box = ["--fselect", folder, "12", "60"]
      try await compare(box, [.wait("Files"), .keys([.tab, .tab, .enter])])
      try await compare(box, [.wait("Files"), .keys([.escape])])
    }
  }

  @Test func stdoutTakesThePath() async throws {
    try await Self.withFolder { folder in
      try await compare(
        ["--stdout", "--dselect", folder, "0", "0"], [.wait("Directories"), .keys([.enter])],
        stream: .standardOutput)
    }
  }
}

/// dialog's file and folder selectors as line prompts, in process: the path typed whole,
/// the folder listed on "?", a dselect path asked again until it names a folder.
@MainActor
@Suite struct DialogFselectLineTests {
  @Test("line mode lists the folder on ?, asks again for a folder, and writes the path")
  func lineMode() async {
    let folder = DialogFselectTests.makeFolder()
    defer { DialogFselectTests.removeFolder(folder) }
    do {
      let fixture = CompatCommandTests.Fixture()
      let io = ScriptedLineIO(["?", folder + "notes.txt", folder + "beta", "1"])
      var command = fixture.command(.dialog)
      command.makeLineIO = { io }
      let end = await command.run(["--dselect", folder, "10", "50"])
      #expect(end.status == 0)
      #expect(fixture.written(2) == folder + "beta")
      #expect(io.transcript.contains("Folder (Return keeps \(folder), ? lists the folder): "))
      #expect(io.transcript.contains("  alpha/\n  beta/\n"))
      #expect(!io.transcript.contains("  notes.txt\n"), "a folder chooser lists no files")
      #expect(io.transcript.contains("Not a folder: \(folder)notes.txt"))
    }
  }

  @Test("a file selector lists folders, then files, and Return keeps the path")
  func fileListing() async {
    let folder = DialogFselectTests.makeFolder()
    defer { DialogFselectTests.removeFolder(folder) }
    do {
      let fixture = CompatCommandTests.Fixture()
      let io = ScriptedLineIO(["?", "", "1"])
      var command = fixture.command(.dialog)
      command.makeLineIO = { io }
      let end = await command.run(["--fselect", folder, "10", "50"])
      #expect(end.status == 0)
      #expect(fixture.written(2) == folder)
      #expect(io.transcript.contains("  beta/\n  notes.txt\n  readme.md\n  report.pdf\n"))
    }
  }
}
