import ScrimCLI
import ScrimCore
import Testing

/// Parses a command line that must be valid and returns its invocation.
func invocation(_ arguments: [String]) throws -> Invocation {
  guard case .run(let invocation) = try Invocation.parse(arguments) else {
    Issue.record("\(arguments) did not parse as a run")
    throw UsageError("not a run")
  }
  return invocation
}

/// The usage error a command line must raise.
func usageError(_ arguments: [String]) -> UsageError? {
  do {
    _ = try Invocation.parse(arguments)
    return nil
  } catch {
    return error
  }
}

@Suite struct ParserTests {
  @Test(
    "bad command lines are usage errors that name the problem",
    arguments: [
      ([], "missing subcommand"),
      (["frobnicate"], "unknown subcommand \"frobnicate\""),
      (["--json"], "unknown subcommand \"--json\""),
      (["--version", "alert"], "--version takes no arguments"),
      (["alert", "--title", "T", "--bogus"], "alert has no flag \"--bogus\""),
      (["alert", "--title", "T", "-x"], "alert has no flag \"-x\""),
      (["alert", "--title"], "--title needs a value"),
      (["alert", "--title", "T", "--json=yes"], "--json takes no value"),
      (["alert", "--title", "A", "--title", "B"], "--title can be given only once"),
      (["alert", "--message", "M"], "alert needs --title"),
      (["alert", "--title", "T", "extra"], "unexpected argument \"extra\""),
      (["alert", "--title", "T", "--action", "Delete:destuctive"], "unknown role \"destuctive\""),
      (["alert", "--title", "T", "--action", ":cancel"], "--action needs a label"),
      (["alert", "--title", "T", "--action", "  "], "--action needs a label"),
      (["alert", "--title", "T", "--action", "OK", "--action", "OK:cancel"], "two actions"),
      (["alert", "--title", "T", "--action", "OK", "--preferred", "Yes"], "names no --action"),
      (["alert", "--title", "T", "--field", "a", "--field", "a:secure"], "two fields"),
      (["alert", "--title", "T", "--field", "pin:hidden"], "unknown field option \"hidden\""),
      (["alert", "--title", "T", "--field", "=x"], "--field needs a NAME"),
      (["alert", "--title", "T", "--field", "a\nb"], "control character"),
      (["sheet", "--title", "T"], "sheet needs at least one --action"),
      (["sheet", "--action", "A", "--anchor", "3"], "--anchor \"3\" must be COL,ROW"),
      (["sheet", "--action", "A", "--anchor", "-1,2"], "--anchor \"-1,2\" must be COL,ROW"),
      (["sheet", "--action", "A", "--anchor", "1, 2"], "must be COL,ROW"),
      (["sheet", "--action", "A", "--anchor", "a,b"], "must be COL,ROW"),
      (["sheet", "--action", "A", "--anchor", "99999999999,1"], "must be COL,ROW"),
      (["dialog", "--field", "a"], "dialog needs --title"),
      (["dialog", "--title", "T", "--toggle", "x=maybe"], "must be on or off"),
      (["dialog", "--title", "T", "--choice", "size"], "needs options"),
      (["dialog", "--title", "T", "--choice", "size=S,,L"], "blank option"),
      (["dialog", "--title", "T", "--choice", "size=S,S"], "lists \"S\" twice"),
      (["dialog", "--title", "T", "--field", "n", "--toggle", "n"], "two controls"),
      (["dialog", "--title", "T", "--ok", "Go", "--cancel", "Go"], "two buttons"),
      (["dialog", "--title", "T", "--ok", ""], "--ok needs a label"),
      (["snackbar"], "snackbar needs its TEXT"),
      (["snackbar", "a", "b"], "unexpected argument \"b\""),
      (["snackbar", "a", "--action", "A", "--action", "B"], "--action can be given only once"),
      (["snackbar", "a", "--position", "left"], "--position \"left\" must be top or bottom"),
      (["banner", "a", "--action", "Retry", "--action", "Retry"], "two actions"),
      (["banner", "a", "--theme", "blue"], "--theme \"blue\" must be light, dark or contrast"),
      (["catalog", "--json"], "catalog has no flag \"--json\""),
      (["catalog", "extra"], "unexpected argument"),
    ] as [([String], String)])
  func usageErrors(arguments: [String], expected: String) {
    let error = usageError(arguments)
    #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
  }

  @Test(
    "numbers of seconds must be plain positive decimals",
    arguments: [
      "", "-1", "0", "0.0", "nan", "NaN", "inf", "-inf", "1e3", "0x10", " 1", "1 ", "+2",
      "1.2.3", ".", "abc", "1000000001", "١",
    ])
  func invalidSeconds(text: String) {
    for flag in ["--timeout", "--duration"] {
      let error = usageError(["snackbar", "hi", flag, text])
      #expect(error?.message.contains("is not a number of seconds greater than 0") == true)
    }
  }

  @Test(
    "valid numbers of seconds become durations",
    arguments: [
      ("5", Duration.seconds(5)), ("1.5", .milliseconds(1500)), (".25", .milliseconds(250)),
      ("3.", .seconds(3)), ("0.001", .milliseconds(1)), ("1000000000", .seconds(1_000_000_000)),
    ])
  func validSeconds(text: String, expected: Duration) throws {
    let parsed = try invocation(["alert", "--title", "T", "--timeout", text])
    #expect(parsed.options.timeout == expected)
  }

  @Test("a usage error's report is the error, the usage line and a pointer to help")
  func report() throws {
    let error = try #require(usageError(["sheet", "--bogus"]))
    let lines = error.report.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4 && lines[3].isEmpty)
    #expect(lines[0] == "error: sheet has no flag \"--bogus\"")
    #expect(lines[1] == "usage: " + Subcommand.sheet.usage)
    #expect(lines[2] == "see scrim sheet --help")
    let top = try #require(usageError(["nope"]))
    #expect(top.report.hasSuffix("see scrim --help\n"))
  }

  @Test("an error quoting huge or control-laden text stays one short line")
  func errorQuotesSafely() throws {
    let huge = "--" + String(repeating: "x", count: 100_000) + "\u{1B}[2J\n"
    let error = try #require(usageError(["alert", "--title", "T", huge]))
    #expect(!error.message.contains("\n") && !error.message.contains("\u{1B}"))
    #expect(error.message.count < 120)
    let control = try #require(usageError(["alert", "--title", "T", "--\u{1B}x\ny"]))
    #expect(control.message.contains("\u{241B}x\u{240A}y"))
  }

  @Test("--flag=value and --flag value both work, and a value may start with a dash")
  func valueForms() throws {
    let joined = try invocation(["alert", "--title=A=B", "--message", "-x", "--action=--"])
    guard case .alert(let alert) = joined.content else { throw UsageError("not an alert") }
    #expect(alert.title == "A=B")
    #expect(alert.message == "-x")
    #expect(alert.actions == [ActionSpec(label: "--")])
    let empty = try invocation(["alert", "--title=", "--message="])
    guard case .alert(let blank) = empty.content else { throw UsageError("not an alert") }
    #expect(blank.title == "" && blank.message == "")
  }

  @Test("repeated flags keep their order, across kinds of control too")
  func order() throws {
    let sheet = try invocation(["sheet", "--action", "C", "--action", "A", "--action", "B"])
    guard case .sheet(let spec) = sheet.content else { throw UsageError("not a sheet") }
    #expect(spec.actions.map(\.label) == ["C", "A", "B"])
    let dialog = try invocation([
      "dialog", "--title", "T", "--toggle", "z", "--field", "a", "--choice", "m=1,2",
      "--field", "b",
    ])
    guard case .dialog(let form) = dialog.content else { throw UsageError("not a dialog") }
    #expect(form.controls.map(\.name) == ["z", "a", "m", "b"])
  }

  @Test("-- ends the flags: what follows is text")
  func endOfFlags() throws {
    let parsed = try invocation(["snackbar", "--duration", "5", "--", "--help"])
    #expect(parsed.content == .snackbar(SnackbarSpec(text: "--help", duration: .seconds(5))))
    let dash = try invocation(["banner", "-"])
    #expect(dash.content == .banner(BannerSpec(text: "-")))
  }

  @Test(
    "any text is accepted as a value",
    arguments: [
      "🗑️ Delete 👩‍👩‍👧?", "删除草稿？", "ｆｕｌｌ　ｗｉｄｔｈ", "a\u{1B}[31mred\u{1B}[0m", "tab\there",
      "line\nbreak", "nul\u{0}byte", "\u{7F}\u{85}\u{9B}", "e\u{301}", "\u{301}lead",
      String(repeating: "long ", count: 20_480),
    ])
  func anyText(text: String) throws {
    let alert = try invocation(["alert", "--title", text, "--message", text, "--action", text])
    guard case .alert(let spec) = alert.content else { throw UsageError("not an alert") }
    #expect(spec.title == text && spec.message == text)
    #expect(spec.actions.first?.label == text)
    let snackbar = try invocation(["snackbar", "--", text])
    #expect(snackbar.content == .snackbar(SnackbarSpec(text: text)))
  }

  @Test("a 100 KB value passes through unchanged")
  func hugeValue() throws {
    let huge = String(repeating: "ab€😀", count: 12_800)
    #expect(huge.utf8.count >= 100_000)
    let parsed = try invocation(["dialog", "--title", huge, "--field", "n=" + huge])
    guard case .dialog(let spec) = parsed.content else { throw UsageError("not a dialog") }
    #expect(spec.title == huge)
    #expect(spec.controls == [.field(FieldSpec(name: "n", defaultValue: huge))])
  }

  @Test("--help and -h ask for help anywhere among the flags, even beside a mistake")
  func help() throws {
    #expect(try Invocation.parse(["--help"]) == .help(nil))
    #expect(try Invocation.parse(["-h"]) == .help(nil))
    #expect(try Invocation.parse(["--version"]) == .version)
    for subcommand in Subcommand.allCases {
      #expect(try Invocation.parse([subcommand.name, "--help"]) == .help(subcommand))
      #expect(try Invocation.parse([subcommand.name, "--bogus", "-h"]) == .help(subcommand))
    }
    // As a value, or after --, it is text.
    let titled = try invocation(["alert", "--title", "-h"])
    #expect(titled.content == .alert(AlertSpec(title: "-h")))
    let text = try invocation(["snackbar", "--", "--help"])
    #expect(text.content == .snackbar(SnackbarSpec(text: "--help")))
  }

  @Test("common flags are read for every subcommand but catalog")
  func commonFlags() throws {
    let parsed = try invocation([
      "banner", "Offline", "--theme", "contrast", "--timeout=2", "--json", "--inline",
      "--accessible", "--check",
    ])
    #expect(
      parsed.options
        == CommonOptions(
          theme: .contrast, timeout: .seconds(2), printsJSON: true, inline: true,
          isAccessible: true, checksGuidelines: true))
    let plain = try invocation(["alert", "--title", "T"])
    #expect(plain.options == CommonOptions())
    #expect(!plain.drawsInline)
    #expect(try invocation(["snackbar", "x"]).drawsInline)
    #expect(try invocation(["alert", "--title", "T", "--inline"]).drawsInline)
    let catalog = try invocation(["catalog", "--theme", "dark"])
    #expect(catalog.content == .catalog && catalog.options.theme == .dark)
  }

  @Test("every subcommand's flags parse into its spec")
  func specs() throws {
    #expect(
      try invocation([
        "alert", "--title", "Rename?", "--message", "M", "--action", "Cancel:cancel",
        "--action", "Rename", "--preferred", "Rename", "--field", "name=notes.txt",
        "--field", "pin:secure",
      ]).content
        == .alert(
          AlertSpec(
            title: "Rename?", message: "M",
            actions: [ActionSpec(label: "Cancel", role: .cancel), ActionSpec(label: "Rename")],
            preferred: "Rename",
            fields: [
              FieldSpec(name: "name", defaultValue: "notes.txt"),
              FieldSpec(name: "pin", isSecure: true),
            ])))
    #expect(
      try invocation(["sheet", "--action", "Copy", "--anchor", "10,2"]).content
        == .sheet(
          SheetSpec(actions: [ActionSpec(label: "Copy")], anchor: CellPoint(column: 10, row: 2))))
    #expect(
      try invocation([
        "dialog", "--title", "T", "--toggle", "on=on", "--toggle", "off=OFF", "--choice",
        "c=a\\,b,c\\\\d,e\\x", "--ok", "Save", "--cancel", "Back",
      ]).content
        == .dialog(
          DialogSpec(
            title: "T",
            controls: [
              .toggle(ToggleSpec(name: "on", isOn: true)), .toggle(ToggleSpec(name: "off")),
              .choice(ChoiceSpec(name: "c", options: ["a,b", "c\\d", "e\\x"])),
            ], okLabel: "Save", cancelLabel: "Back")))
    #expect(
      try invocation([
        "snackbar", "Saved", "--action", "Undo", "--duration", "6", "--position", "top",
      ]).content
        == .snackbar(
          SnackbarSpec(text: "Saved", action: "Undo", duration: .seconds(6), position: .top)))
    #expect(
      try invocation([
        "banner", "Offline", "--title", "No network", "--icon", "⚠", "--action", "Retry",
        "--action", "Dismiss", "--position", "bottom",
      ]).content
        == .banner(
          BannerSpec(
            text: "Offline", title: "No network", icon: "⚠", actions: ["Retry", "Dismiss"],
            position: .bottom)))
  }
}
