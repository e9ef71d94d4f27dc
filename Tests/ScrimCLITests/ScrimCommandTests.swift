import ScrimCLI
import ScrimCore
import Testing

@MainActor
@Suite struct ScrimCommandTests {
  @Test("usage errors write three lines to stderr, nothing to stdout, and exit 64")
  func usage() async {
    let harness = CommandHarness()
    let ending = await harness.run("alert", "--title", "T", "--action", "Go:later")
    #expect(ending == Termination(status: 64))
    #expect(harness.output.text.isEmpty)
    #expect(harness.errors.text.split(separator: "\n").count == 3)
    #expect(harness.errors.text.hasSuffix("see scrim alert --help\n"))
  }

  @Test("help and version go to stdout and exit 0")
  func helpAndVersion() async {
    let harness = CommandHarness()
    #expect(await harness.run("--version") == Termination(status: 0))
    #expect(harness.output.text == "scrim \(ScrimVersion.current)\n")
    for subcommand in Subcommand.allCases {
      let help = CommandHarness()
      #expect(await help.command.run([subcommand.name, "-h"]) == Termination(status: 0))
      #expect(help.output.text.hasPrefix("usage: " + subcommand.usage + "\n"))
      #expect(help.errors.text.isEmpty)
    }
    let overview = CommandHarness()
    _ = await overview.run("--help")
    for subcommand in Subcommand.allCases {
      #expect(overview.output.text.contains("  \(subcommand.name) "))
    }
    for promise in ["/dev/tty", "124", "130", "--accessible", "TERM is dumb", "\"fields\""] {
      #expect(overview.output.text.contains(promise))
    }
  }

  @Test(
    "--check prints diagnostics one a line and exits 0, or 65 for an error",
    arguments: [
      (
        [
          "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
          "Delete:destructive",
        ], Int32(0), 0
      ),
      (["alert", "--title", "Warning"], 0, 1),
      (["alert", "--title", "T x", "--action", "No:cancel", "--preferred", "No"], 65, 1),
      (["alert", "--title", "T x", "--action", "A:cancel", "--action", "B:cancel"], 65, 1),
      (
        [
          "alert", "--title", "", "--action", "A", "--action", "B", "--action", "C",
          "--action", "D",
        ], 65, 2
      ),
      (["dialog", "--title", "Rename file"], 0, 0),
      (["snackbar", "Saved", "--action", "Dismiss"], 0, 1),
      (["snackbar", " "], 65, 1),
      (["banner", "x", "--action", "A", "--action", "B", "--action", "C"], 65, 1),
    ] as [([String], Int32, Int)])
  func check(arguments: [String], status: Int32, atLeast: Int) async {
    let harness = CommandHarness()
    #expect(await harness.command.run(arguments + ["--check"]) == Termination(status: status))
    let lines = harness.output.text.split(separator: "\n")
    #expect(lines.count >= atLeast)
    if atLeast == 0 { #expect(lines.isEmpty) }
    #expect(lines.allSatisfy { $0.hasPrefix("error: [") || $0.hasPrefix("warning: [") })
    #expect(harness.runner.models.isEmpty && harness.io.readCount == 0, "nothing is shown")
  }

  @Test("--check judges a sheet as a run shows it: in a wide terminal it gets the default anchor")
  func checkSheetWidth() async {
    let wide = CommandHarness(width: 120)
    #expect(await wide.run("sheet", "--action", "A", "--check").status == 0)
    #expect(!wide.output.text.contains("missing-source-rect"))
    let anchored = CommandHarness(width: 120)
    #expect(await anchored.run("sheet", "--action", "A", "--anchor", "3,1", "--check").status == 0)
    #expect(await CommandHarness(width: 80).run("sheet", "--action", "A", "--check").status == 0)
  }

  @Test("--check --json prints one object of diagnostics")
  func checkJSON() async {
    let harness = CommandHarness()
    _ = await harness.run("alert", "--title", "Oops", "--json", "--check")
    #expect(
      harness.output.text.hasPrefix(
        #"{"diagnostics":[{"rule":"title.single-word","severity":"warning","message":"#))
    #expect(harness.output.text.hasSuffix("}]}\n"))
  }

  @Test("diagnostics quoting control characters stay one a line")
  func checkSafeText() async {
    let harness = CommandHarness()
    _ = await harness.run(
      "alert", "--title", "Bad\u{1B}[2J", "--action", "a\nb c d", "--check")
    #expect(harness.output.text.contains("Bad\u{241B}[2J"))
    #expect(harness.output.text.contains("a\u{240A}b c d"))
    #expect(!harness.output.text.contains("\u{1B}"))
    #expect(
      harness.output.text.split(separator: "\n").allSatisfy {
        $0.hasPrefix("warning: [") || $0.hasPrefix("error: [")
      })
  }

  @Test("a modal that cannot be presented is a usage error when run")
  func blocking() async {
    let harness = CommandHarness()
    let ending = await harness.run(
      "sheet", "--action", "Stop:cancel", "--action", "Quit:cancel", "--accessible")
    #expect(ending.status == 64)
    #expect(harness.errors.text.hasPrefix("error: only one --action may have the cancel role"))
    #expect(harness.io.readCount == 0)
  }

  @Test("accessible mode runs for --accessible, TERM=dumb and an unset TERM")
  func accessibleSelection() async {
    for (term, flags) in [("xterm", ["--accessible"]), ("dumb", []), ("", [])] {
      let harness = CommandHarness(answers: ["1"], term: term)
      let ending = await harness.command.run(["sheet", "--action", "Copy"] + flags)
      #expect(ending == Termination(status: 0))
      #expect(harness.output.text == "Copy\n")
      #expect(harness.runner.models.isEmpty)
    }
  }

  @Test("accessible mode gets --timeout as its only time limit: an answer may wait that long")
  func accessibleTimeout() async throws {
    let harness = CommandHarness(then: .timedOut, term: "dumb")
    let ending = await harness.run("dialog", "--title", "T", "--timeout", "2.5", "--json")
    #expect(ending == Termination(status: 124))
    // The limit runs on the stage's clock, which follows real time: the one read may wait
    // what is left of it.
    let limit = try #require(harness.io.waitLimits.first.flatMap { $0 })
    #expect(harness.io.waitLimits.count == 1 && limit <= .milliseconds(2500) && limit > .seconds(2))
    #expect(
      harness.output.text == #"{"action":null,"role":null,"reason":"timeout","fields":{}}"# + "\n")
    let snackbar = CommandHarness(term: "dumb")
    _ = await snackbar.run("snackbar", "Saved", "--action", "Undo", "--duration", "9")
    #expect(snackbar.io.waitLimits == [nil], "--duration does not limit accessible mode")
  }

  @Test("a signal in accessible mode prints the outcome, then dies of the signal, messages too")
  func signal() async {
    let harness = CommandHarness(then: .interrupted(signal: 15), term: "dumb")
    let ending = await harness.run("alert", "--title", "T", "--json")
    #expect(ending == Termination(status: 143, signal: 15))
    #expect(
      harness.output.text.contains(#""reason":"interrupted","fields":{},"signal":"SIGTERM"}"#))
    let message = CommandHarness(then: .interrupted(signal: 2), term: "dumb")
    #expect(
      await message.run("snackbar", "x", "--action", "Undo")
        == Termination(status: 130, signal: 2))
  }

  @Test("the full-screen runner gets the model and its outcome is printed")
  func interactiveSeam() async throws {
    let harness = CommandHarness()
    harness.runner.ending = { model in
      guard case .modal(let modal) = model.content else { return model.outcome(.programmatic) }
      return model.outcome(for: DismissResult(action: modal.actions.last, reason: .action))
    }
    let ending = await harness.run(
      "sheet", "--action", "Copy", "--action", "Move", "--theme", "dark")
    #expect(ending == Termination(status: 0))
    #expect(harness.output.text == "Move\n")
    let model = try #require(harness.runner.models.first)
    #expect(model.invocation.options.theme == .dark)
  }

  @Test("a runner failure is reported on stderr with its status; the stand-in exits 69")
  func failures() async {
    let harness = CommandHarness()
    harness.runner.failure = .noTerminal("cannot open the terminal /dev/tty: No such device")
    #expect(await harness.run("alert", "--title", "T") == Termination(status: 69))
    #expect(harness.errors.text.hasPrefix("scrim: cannot open the terminal /dev/tty"))
    #expect(harness.errors.text.contains("--accessible"))
    let output = BufferOutput()
    let errors = BufferOutput()
    let command = ScrimCommand(
      environment: CommandEnvironment(
        terminal: .init(variables: ["TERM": "xterm"], isTerminal: true),
        standardOutputIsTerminal: false),
      interactiveRunner: UnavailableInteractiveRunner(), output: output, errors: errors)
    #expect(await command.run(["catalog"]) == Termination(status: 69))
    #expect(errors.text == "scrim: the full-screen interface is not built yet; use --accessible\n")
    #expect(output.text.isEmpty)
  }

  @Test("the catalog cannot run on a dumb terminal")
  func catalogNeedsTerminal() async {
    let harness = CommandHarness(term: "dumb")
    #expect(await harness.run("catalog") == Termination(status: 69))
    #expect(harness.errors.text.contains("TERM is dumb or unset"))
  }

  @Test("results written to a terminal show control characters as symbols")
  func terminalStdout() async {
    let harness = CommandHarness(answers: ["1"], term: "dumb", stdoutIsTerminal: true)
    _ = await harness.run("sheet", "--action", "a\u{1B}b")
    #expect(harness.output.text == "a\u{241B}b\n")
  }
}
