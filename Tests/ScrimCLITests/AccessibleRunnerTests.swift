import ScrimCLI
import ScrimCore
import Testing

@MainActor
@Suite struct AccessibleRunnerTests {
  private func run(_ arguments: [String], answers: [String], then last: LineInput = .endOfInput)
    throws -> (CommandOutcome, ScriptedLineIO)
  {
    let io = ScriptedLineIO(answers, then: last)
    let outcome = AccessibleRunner(io: io).run(CommandModel(try invocation(arguments)))
    return (outcome, io)
  }

  private let deleteAlert = [
    "alert", "--title", "Delete draft?", "--message", "It cannot be undone.", "--action",
    "Delete:destructive", "--action", "Cancel:cancel",
  ]

  @Test("an alert reads title, message and numbered actions, each with its hint, in display order")
  func readingOrder() throws {
    let (outcome, io) = try run(deleteAlert, answers: ["2"])
    #expect(
      io.transcript == """
        Delete draft?
        It cannot be undone.
          1. Cancel
          2. Delete (Destructive)
        Choose an action (1-2):\u{20}
        """)
    #expect(
      outcome
        == CommandOutcome(
          subcommand: .alert, action: ChosenAction(label: "Delete", role: .destructive),
          reason: .action))
    #expect(outcome.exitStatus == 0)
  }

  @Test("an action can be answered by its label, in any case when that is unambiguous")
  func byLabel() throws {
    #expect(try run(deleteAlert, answers: ["Delete"]).0.action?.label == "Delete")
    #expect(try run(deleteAlert, answers: ["  cancel  "]).0.reason == .cancel)
  }

  @Test("a bad answer is asked again")
  func reprompt() throws {
    let (outcome, io) = try run(deleteAlert, answers: ["3", "zero", "", "1"])
    #expect(outcome.reason == .cancel && outcome.exitStatus == 1)
    #expect(io.readCount == 4)
    let complaints = io.transcript.split(separator: "\n").filter {
      $0.hasSuffix("Invalid answer: enter a number from 1-2.")
    }
    #expect(complaints.count == 3)
  }

  @Test("too many bad answers in a row cancel, so endless input cannot loop forever")
  func tooManyInvalid() throws {
    let (outcome, io) = try run(deleteAlert, answers: Array(repeating: "y", count: 50))
    #expect(outcome.reason == .escape && outcome.exitStatus == 1)
    #expect(io.readCount == 10)
    #expect(outcome.action?.label == "Cancel", "Esc runs the Cancel action's handler")
  }

  @Test("end of input cancels as Esc does, with the Cancel action's handler")
  func endOfInput() throws {
    let (outcome, io) = try run(deleteAlert, answers: [])
    #expect(outcome.reason == .escape && outcome.exitStatus == 1)
    #expect(outcome.action == ChosenAction(label: "Cancel", role: .cancel))
    #expect(io.transcript.hasSuffix("(1-2): \n"), "the prompt's line is ended")
    let lone = try run(["alert", "--title", "Saved"], answers: []).0
    #expect(lone == CommandOutcome(subcommand: .alert, reason: .escape))
  }

  @Test("the default action is taken on an empty answer and marked")
  func defaultAnswer() throws {
    let (outcome, io) = try run(["alert", "--title", "Saved"], answers: [""])
    #expect(io.transcript.contains("  1. OK (default)\nChoose an action (1, Return for 1): "))
    #expect(outcome.action?.label == "OK" && outcome.exitStatus == 0)
  }

  @Test("a time-out or a signal while waiting ends the run with that reason")
  func timeoutAndSignal() throws {
    let timedOut = try run(deleteAlert + ["--timeout", "5"], answers: [], then: .timedOut).0
    #expect(timedOut.reason == .timeout && timedOut.exitStatus == 124 && timedOut.action == nil)
    let interrupted = try run(deleteAlert, answers: ["x"], then: .interrupted(signal: 2)).0
    #expect(interrupted.reason == .interrupted(signal: 2) && interrupted.exitStatus == 130)
  }

  @Test("fields, toggles and choices are asked in reading order, then the action confirms")
  func dialogControls() throws {
    let arguments = [
      "dialog", "--title", "New user", "--field", "name=guest", "--field", "password:secure",
      "--toggle", "admin", "--choice", "shell=bash,zsh,fish", "--field", "note",
    ]
    let (outcome, io) = try run(
      arguments, answers: ["ann", "s3cret", "maybe", "YES", "4", "zsh", "", ""])
    #expect(
      outcome.fields == [
        FieldValue(name: "name", value: "ann"), FieldValue(name: "password", value: "s3cret"),
        FieldValue(name: "admin", value: "on"), FieldValue(name: "shell", value: "zsh"),
        FieldValue(name: "note", value: ""),
      ])
    #expect(outcome.action == ChosenAction(label: "OK", role: .default))
    #expect(
      outcome.standardOutput(json: false)
        == "name=ann\npassword=s3cret\nadmin=on\nshell=zsh\nnote=\n")
    #expect(io.secureReads == [false, true, false, false, false, false, false, false])
    #expect(
      io.transcript == """
        New user
        name [guest]: password (hidden): \
        admin? (y/n, Return for n): Invalid answer: enter y or n.
        admin? (y/n, Return for n): shell:
          1. bash
          2. zsh
          3. fish
        Choose an option (1-3, Return for 1): Invalid answer: enter a number from 1-3.
        Choose an option (1-3, Return for 1): note:   1. Cancel
          2. OK (default)
        Choose an action (1-2, Return for 2):\u{20}
        """)
  }

  @Test("empty answers keep defaults; typed control characters are dropped from fields")
  func keepDefaults() throws {
    let arguments = [
      "dialog", "--title", "T", "--field", "name=guest", "--toggle", "on=on", "--choice",
      "c=a,b", "--field", "raw",
    ]
    let outcome = try run(arguments, answers: ["", "", "", "a\u{1B}[31mb\u{7}", "2"]).0
    #expect(
      outcome.fields == [
        FieldValue(name: "name", value: "guest"), FieldValue(name: "on", value: "on"),
        FieldValue(name: "c", value: "a"), FieldValue(name: "raw", value: "a[31mb"),
      ])
  }

  @Test("bidirectional controls typed into a field are dropped, like other controls")
  func bidiDropped() throws {
    let arguments = ["dialog", "--title", "T", "--field", "name"]
    let outcome = try run(arguments, answers: ["evil\u{202E}txt.exe", "2"]).0
    #expect(outcome.fields == [FieldValue(name: "name", value: "eviltxt.exe")])
  }

  @Test("choosing Cancel after the fields prints nothing; end of input in a field cancels")
  func cancelAfterFields() throws {
    let arguments = ["dialog", "--title", "T", "--field", "password:secure"]
    let (cancelled, io) = try run(arguments, answers: ["hunter2", "1"])
    #expect(cancelled.reason == .cancel && io.readCount == 2)
    #expect(cancelled.standardOutput(json: false) == "")
    let (ended, _) = try run(arguments, answers: [])
    #expect(ended.reason == .escape && ended.exitStatus == 1)
  }

  @Test("alert fields are asked before the action; the label and values are printed")
  func alertFields() throws {
    let arguments = [
      "alert", "--title", "Sign in", "--action", "Cancel:cancel", "--action", "Sign In",
      "--field", "user", "--field", "pin:secure",
    ]
    let outcome = try run(arguments, answers: ["ann", "1234", "sign in"]).0
    #expect(outcome.standardOutput(json: false) == "Sign In\nuser=ann\npin=1234\n")
  }

  @Test("user text is shown with control characters visible")
  func safeText() throws {
    let arguments = ["sheet", "--title", "a\u{1B}[2Jb", "--action", "x\ny"]
    let (outcome, io) = try run(arguments, answers: ["1"])
    #expect(!io.transcript.contains("\u{1B}"))
    #expect(io.transcript.hasPrefix("a\u{241B}[2Jb\n  1. x\u{240A}y (default)\n"))
    #expect(outcome.action?.label == "x\ny")
  }

  @Test("a snackbar prints its text and ends at once without an action")
  func snackbarWithoutAction() throws {
    let (outcome, io) = try run(["snackbar", "Draft saved"], answers: [])
    #expect(io.transcript == "Draft saved\n" && io.readCount == 0)
    #expect(outcome == CommandOutcome(subcommand: .snackbar, reason: .timeout))
  }

  @Test(
    "a snackbar's action is chosen by number or label; an empty answer or end of input dismisses")
  func snackbarAction() throws {
    let arguments = ["snackbar", "Draft deleted", "--action", "Undo", "--duration", "4"]
    let (chosen, io) = try run(arguments, answers: ["undo"])
    #expect(
      io.transcript == "Draft deleted\n  1. Undo\nChoose an action (1, Return to dismiss): ")
    #expect(chosen.standardOutput(json: false) == "Undo\n" && chosen.exitStatus == 0)
    #expect(try run(arguments, answers: [""]).0.reason == .dismissed)
    #expect(try run(arguments, answers: []).0.reason == .dismissed)
    let timedOut = try run(arguments + ["--timeout", "5"], answers: [], then: .timedOut).0
    #expect(timedOut.reason == .timeout && timedOut.exitStatus == 0)
  }

  @Test("a banner reads icon and title, description, then actions dismissive first")
  func banner() throws {
    let arguments = [
      "banner", "Changes will sync later.", "--icon", "⚠", "--title", "Offline", "--action",
      "Retry", "--action", "Settings",
    ]
    let (outcome, io) = try run(arguments, answers: ["2"])
    #expect(
      io.transcript == """
        ⚠ Offline
        Changes will sync later.
          1. Retry
          2. Settings
        Choose an action (1-2, Return to dismiss):\u{20}
        """)
    #expect(outcome.action?.label == "Settings" && outcome.exitStatus == 0)
    let quiet = try run(["banner", "Synced"], answers: []).0
    #expect(quiet.reason == .timeout)
  }
}
