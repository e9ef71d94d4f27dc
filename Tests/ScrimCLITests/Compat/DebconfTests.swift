import ScrimSystem
import ScrimTesting
import Testing

/// Debian's debconf (`DEBIAN_FRONTEND=dialog`, what `dpkg-reconfigure` and every package's
/// questions use) asking a config script's six kinds of question through whiptail or dialog,
/// answered with keys in a pseudo-terminal, then the answers it stored.
///
/// debconf is the drop-in's most important caller and nobody here wrote it: it puts
/// options after the box, opens `--output-fd`, sizes boxes itself and gives up on anything
/// the program writes to stderr. Each test runs twice with the same keys and the same
/// expected answers: with the real program first on PATH, which proves the keys and the
/// answers right, and with scrim in its place. debconf reads and writes file databases in
/// a temporary directory (`Debconf/debconf.conf`), never the machine's own.
@Suite(.serialized) struct DebconfTests {
  /// Where the program debconf finds on PATH comes from.
  enum Source: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// /usr/bin's whiptail or dialog.
    case real
    /// scrim, through a symlink with the program's name.
    case scrim

    var testDescription: String { rawValue }
  }

  /// A question of the fixture's config script: what shows when debconf asks it, the keys
  /// that answer it, and the answer debconf must store.
  struct Question: Sendable {
    var name: String
    /// Texts the box shows, waited for in order before the keys are pressed: each its
    /// text's first words or an item, which stay on one row however a program wraps the
    /// text and sizes the box (scrim fits its own layout to the terminal).
    var shows: [String]
    var keys: [PseudoTerminal.Key]
    var answer: String
  }

  /// The script's questions, in the order it asks them.
  ///
  /// Arrows are in application mode, the only form dialog (curses) recognises.
  static let questions = [
    Question(
      name: "name", shows: ["The account is made", "nobody"],
      keys: Array(repeating: .backspace, count: "nobody".count) + [.init("Ada"), .enter],
      answer: "Ada"),
    Question(
      name: "secret", shows: ["Typed into a password box"],
      keys: [.init(secret), .enter], answer: secret),
    // Yes is the default; Tab moves to No.
    Question(
      name: "enable", shows: ["The question defaults to yes"], keys: [.tab, .enter],
      answer: "false"),
    Question(
      name: "flavour", shows: ["A menu of three", "strawberry"],
      keys: [CompatHarness.down, CompatHarness.down, .enter], answer: "strawberry"),
    // nuts is on already: sprinkles is turned on too.
    Question(
      name: "toppings", shows: ["A checklist of three", "cherry"],
      keys: [CompatHarness.down, .space, .enter], answer: "nuts, sprinkles"),
    Question(
      name: "done", shows: ["Test configuration finished"], keys: [.enter], answer: ""),
  ]

  /// The password typed, which must never reach the screen.
  static let secret = "s3cret"

  /// The owner of the templates, and the package named in the boxes' title.
  static let package = "scrimtest"

  /// The directory of the templates, the config script and debconf's configuration.
  static let fixtures =
    String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast()
    .joined(separator: "/") + "/Debconf"

  @Test(
    "debconf, through whiptail, stores each kind of answer",
    arguments: Source.allCases)
  func whiptail(_ source: Source) async throws {
    try await configure(through: "whiptail", from: source)
  }

  @Test(
    "debconf with DEBCONF_FORCE_DIALOG, through dialog, stores each kind of answer",
    arguments: Source.allCases)
  func dialog(_ source: Source) async throws {
    try await configure(through: "dialog", from: source, environment: ["DEBCONF_FORCE_DIALOG=1"])
  }

  /// Loads the templates into fresh databases, runs the config script under debconf's
  /// frontend with `program` from `source` first on PATH, answers every question, and
  /// expects debconf to have stored each answer.
  private func configure(
    through program: String, from source: Source, environment extra: [String] = []
  ) async throws {
    var path = "/usr/bin:/bin"
    switch source {
    case .real: _ = try CompatHarness.requireReal(program)
    case .scrim: path = CompatHarness.scrimDirectory + ":" + path
    }
    let databases = CompatHarness.temporaryDirectory()
    defer { Self.removeDatabases(databases) }
    let environment = Self.environment(databases: databases, path: path)
    // debconf-loadtemplate comes with debconf-utils, which a system need not have; debconf's
    // own protocol loads a templates file too (what a config script's db_x_loadtemplatefile
    // sends).
    let loaded = try await Self.communicate(
      ["X_LOADTEMPLATEFILE \(Self.fixtures)/\(Self.package).templates \(Self.package)"],
      environment: environment)
    try #require(loaded == ["0"], "debconf-communicate loaded the templates")

    let terminal = try PseudoTerminal(
      executable: "/usr/share/debconf/frontend",
      arguments: ["/bin/sh", "\(Self.fixtures)/\(Self.package).config"],
      environment: environment + extra + ["DEBIAN_FRONTEND=dialog"],
      standardError: .pipe)
    for question in Self.questions {
      for text in question.shows {
        let shown = await terminal.waitForScreen(containing: text, timeout: .seconds(30))
        let waited = "\(text.debugDescription) of \(question.name) with \(source) \(program)"
        try #require(shown, "waited for \(waited); \(Self.seen(terminal))")
      }
      if question.name == "name" {
        #expect(
          terminal.screen.contains("Configuring \(Self.package)"),
          "the box's title names the package")
      }
      terminal.type(question.keys.map(\.bytes).joined())
    }
    let exit = await terminal.waitForExit(timeout: .seconds(30))
    let errors = String(decoding: terminal.standardError, as: UTF8.self)
    #expect(exit == .exited(0), "debconf's frontend ended; stderr: \(errors)")
    #expect(errors.isEmpty, "debconf reported nothing (it gives up on any stderr of \(program))")
    #expect(!terminal.text.contains(Self.secret), "the password never reached the screen")

    let replies = try await Self.communicate(
      Self.questions.map { "GET \(Self.package)/\($0.name)" }, environment: environment)
    let stored = zip(Self.questions, replies).map { "\($0.name): \(Self.value(ofReply: $1))" }
    let expected = Self.questions.map { "\($0.name): \($0.answer)" }
    #expect(stored == expected, "the answers debconf stored")
  }

  /// The screen and the stderr a failed wait saw.
  private static func seen(_ terminal: PseudoTerminal) -> String {
    let screen = terminal.screen.lines.joined(separator: "\n")
    return
      "the screen:\n\(screen)\nstderr: \(String(decoding: terminal.standardError, as: UTF8.self))"
  }

  /// The environment of every debconf command of one test: its own databases, and
  /// `path` as PATH.
  private static func environment(databases: String, path: String) -> [String] {
    CompatHarness.environment.filter { !$0.hasPrefix("PATH=") } + [
      "PATH=\(path)", "DEBCONF_SYSTEMRC=\(fixtures)/debconf.conf",
      "SCRIM_DEBCONF_DIRECTORY=\(databases)", "DEBCONF_PACKAGE=\(package)",
    ]
  }

  /// Sends `commands` to debconf-communicate, one a line, and returns its replies.
  private static func communicate(
    _ commands: [String], environment: [String]
  ) async throws -> [String] {
    let terminal = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: [
        "-c", "printf '%s\\n' \"$@\" | debconf-communicate \(package)", "sh",
      ] + commands,
      environment: environment, standardOutput: .pipe, standardError: .pipe)
    let exit = await terminal.waitForExit(timeout: .seconds(30))
    let errors = String(decoding: terminal.standardError, as: UTF8.self)
    try #require(exit == .exited(0), "debconf-communicate \(commands) ended; stderr: \(errors)")
    return String(decoding: terminal.standardOutput, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// The value in a reply of debconf-communicate ("0 value"), or the reply itself when it
  /// is an error ("10 scrimtest/name doesn't exist").
  private static func value(ofReply reply: String) -> String {
    reply.hasPrefix("0") ? String(reply.dropFirst(2)) : "error \(reply)"
  }

  /// Removes the databases debconf wrote (each with its backup) and their directory.
  private static func removeDatabases(_ directory: String) {
    for name in ["config.dat", "templates.dat"] {
      for suffix in ["", "-old", "-new"] { unlink("\(directory)/\(name)\(suffix)") }
    }
    rmdir(directory)
  }
}
