import ScrimSystem
import ScrimTerminal
import Testing

@testable import ScrimCLI

/// `scrim zenity` as line prompts (SCRIM_ACCESSIBLE=1, TERM=dumb), in process: the answers
/// typed, zenity's stdout and exit status out, each as zenity 3.44 prints and exits for the
/// same choice (ZenityCorpusTests in the GTK package runs the real program).
@MainActor
@Suite("scrim zenity as line prompts")
struct ZenityLineModeTests {
  /// What a run printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
    var transcript: String
  }

  /// Runs `arguments` with `answers` typed and `input` on stdin.
  func run(
    _ arguments: [String], answers: [String] = [], then last: LineInput = .endOfInput,
    input: String? = nil, variables: [String: String] = ["SCRIM_ACCESSIBLE": "1"]
  ) async -> Run {
    let io = ScriptedLineIO(answers, then: last)
    let output = BufferOutput()
    let errors = BufferOutput()
    var command = ZenityDropIn(
      environment: CommandEnvironment(
        terminal: TerminalEnvironment(variables: ["TERM": "xterm"], isTerminal: true),
        standardOutputIsTerminal: false),
      output: output, errors: errors, variable: { variables[$0] },
      openDevice: { () throws(TerminalError) -> any TerminalDevice in
        throw .noTerminal(path: "/dev/tty", errno: ENXIO)
      },
      makeLineIO: { io })
    var ends: [Int32] = [-1, -1]
    if let input {
      _ = pipe(&ends)
      _ = Array(input.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
      close(ends[1])
      command.input = ends[0]
    } else {
      command.input = open("/dev/null", O_RDONLY)
    }
    defer { close(command.input) }
    let end = await command.run(arguments)
    return Run(
      status: end.status, output: output.text, errors: errors.text, transcript: io.transcript)
  }

  @Test("question: Return takes Yes (0), 1 chooses No (1), the end of input is Esc (1)")
  func question() async {
    let yes = await run(["--question", "--text", "Go on?"], answers: [""])
    #expect(yes.status == 0 && yes.output.isEmpty)
    #expect(yes.transcript.contains("Go on?"))
    #expect(await run(["--question", "--text", "Go on?"], answers: ["1"]).status == 1)
    #expect(await run(["--question", "--text", "Go on?"]).status == 1)
  }

  @Test("info, warning and error: OK exits 0 and prints nothing")
  func messages() async {
    for box in ["--info", "--warning", "--error"] {
      let done = await run([box, "--text", "Saved."], answers: [""])
      #expect(done.status == 0 && done.output.isEmpty, "\(box)")
      #expect(done.transcript.contains("Saved."), "\(box)")
    }
  }

  @Test("entry: the typed text and a newline with 0; Cancel prints nothing with 1")
  func entry() async {
    let typed = await run(["--entry", "--text", "Name?"], answers: ["Ana", ""])
    #expect(typed.status == 0 && typed.output == "Ana\n")
    let given = await run(["--entry", "--entry-text", "Bob"], answers: ["", ""])
    #expect(given.output == "Bob\n")
    let cancelled = await run(["--entry"], answers: ["Ana", "1"])
    #expect(cancelled.status == 1 && cancelled.output.isEmpty)
  }

  @Test("password: read unechoed; with --username, user|password")
  func password() async {
    let alone = await run(["--password"], answers: ["s3cret", ""])
    #expect(alone.output == "s3cret\n" && alone.status == 0)
    #expect(!alone.transcript.contains("s3cret"))
    let both = await run(["--password", "--username"], answers: ["ann", "pw", ""])
    #expect(both.output == "ann|pw\n")
  }

  @Test("list: a row by its number; a radiolist's and a checklist's marks; rows from stdin")
  func list() async {
    let plain = await run(
      ["--list", "--column", "Name", "--column", "Size", "a", "1", "b", "2"], answers: ["2", ""])
    #expect(plain.output == "b\n" && plain.status == 0)
    let radio = await run(
      [
        "--list", "--radiolist", "--column", "", "--column", "Fruit", "TRUE", "apple", "FALSE",
        "pear",
      ], answers: ["", ""])
    #expect(radio.output == "apple\n")
    let check = await run(
      [
        "--list", "--checklist", "--column", "", "--column", "Fruit", "TRUE", "apple", "FALSE",
        "pear", "TRUE", "fig",
      ], answers: ["", ""])
    #expect(check.output == "apple|fig\n")
    let rows = await run(["--list", "--column", "Name"], answers: ["2", ""], input: "x\ny\n")
    #expect(rows.output == "y\n")
  }

  @Test("forms: the fields joined by the separator")
  func forms() async {
    let filled = await run(
      ["--forms", "--add-entry", "Name", "--add-password", "PIN", "--separator", ","],
      answers: ["ann", "1234", ""])
    #expect(filled.output == "ann,1234\n" && filled.status == 0)
  }

  @Test("text-info: stdin's text is read out; OK exits 0 and prints nothing")
  func textInfo() async {
    let read = await run(["--text-info"], answers: [""], input: "Terms\nof use\n")
    #expect(read.status == 0 && read.output.isEmpty)
    #expect(read.transcript.contains("of use"))
  }

  @Test("text-info --editable: lines up to a lone \".\" replace the text; OK prints them")
  func editableTextInfo() async {
    let edited = await run(
      ["--text-info", "--editable"], answers: ["New terms", "of use", ".", ""],
      input: "Terms\n")
    #expect(edited.status == 0 && edited.output == "New terms\nof use", "\(edited)")
    // Return at once keeps the text: it prints as it came.
    let kept = await run(["--text-info", "--editable"], answers: ["", ""], input: "Terms\n")
    #expect(kept.status == 0 && kept.output == "Terms\n", "\(kept)")
  }

  @Test("progress: its steps are read out; --auto-close ends at 100% with 0")
  func progress() async {
    let closed = await run(
      ["--progress", "--text", "Copying", "--auto-close"], input: "10\n# Half way\n50\n100\n")
    #expect(closed.status == 0)
    #expect(closed.transcript.contains("Copying") && closed.transcript.contains("Half way"))
    #expect(closed.transcript.contains("50%"))
    // Without --auto-close, OK is asked for once the input has ended.
    let waits = await run(["--progress", "--text", "Copying"], answers: [""], input: "100\n")
    #expect(waits.status == 0)
  }

  @Test("--timeout: the box ends with 5; an entry prints what it holds")
  func timeout() async {
    let question = await run(["--question", "--timeout", "3"], then: .timedOut)
    #expect(question.status == 5 && question.output.isEmpty)
    let entry = await run(["--entry", "--entry-text", "draft", "--timeout", "3"], then: .timedOut)
    #expect(entry.status == 5 && entry.output == "draft\n")
  }

  @Test("extra buttons print their label with 1; ZENITY_OK sets OK's status")
  func extraAndCodes() async {
    let extra = await run(["--info", "--extra-button", "Later"], answers: ["1"])
    #expect(extra.status == 1 && extra.output == "Later\n")
    let coded = await run(
      ["--info"], answers: [""], variables: ["SCRIM_ACCESSIBLE": "1", "ZENITY_OK": "7"])
    #expect(coded.status == 7)
  }

  @Test("usage errors are zenity's, with 255; --help and --version on stdout with 0")
  func usage() async {
    let unknown = await run(["--info", "--bogus"])
    #expect(unknown.status == 255)
    #expect(
      unknown.errors == "This option is not available. Please see --help for all possible usages.\n"
    )
    let none = await run(["--text", "x"])
    #expect(none.status == 255 && none.errors.contains("You must specify a dialog type"))
    let about = await run(["--about", "--text=x"])
    #expect(about.status == 255 && about.errors == "--text is not supported for this dialog\n")
    let help = await run(["--help"])
    #expect(help.status == 0 && help.output.contains("--question"))
    #expect(await run(["--version"]).output == "3.44.0\n")
  }

  @Test("scale: a number within the bounds, asked again out of them; OK prints it")
  func scale() async {
    let scale = ["--scale", "--text", "Volume", "--value", "40", "--max-value", "60"]
    let done = await run(scale, answers: ["75", "25", ""])
    #expect(done.status == 0)
    #expect(done.output == "25\n")
    #expect(done.transcript.contains("0 to 60, Return keeps 40"))
    #expect(done.transcript.contains("enter a whole number from 0 to 60"))
    let kept = await run(scale + ["--print-partial"], answers: ["", ""])
    #expect(kept.output == "40\n", "Return keeps the value, and nothing moved")
    let partial = await run(scale + ["--print-partial"], answers: ["30", ""])
    #expect(partial.output == "30\n30\n", "the move, then OK's value")
    let cancelled = await run(scale, answers: ["", "1"])
    #expect(cancelled.status == 1 && cancelled.output.isEmpty)
    let low = await run(["--scale", "--min-value", "5", "--max-value", "5"])
    #expect(low.status == 255)
    #expect(low.errors == "Maximum value must be greater than minimum value.\n")
    let out = await run(["--scale", "--value", "101"])
    #expect(out.status == 255 && out.errors == "Value out of range.\n")
  }

  @Test("calendar: a date as year-month-day, asked again on a bad one; OK prints its format")
  func calendar() async {
    let calendar = ["--calendar", "--day=10", "--month=8", "--year=2004"]
    let done = await run(
      calendar + ["--date-format=%Y-%m-%d %A"], answers: ["2004-02-30", "2004-02-29", ""])
    #expect(done.status == 0)
    #expect(done.output == "2004-02-29 Sunday\n")
    #expect(done.transcript.contains("Return keeps 2004-08-10, Tuesday 10 August 2004"))
    #expect(done.transcript.contains("enter a date as year-month-day"))
    let kept = await run(calendar, answers: ["", ""])
    #expect(kept.output == "08/10/04\n", "the locale's date: C's %m/%d/%y")
    let cancelled = await run(calendar, answers: ["", "1"])
    #expect(cancelled.status == 1 && cancelled.output.isEmpty)
  }

  @Test("a notification without a display is its text on stderr, and exits 0")
  func notification() async {
    let told = await run(["--notification", "--text", "Backup done\\nAll files"])
    #expect(told.status == 0 && told.output.isEmpty)
    #expect(told.errors == "zenity: notification: Backup done\nAll files\n")
    let listening = await run(["--notification", "--listen"])
    #expect(listening.status == 1 && listening.errors.contains("needs a desktop"))
  }
}
