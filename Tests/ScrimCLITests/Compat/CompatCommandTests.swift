import ScrimSystem
import ScrimTerminal
import Testing

@testable import ScrimCLI

/// The drop-in's contract in process: errors, where results go, chains, overrides, line
/// mode. (The pseudo-terminal suites compare the drawn boxes with the real programs.)
@MainActor
@Suite struct CompatCommandTests {
  /// The outputs by descriptor, stderr's errors, and the command.
  final class Fixture {
    var outputs: [Int32: BufferOutput] = [:]
    let errors = BufferOutput()
    var variables: [String: String] = ["SCRIM_ACCESSIBLE": "1"]

    @MainActor
    func command(_ program: CompatProgram, answers: [String] = []) -> CompatCommand {
      let io = ScriptedLineIO(answers)
      return CompatCommand(
        program: program,
        environment: CommandEnvironment(
          terminal: TerminalEnvironment(variables: ["TERM": "xterm"], isTerminal: true),
          standardOutputIsTerminal: false),
        variable: { [unowned self] in self.variables[$0] },
        openDevice: { () throws(TerminalError) -> any TerminalDevice in
          throw .noTerminal(path: "/dev/tty", errno: ENXIO)
        },
        makeLineIO: { io },
        makeOutput: { [unowned self] descriptor in
          let output = self.outputs[descriptor] ?? BufferOutput()
          self.outputs[descriptor] = output
          return output
        },
        errors: errors, sleep: { _ in })
    }

    func written(_ descriptor: Int32) -> String { outputs[descriptor]?.text ?? "" }
  }

  @Test("an unknown option: whiptail exits 1, with the boxes it has named on stderr")
  func unknownOption() async {
    let fixture = Fixture()
    let end = await fixture.command(.whiptail).run(["--frob", "--msgbox", "Hi", "8", "40"])
    #expect(end.status == 1)
    #expect(
      fixture.errors.text.hasPrefix("whiptail: --frob: unknown option; whiptail's boxes: --msgbox"))
  }

  @Test("a box dialog does not have: dialog exits 255 (DIALOG_ERROR) and names the boxes")
  func unknownBox() async {
    let fixture = Fixture()
    fixture.variables["DIALOG_ERROR"] = "7"
    let end = await fixture.command(.dialog).run(["--datebox", "Day", "0", "0"])
    #expect(end.status == 7)
    #expect(fixture.errors.text.contains("--checklist"))
  }

  @Test("line mode: the typed answer goes to stderr, without a newline, exit 0")
  func inputToStandardError() async {
    let fixture = Fixture()
    let end = await fixture.command(.whiptail, answers: ["Ann", ""]).run([
      "--inputbox", "Name?", "8", "40",
    ])
    #expect(end.status == 0)
    #expect(fixture.written(STDERR_FILENO) == "Ann")
  }

  @Test("--stdout and --output-fd send the result elsewhere")
  func outputDescriptors() async {
    let fixture = Fixture()
    _ = await fixture.command(.dialog, answers: ["", ""]).run([
      "--stdout", "--inputbox", "Name?", "0", "0", "x",
    ])
    #expect(fixture.written(STDOUT_FILENO) == "x")
    _ = await fixture.command(.whiptail, answers: ["2", ""]).run([
      "--output-fd", "5", "--menu", "Pick", "0", "0", "0", "a", "A", "b", "B",
    ])
    #expect(fixture.written(5) == "b")
  }

  @Test(
    "chained boxes: joined by --separate-widget; --and-widget goes on after a Cancel, an implied chain stops"
  )
  func chain() async {
    let fixture = Fixture()
    let chain = [
      "--separate-widget", "|", "--inputbox", "One", "0", "0", "--and-widget", "--inputbox",
      "Two", "0", "0",
    ]
    let done = await fixture.command(.dialog, answers: ["A", "", "B", ""]).run(chain)
    #expect(done.status == 0)
    #expect(fixture.written(STDERR_FILENO) == "A|B")
    let implied = chain.filter { $0 != "--and-widget" }
    let stopped = Fixture()
    let cancelled = await stopped.command(.dialog, answers: ["A", "2"]).run(implied)
    #expect(cancelled.status == 1)
    #expect(stopped.written(STDERR_FILENO).isEmpty)
    let going = Fixture()
    let after = await going.command(.dialog, answers: ["A", "2", "B", ""]).run(chain)
    #expect(after.status == 0)
    #expect(going.written(STDERR_FILENO) == "B")
  }

  @Test("end of input is Esc: 255, or DIALOG_ESC; nothing written")
  func endOfInput() async {
    let fixture = Fixture()
    fixture.variables["DIALOG_ESC"] = "-1"
    let end = await fixture.command(.dialog).run(["--yesno", "Go?", "0", "0"])
    #expect(end.status == 255)
    #expect(fixture.written(STDERR_FILENO).isEmpty)
  }

  @Test("a checklist in line mode: the numbers given are the marks; whiptail quotes them")
  func checklist() async {
    let fixture = Fixture()
    let end = await fixture.command(.whiptail, answers: ["1 3", ""]).run([
      "--checklist", "Pick", "0", "0", "0", "a", "A", "off", "b", "B", "on", "c d", "C", "off",
    ])
    #expect(end.status == 0)
    #expect(fixture.written(STDERR_FILENO) == "\"a\" \"c d\"")
  }

  @Test("a textbox whose file cannot be read is an error naming the file and why")
  func missingFile() async {
    let fixture = Fixture()
    let end = await fixture.command(.whiptail).run(["--textbox", "/nonexistent/f", "10", "40"])
    #expect(end.status == 255)
    #expect(fixture.errors.text.contains("cannot open /nonexistent/f: No such file"))
  }

  @Test("a result that cannot be written is an error, never lost in silence")
  func unwritable() async {
    let fixture = Fixture()
    var command = fixture.command(.whiptail, answers: ["x", ""])
    command.makeOutput = { _ in FileOutput(unwritable: "it is closed") }
    let end = await command.run(["--inputbox", "Name?", "8", "40"])
    #expect(end.status == 255)
    #expect(fixture.errors.text.contains("cannot write the result: it is closed"))
  }

  @Test("a gauge in line mode reads its input to the end and reads out steps, not percents")
  func gaugeLineMode() async throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let feed = (0...100).map { "\($0)\n" }.joined() + "XXX\nDone\nXXX\n"
    _ = feed.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
    close(ends[1])
    defer { close(ends[0]) }
    let fixture = Fixture()
    let io = ScriptedLineIO([])
    var command = fixture.command(.whiptail)
    command.makeLineIO = { io }
    command.gaugeInput = ends[0]
    let end = await command.run(["--gauge", "Copying", "8", "40", "0"])
    #expect(end.status == 0)
    let lines = io.transcript.split(separator: "\n")
    #expect(lines.first == "Copying")
    #expect(lines.contains { $0.contains("50%") })
    #expect(!lines.contains { $0.contains("51%") })
    #expect(lines.contains("Done"))
  }
}

/// How `scrim` hands a command line to the drop-in.
@MainActor
@Suite struct CompatRoutingTests {
  @Test("scrim whiptail ARGS is whiptail's command line: an unknown option exits 1")
  func whiptail() async {
    let harness = CommandHarness()
    let end = await harness.run("whiptail", "--frob", "--msgbox", "Hi", "8", "40")
    #expect(end.status == 1)
    #expect(harness.errors.text.hasPrefix("whiptail: --frob: unknown option"))
  }

  @Test("scrim dialog with a dialog(1) box is dialog's; without one it is scrim's own dialog")
  func dialogOrOwn() async {
    let compat = CommandHarness()
    // dialog's own words: its box needs a terminal, which the test has not.
    let end = await compat.run("dialog", "--calendar", "Day", "0", "0")
    #expect(end.status == 255)
    #expect(compat.errors.text.hasPrefix("dialog: cannot open the terminal"))
    let own = CommandHarness()
    _ = await own.run("dialog", "--title", "New user", "--field", "name")
    #expect(own.runner.models.count == 1, "scrim's dialog subcommand ran")
    #expect(own.errors.text.isEmpty)
  }

  @Test("started through a symlink, the whole command line is that program's")
  func symlink() async {
    let harness = CommandHarness()
    let end = await harness.command.run(["--help"], invokedAs: .dialog)
    #expect(end.status == 0)
    #expect(harness.output.text.hasPrefix("scrim as dialog"), "the drop-in's help, not scrim's")
  }
}
