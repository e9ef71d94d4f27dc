import ScrimCLI
import ScrimCore
import Testing

@Suite struct OutputTests {
  private let delete = ChosenAction(label: "Delete", role: .destructive)
  private let cancel = ChosenAction(label: "Cancel", role: .cancel)

  @Test("alerts and sheets print the chosen label alone")
  func label() {
    for subcommand in [Subcommand.alert, .sheet] {
      let outcome = CommandOutcome(subcommand: subcommand, action: delete, reason: .action)
      #expect(outcome.standardOutput(json: false) == "Delete\n")
    }
    let cancelled = CommandOutcome(subcommand: .sheet, action: cancel, reason: .cancel)
    #expect(cancelled.standardOutput(json: false) == "Cancel\n")
    let escaped = CommandOutcome(subcommand: .alert, reason: .escape)
    #expect(escaped.standardOutput(json: false) == "")
  }

  @Test("an alert with fields prints the label, then NAME=VALUE lines when it succeeds")
  func alertFields() {
    let fields = [FieldValue(name: "user", value: "ann"), FieldValue(name: "pin", value: "1=2")]
    let ok = ChosenAction(label: "Sign In", role: .default)
    let outcome = CommandOutcome(subcommand: .alert, action: ok, reason: .action, fields: fields)
    #expect(outcome.standardOutput(json: false) == "Sign In\nuser=ann\npin=1=2\n")
    let cancelled = CommandOutcome(
      subcommand: .alert, action: cancel, reason: .cancel, fields: fields)
    #expect(cancelled.standardOutput(json: false) == "Cancel\n")
  }

  @Test("a dialog prints only its NAME=VALUE lines, in order, and nothing when cancelled")
  func dialog() {
    let fields = [
      FieldValue(name: "z", value: "1"), FieldValue(name: "a", value: "on"),
      FieldValue(name: "m", value: "fish"),
    ]
    let ok = ChosenAction(label: "OK", role: .default)
    let outcome = CommandOutcome(subcommand: .dialog, action: ok, reason: .action, fields: fields)
    #expect(outcome.standardOutput(json: false) == "z=1\na=on\nm=fish\n")
    for reason in [CommandOutcome.Reason.cancel, .escape, .timeout, .backgroundTap] {
      let ended = CommandOutcome(subcommand: .dialog, action: nil, reason: reason, fields: fields)
      #expect(ended.standardOutput(json: false) == "")
    }
  }

  @Test("messages print the action's label when it was chosen, else nothing")
  func messages() {
    let undo = ChosenAction(label: "Undo", role: .default)
    #expect(
      CommandOutcome(subcommand: .snackbar, action: undo, reason: .action)
        .standardOutput(json: false) == "Undo\n")
    #expect(
      CommandOutcome(subcommand: .banner, reason: .timeout).standardOutput(json: false) == "")
  }

  @Test("text is printed as given, or with control characters visible for a terminal")
  func sanitizing() {
    let label = ChosenAction(label: "a\u{1B}[2Jb\nc", role: .default)
    let fields = [FieldValue(name: "n", value: "x\u{7}y")]
    let outcome = CommandOutcome(
      subcommand: .alert, action: label, reason: .action, fields: fields)
    #expect(outcome.standardOutput(json: false) == "a\u{1B}[2Jb\nc\nn=x\u{7}y\n")
    #expect(
      outcome.standardOutput(json: false, sanitized: true)
        == "a\u{241B}[2Jb\u{240A}c\nn=x\u{2407}y\n")
  }

  @Test("JSON has action, role, reason and fields, in that order, on one line")
  func json() {
    let fields = [FieldValue(name: "z", value: "1"), FieldValue(name: "a", value: "on")]
    let outcome = CommandOutcome(
      subcommand: .dialog, action: ChosenAction(label: "OK", role: .default), reason: .action,
      fields: fields)
    #expect(
      outcome.standardOutput(json: true)
        == #"{"action":"OK","role":"default","reason":"action","fields":{"z":"1","a":"on"}}"# + "\n"
    )
    let none = CommandOutcome(subcommand: .sheet, reason: .backgroundTap)
    #expect(
      none.standardOutput(json: true)
        == #"{"action":null,"role":null,"reason":"background-tap","fields":{}}"# + "\n")
    let interrupted = CommandOutcome(subcommand: .alert, reason: .interrupted(signal: 2))
    #expect(
      interrupted.standardOutput(json: true)
        == #"{"action":null,"role":null,"reason":"interrupted","fields":{},"signal":"SIGINT"}"#
        + "\n")
  }

  @Test("JSON escapes quotes, backslashes and every control character as \\u00XX")
  func jsonEscaping() {
    let nasty = "q\"b\\s/\n\r\t\u{0}\u{1B}\u{7F}\u{85}\u{2028}é😀删"
    let outcome = CommandOutcome(
      subcommand: .alert, action: ChosenAction(label: nasty, role: .cancel), reason: .cancel,
      fields: [FieldValue(name: nasty, value: nasty)])
    let escaped =
      #""q\"b\\s/\u000a\u000d\u0009\u0000\u001b\u007f\u0085\u2028é😀删""#
    #expect(
      outcome.standardOutput(json: true)
        == "{\"action\":\(escaped),\"role\":\"cancel\",\"reason\":\"cancel\","
        + "\"fields\":{\(escaped):\(escaped)}}\n")
  }

  @Test("every reason has its JSON name")
  func reasonNames() {
    let names = [
      CommandOutcome.Reason.action, .cancel, .escape, .backgroundTap, .timeout, .dismissed,
      .replaced, .programmatic, .interrupted(signal: 15),
    ].map(\.name)
    #expect(
      names == [
        "action", "cancel", "escape", "background-tap", "timeout", "dismissed", "replaced",
        "programmatic", "interrupted",
      ])
  }
}
