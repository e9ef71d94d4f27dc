import ScrimSystem
import ScrimTesting
import Testing

/// `zenity` (a link to the built scrim) in a pseudo-terminal, as `answer=$(zenity ...)`.
///
/// The box is drawn on the terminal: keys in, zenity's stdout and exit status out, the
/// terminal restored. The GTK package's ZenityTerminalComparisonTests run the real zenity
/// beside it on the corpus.
@Suite("zenity in a terminal")
struct ZenityTerminalTests {
  /// A directory holding a `zenity` link to the built scrim, made once.
  static let zenity: String = {
    let directory = CompatHarness.temporaryDirectory()
    _ = symlink(ScrimInTerminal.executable, directory + "/zenity")
    return directory + "/zenity"
  }()

  /// Starts zenity with `arguments`, `input` piped to its stdin when given.
  private func start(_ arguments: [String], input: String? = nil) throws -> PseudoTerminal {
    guard let input else {
      return try PseudoTerminal(
        executable: Self.zenity, arguments: arguments, environment: ScrimInTerminal.environment,
        standardOutput: .pipe, standardError: .pipe)
    }
    return try PseudoTerminal(
      executable: "/bin/bash",
      arguments: ["-c", "printf '%s' \"$ZENITY_INPUT\" | \"$0\" \"$@\"", Self.zenity] + arguments,
      environment: ScrimInTerminal.environment + ["ZENITY_INPUT=\(input)"],
      standardOutput: .pipe, standardError: .pipe)
  }

  @Test("question: Return is Yes (0), Tab then Return is No (1), Esc is 1")
  func question() async throws {
    for (keys, status) in [
      ([PseudoTerminal.Key.enter], 0), ([.backTab, .enter], 1), ([.escape], 1),
    ] {
      let terminal = try start(["--question", "--text", "Delete the file?"])
      #expect(
        await terminal.waitForScreen(containing: "Delete the file?"), terminal.screenDump())
      for key in keys { terminal.press(key) }
      #expect(await terminal.waitForExit() == .exited(Int32(status)), terminal.screenDump())
      #expect(terminal.standardOutputText.isEmpty)
      terminal.expectRestored()
    }
  }

  @Test("entry: typed text on stdout with 0")
  func entry() async throws {
    let terminal = try start(["--entry", "--text", "Your name?", "--entry-text", "x"])
    #expect(await terminal.waitForScreen(containing: "Your name?"), terminal.screenDump())
    terminal.type("Ana")
    #expect(await terminal.waitForScreen(containing: "Ana"), terminal.screenDump())
    terminal.press(.enter)
    #expect(await terminal.waitForExit() == .exited(0), terminal.screenDump())
    #expect(terminal.standardOutputText == "Ana\n")
    terminal.expectRestored()
  }

  @Test("list: Down and Return print the second row; a checklist prints its marks")
  func list() async throws {
    let plain = try start(["--list", "--column", "Disk", "sda", "sdb"])
    #expect(await plain.waitForScreen(containing: "sdb"), plain.screenDump())
    plain.press(.down)
    plain.press(.enter)
    #expect(await plain.waitForExit() == .exited(0), plain.screenDump())
    #expect(plain.standardOutputText == "sdb\n")
    let check = try start(
      ["--list", "--checklist", "--column", "", "--column", "Pkg", "TRUE", "vim", "FALSE", "git"])
    #expect(await check.waitForScreen(containing: "git"), check.screenDump())
    check.press(.down, .space)
    check.press(.enter)
    #expect(await check.waitForExit() == .exited(0), check.screenDump())
    #expect(check.standardOutputText == "vim|git\n")
    check.expectRestored()
  }

  @Test("progress: stdin's lines move the bar; --auto-close ends at 100% with 0")
  func progress() async throws {
    let terminal = try start(
      ["--progress", "--text", "Copying", "--auto-close"], input: "10\n# Half way\n50\n100\n")
    #expect(await terminal.waitForExit() == .exited(0), terminal.screenDump())
    #expect(terminal.standardOutputText.isEmpty)
    terminal.expectRestored()
  }

  @Test("progress without --auto-close: at the input's end focus is on OK, and Return exits 0")
  func progressWaitsForOK() async throws {
    // The text comes after 100%: once it shows, OK is enabled and has focus.
    let terminal = try start(["--progress", "--text", "Copying"], input: "100\n# All copied\n")
    #expect(await terminal.waitForScreen(containing: "All copied"), terminal.screenDump())
    terminal.press(.enter)
    #expect(await terminal.waitForExit() == .exited(0), terminal.screenDump())
    #expect(terminal.standardOutputText.isEmpty)
    terminal.expectRestored()
  }

  @Test("progress whose input ended: Cancel is gone, yet Esc still closes it with 1")
  func progressEscapeAfterInput() async throws {
    // zenity 3.44 under Xvfb: `printf '50\n' | zenity --progress`, Esc, exit 1.
    let terminal = try start(["--progress", "--text", "Copying"], input: "50\n# All read\n")
    #expect(await terminal.waitForScreen(containing: "All read"), terminal.screenDump())
    terminal.press(.escape)
    #expect(await terminal.waitForExit() == .exited(1), terminal.screenDump())
    terminal.expectRestored()
  }

  @Test("text-info: stdin's text shown; OK exits 0")
  func textInfo() async throws {
    let terminal = try start(["--text-info", "--title", "Licence"], input: "Use it well.\n")
    #expect(await terminal.waitForScreen(containing: "Use it well."), terminal.screenDump())
    terminal.press(.enter)
    #expect(await terminal.waitForExit() == .exited(0), terminal.screenDump())
    terminal.expectRestored()
  }

  @Test("text-info --editable: typing edits the text; Ctrl-Tab, Return on Cancel prints it")
  func editableTextInfo() async throws {
    let terminal = try start(["--text-info", "--editable"], input: "Terms\n")
    #expect(await terminal.waitForScreen(containing: "Terms"), terminal.screenDump())
    // The caret starts at the end, as zenity's does.
    terminal.type("of use")
    #expect(await terminal.waitForScreen(containing: "of use"), terminal.screenDump())
    // Ctrl-Tab (as a terminal with CSI u reports it) leaves the text for Cancel, where
    // Return chooses OK, zenity's default.
    terminal.type("\u{1B}[9;5u")
    terminal.press(.enter)
    #expect(await terminal.waitForExit() == .exited(0), terminal.screenDump())
    #expect(terminal.standardOutputText == "Terms\nof use")
    terminal.expectRestored()
  }

  @Test("text-info --checkbox: OK waits for the box to be ticked (Tab, Space, Return)")
  func checkbox() async throws {
    let terminal = try start(
      ["--text-info", "--checkbox", "I agree"], input: "Terms of use.\n")
    #expect(await terminal.waitForScreen(containing: "I agree"), terminal.screenDump())
    terminal.press(.enter)
    terminal.press(.tab, .space)
    #expect(await terminal.waitForScreen(containing: "[x]"), terminal.screenDump())
    terminal.press(.enter)
    #expect(await terminal.waitForExit() == .exited(0), terminal.screenDump())
    terminal.expectRestored()
  }

  @Test("scrim zenity runs the same command line")
  func subcommand() async throws {
    let terminal = try ScrimInTerminal.start(["zenity", "--info", "--text", "Saved."])
    #expect(await terminal.waitForScreen(containing: "Saved."), terminal.screenDump())
    terminal.press(.escape)
    #expect(await terminal.waitForExit() == .exited(1), terminal.screenDump())
    terminal.expectRestored()
  }
}
