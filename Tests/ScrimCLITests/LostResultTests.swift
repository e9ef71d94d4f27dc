import ScrimCLI
import ScrimSystem
import Testing

/// A result that cannot be written is never lost silently: stderr says why and the
/// status is 74, so a script cannot take a lost answer for an empty one.
@MainActor
@Suite struct LostResultTests {
  private let scrim = ChildProcess.product("scrim")
  private let confirm = ["alert", "--title", "Delete draft?", "--action", "Delete"]

  @Test("a full stdout (>/dev/full) exits 74 with the reason on stderr")
  func fullDevice() throws {
    let result = try #require(
      ChildProcess.run(scrim, confirm, input: "1\n", output: .file("/dev/full")),
      "build \(scrim) first")
    #expect(result.status == ExitCode.ioError)
    #expect(
      result.standardError.hasSuffix("scrim: cannot write to stdout: No space left on device\n"))
  }

  @Test("a closed stdout (>&-) exits 74; the result goes nowhere else")
  func closedOutput() throws {
    let result = try #require(
      ChildProcess.run(scrim, confirm + ["--json"], input: "1\n", output: .closed),
      "build \(scrim) first")
    #expect(result.status == ExitCode.ioError)
    #expect(result.standardError.hasSuffix("scrim: cannot write to stdout: it is closed\n"))
    #expect(!result.standardError.contains("\"action\""), "the result is not written to stderr")
  }

  @Test("a run with nothing to print may have a closed stdout")
  func nothingToLose() throws {
    let result = try #require(
      ChildProcess.run(scrim, ["snackbar", "Saved"], output: .closed), "build \(scrim) first")
    #expect(result.status == 0)
    #expect(!result.standardError.contains("cannot write"))
  }

  @Test("help and version that cannot be written exit 74 too")
  func helpAndVersion() throws {
    for arguments in [["--version"], ["--help"], ["sheet", "--help"]] {
      let result = try #require(
        ChildProcess.run(scrim, arguments, output: .file("/dev/full")), "build \(scrim) first")
      #expect(result.status == ExitCode.ioError, "\(arguments)")
    }
  }

  @Test("the command reports a failed write with 74 whatever the outcome was")
  func commandLevel() async {
    let full = open("/dev/full", O_WRONLY)
    defer { close(full) }
    for answer in ["1", "2"] {
      let errors = BufferOutput()
      let command = ScrimCommand(
        environment: CommandEnvironment(
          terminal: .init(variables: ["TERM": "dumb"], isTerminal: true),
          standardOutputIsTerminal: false),
        interactiveRunner: UnavailableInteractiveRunner(), output: FileOutput(full),
        errors: errors, makeLineIO: { ScriptedLineIO([answer]) })
      let ending = await command.run(["sheet", "--action", "Keep", "--action", "Drop:cancel"])
      #expect(ending == Termination(status: ExitCode.ioError))
      #expect(errors.text == "scrim: cannot write to stdout: No space left on device\n")
    }
  }

  @Test("the help documents status 74 beside the others")
  func documented() {
    for subcommand in [nil] + Subcommand.allCases.filter({ $0 != .catalog }) {
      #expect(
        HelpText.text(for: subcommand).contains("\n  74   stdout could not take the result"))
    }
  }
}
