import ScrimSystem
import ScrimTesting
import Testing

/// Debian's dialog samples (`dpkg -L dialog | grep examples`), each run with `$DIALOG` the
/// real dialog and then scrim standing in for it, driven by the same keys: the exit
/// status, the script's stderr and its report on the terminal must be the same.
@Suite struct DialogSampleTests {
  typealias Step = CompatHarness.Step

  /// A sample, the keys that answer it, and the box it exercises.
  struct Sample: CustomTestStringConvertible, Sendable {
    var name: String
    var box: String
    var steps: [Step]
    /// The answers that mean the same in line mode, one a line; "^D" ends the input.
    var line: [String]
    var testDescription: String { "\(box): \(name)" }
  }

  static let samples: [Sample] = [
    Sample(
      name: "msgbox", box: "msgbox", steps: [.wait("MESSAGE BOX"), .keys([.enter])], line: [""]),
    Sample(
      name: "msgbox1", box: "msgbox", steps: [.wait("MESSAGE BOX"), .keys([.escape])], line: ["^D"]),
    Sample(
      name: "msgbox2", box: "msgbox", steps: [.wait("MESSAGE BOX"), .keys([.escape])], line: ["^D"]),
    Sample(name: "yesno", box: "yesno", steps: [.wait("YES/NO BOX"), .keys([.enter])], line: [""]),
    Sample(
      name: "yesno2", box: "yesno", steps: [.wait("YES/NO BOX"), .keys([.tab, .enter])], line: ["2"]
    ),
    Sample(
      name: "yesno3", box: "yesno", steps: [.wait("YES/NO BOX"), .keys([.escape])], line: ["^D"]),
    Sample(
      name: "inputbox", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Ann\r")],
      line: ["Ann", ""]),
    Sample(
      name: "inputbox1", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Bo\r")],
      line: ["Bo", ""]),
    Sample(
      name: "inputbox2", box: "inputbox", steps: [.wait("INPUT BOX"), .keys([.escape])],
      line: ["^D"]),
    Sample(
      name: "inputbox3", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Cy\r")],
      line: ["Cy", ""]),
    Sample(
      name: "inputbox4", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Di\r")],
      line: ["Di", ""]),
    Sample(
      name: "inputbox5", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Ed\r")],
      line: ["Ed", ""]),
    Sample(
      name: "inputbox6-utf8", box: "inputbox", steps: [.wait("あいうえお"), .keys([.enter])],
      line: ["", ""]),
    Sample(
      name: "inputbox7", box: "inputbox",
      steps: [.wait("INPUT BOX"), .type("Fay\r"), .wait("ANOTHER INPUT BOX"), .type("Gil\r")],
      line: ["Fay", "", "Gil", ""]),
    Sample(
      name: "password", box: "passwordbox", steps: [.wait("INPUT BOX"), .type("pw\r")],
      line: ["pw", ""]),
    Sample(
      name: "password1", box: "passwordbox", steps: [.wait("INPUT BOX"), .type("pw\r")],
      line: ["pw", ""]),
    Sample(
      name: "password2", box: "passwordbox", steps: [.wait("INPUT BOX"), .keys([.enter])],
      line: ["", ""]),
    Sample(
      name: "menubox", box: "menu",
      steps: [.wait("MENU BOX"), .keys([CompatHarness.down, CompatHarness.down, .enter])],
      line: ["3", ""]),
    Sample(
      name: "menubox1", box: "menu",
      steps: [.wait("MENU BOX"), .keys([CompatHarness.down, .enter])], line: ["4", ""]),
    Sample(
      name: "menubox2", box: "menu", steps: [.wait("MENU BOX"), .keys([.enter])], line: ["", ""]),
    Sample(
      name: "menubox-utf8", box: "menu",
      steps: [.wait("MENU BOX"), .keys([CompatHarness.down, .enter])], line: ["2", ""]),
    Sample(
      name: "menubox3", box: "menu", steps: [.wait("MENU BOX"), .type("P"), .keys([.enter])],
      line: ["PC-DOS", ""]),
    Sample(
      name: "menubox4", box: "menu", steps: [.wait("MENU BOX"), .keys([.escape])], line: ["^D"]),
    Sample(
      name: "menubox10", box: "menu",
      steps: [.wait("debconf"), .keys([CompatHarness.down, .enter])], line: ["2", ""]),
    Sample(
      name: "menubox11", box: "menu", steps: [.wait("debconf"), .type("K"), .keys([.enter])],
      line: ["Kde", ""]),
    Sample(
      name: "checklist", box: "checklist", steps: [.wait("CHECKLIST BOX"), .type(" \r")],
      line: ["1 2 5 6 7", ""]),
    Sample(
      name: "checklist-utf8", box: "checklist",
      steps: [.wait("CHECKLIST BOX"), .keys([CompatHarness.down, .space, .enter])],
      line: ["5 6 7", ""]),
    Sample(
      name: "checklist10", box: "checklist", steps: [.wait("CHECKLIST BOX"), .keys([.enter])],
      line: ["", ""]),
    Sample(
      name: "radiolist", box: "radiolist",
      steps: [
        .wait("RADIOLIST BOX"),
        .keys([CompatHarness.down, CompatHarness.down, .space, .enter]),
      ], line: ["3", ""]),
    Sample(
      name: "radiolist10", box: "radiolist", steps: [.wait("RADIOLIST BOX"), .keys([.enter])],
      line: ["", ""]),
    Sample(
      name: "textbox", box: "textbox", steps: [.wait("TEXT BOX"), .keys([.enter])], line: [""]),
    Sample(
      name: "textbox2", box: "textbox", steps: [.wait("TEXT BOX"), .keys([.escape])], line: ["^D"]),
    Sample(
      name: "editbox", box: "editbox", steps: [.wait("EDIT BOX"), .keys([.tab, .enter])],
      line: ["", "1"]),
    Sample(name: "gauge", box: "gauge", steps: [], line: []),
    Sample(name: "gauge2", box: "gauge", steps: [], line: []),
    Sample(name: "pause", box: "pause", steps: [.wait("PAUSE"), .keys([.enter])], line: [""]),
    Sample(name: "infobox", box: "infobox", steps: [], line: []),
    Sample(name: "infobox2", box: "infobox", steps: [], line: []),
    Sample(name: "infobox3", box: "infobox", steps: [], line: []),
    Sample(name: "infobox4", box: "infobox", steps: [], line: []),
    Sample(name: "gauge0-input-fd", box: "gauge", steps: [], line: []),
    Sample(
      name: "menubox5", box: "menu", steps: [.wait("MENU BOX"), .keys([.enter])], line: ["", ""]),
    Sample(
      name: "msgbox4-utf8", box: "msgbox", steps: [.wait("width 30"), .keys([.escape])],
      line: ["^D"]),
    // EUC-JP text in a UTF-8 locale: bytes that are not UTF-8, 26 boxes of growing width.
    Sample(
      name: "msgbox4-eucjp", box: "msgbox",
      steps: (35...60).flatMap { [Step.wait("(width \($0))"), .keys([.enter])] },
      line: Array(repeating: "", count: 26)),
    Sample(
      name: "form1", box: "form",
      steps: [
        .wait("Username"), .keys([.enter]), .wait("Resulting data"), .keys([.enter]),
        .wait("Username"), .keys([.escape]),
      ], line: ["", "", "", "", "", "", "^D"]),
    Sample(
      name: "form2", box: "form",
      steps: [
        .wait("Username"), .keys([.enter]), .wait("Resulting data"), .keys([.enter]),
        .wait("Username"), .keys([.escape]),
      ], line: Array(repeating: "", count: 30) + ["^D"]),
    Sample(
      name: "mixedform2", box: "mixedform",
      steps: [
        .wait("Username"), .keys([.enter]), .wait("Resulting data"), .keys([.enter]),
        .wait("Username"), .keys([.escape]),
      ], line: ["", "", "^D"]),
    Sample(
      name: "mixedform", box: "mixedform",
      steps: [
        .wait("Username"), .keys([.enter]), .wait("Resulting data"), .keys([.enter]),
        .wait("Username"), .keys([.escape]),
      ], line: ["", "", "", "", "", "^D"]),
  ]

  @Test("scrim ends each sample as dialog does, drawn and in line mode", arguments: samples)
  func sample(_ sample: Sample) async throws {
    let dialog = try CompatHarness.requireReal("dialog")
    // Without the script, both runs would fail alike and prove nothing.
    guard access(CompatHarness.examples + "/" + sample.name, R_OK) == 0 else {
      Issue.record("no sample \(sample.name) in \(CompatHarness.examples)")
      return
    }
    let scrim = CompatHarness.scrim(as: "dialog")
    let real = try await CompatHarness.runSample(sample.name, dialog: dialog, steps: sample.steps)
    let ours = try await CompatHarness.runSample(sample.name, dialog: scrim, steps: sample.steps)
    #expect(real.exit != nil, "dialog ended: \(real)")
    #expect(ours == real, "scrim: \(ours)\ndialog: \(real)")
    // Line mode prints its prompts on the terminal too, and answers typed ahead are
    // echoed before the prompts that read them: the report is what the text ends with.
    let answers = sample.line.map { $0 == "^D" ? "\u{04}" : $0 + "\n" }.joined()
    let spoken = try await CompatHarness.runSample(
      sample.name, dialog: scrim, steps: answers.isEmpty ? [] : [.type(answers)],
      environment: ["SCRIM_ACCESSIBLE=1"])
    #expect(
      spoken.exit == real.exit && spoken.standardError == real.standardError
        && spoken.report.joined(separator: "\n").hasSuffix(real.report.joined(separator: "\n")),
      "line mode: \(spoken)\ndialog: \(real)")
  }

}
