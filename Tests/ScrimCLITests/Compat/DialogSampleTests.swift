import ScrimTesting
import Testing

/// Debian's dialog samples (`dpkg -L dialog | grep examples`), each run with `$DIALOG` the
/// real dialog and then scrim standing in for it, driven by the same keys: the exit
/// status, the script's stderr and its report on the terminal must be the same.
@Suite(.serialized) struct DialogSampleTests {
  typealias Step = CompatHarness.Step

  /// A sample, the keys that answer it, and the box it exercises.
  struct Sample: CustomTestStringConvertible, Sendable {
    var name: String
    var box: String
    var steps: [Step]
    var testDescription: String { "\(box): \(name)" }
  }

  static let samples: [Sample] = [
    Sample(name: "msgbox", box: "msgbox", steps: [.wait("MESSAGE BOX"), .keys([.enter])]),
    Sample(name: "msgbox1", box: "msgbox", steps: [.wait("MESSAGE BOX"), .keys([.escape])]),
    Sample(name: "msgbox2", box: "msgbox", steps: [.wait("MESSAGE BOX"), .keys([.escape])]),
    Sample(name: "yesno", box: "yesno", steps: [.wait("YES/NO BOX"), .keys([.enter])]),
    Sample(name: "yesno2", box: "yesno", steps: [.wait("YES/NO BOX"), .keys([.tab, .enter])]),
    Sample(name: "yesno3", box: "yesno", steps: [.wait("YES/NO BOX"), .keys([.escape])]),
    Sample(name: "inputbox", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Ann\r")]),
    Sample(name: "inputbox1", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Bo\r")]),
    Sample(name: "inputbox2", box: "inputbox", steps: [.wait("INPUT BOX"), .keys([.escape])]),
    Sample(name: "inputbox3", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Cy\r")]),
    Sample(name: "inputbox4", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Di\r")]),
    Sample(name: "inputbox5", box: "inputbox", steps: [.wait("INPUT BOX"), .type("Ed\r")]),
    Sample(name: "inputbox6-utf8", box: "inputbox", steps: [.wait("あいうえお"), .keys([.enter])]),
    Sample(
      name: "inputbox7", box: "inputbox",
      steps: [.wait("INPUT BOX"), .type("Fay\r"), .wait("ANOTHER INPUT BOX"), .type("Gil\r")]),
    Sample(name: "password", box: "passwordbox", steps: [.wait("INPUT BOX"), .type("pw\r")]),
    Sample(name: "password1", box: "passwordbox", steps: [.wait("INPUT BOX"), .type("pw\r")]),
    Sample(name: "password2", box: "passwordbox", steps: [.wait("INPUT BOX"), .keys([.enter])]),
    Sample(
      name: "menubox", box: "menu",
      steps: [.wait("MENU BOX"), .keys([CompatHarness.down, CompatHarness.down, .enter])]),
    Sample(
      name: "menubox1", box: "menu",
      steps: [.wait("MENU BOX"), .keys([CompatHarness.down, .enter])]),
    Sample(name: "menubox2", box: "menu", steps: [.wait("MENU BOX"), .keys([.enter])]),
    Sample(
      name: "menubox-utf8", box: "menu",
      steps: [.wait("MENU BOX"), .keys([CompatHarness.down, .enter])]),
    Sample(name: "menubox3", box: "menu", steps: [.wait("MENU BOX"), .type("P"), .keys([.enter])]),
    Sample(name: "menubox4", box: "menu", steps: [.wait("MENU BOX"), .keys([.escape])]),
    Sample(
      name: "menubox10", box: "menu",
      steps: [.wait("debconf"), .keys([CompatHarness.down, .enter])]),
    Sample(name: "menubox11", box: "menu", steps: [.wait("debconf"), .type("K"), .keys([.enter])]),
    Sample(name: "checklist", box: "checklist", steps: [.wait("CHECKLIST BOX"), .type(" \r")]),
    Sample(
      name: "checklist-utf8", box: "checklist",
      steps: [.wait("CHECKLIST BOX"), .keys([CompatHarness.down, .space, .enter])]),
    Sample(
      name: "checklist10", box: "checklist", steps: [.wait("CHECKLIST BOX"), .keys([.enter])]),
    Sample(
      name: "radiolist", box: "radiolist",
      steps: [
        .wait("RADIOLIST BOX"), .keys([CompatHarness.down, CompatHarness.down, .space, .enter]),
      ]),
    Sample(
      name: "radiolist10", box: "radiolist", steps: [.wait("RADIOLIST BOX"), .keys([.enter])]),
    Sample(name: "textbox", box: "textbox", steps: [.wait("TEXT BOX"), .keys([.enter])]),
    Sample(name: "textbox2", box: "textbox", steps: [.wait("TEXT BOX"), .keys([.escape])]),
    Sample(name: "gauge", box: "gauge", steps: []),
    Sample(name: "gauge2", box: "gauge", steps: []),
    Sample(name: "pause", box: "pause", steps: [.wait("PAUSE"), .keys([.enter])]),
    Sample(name: "infobox2", box: "infobox", steps: []),
    Sample(
      name: "form1", box: "form",
      steps: [
        .wait("Username"), .keys([.enter]), .wait("Resulting data"), .keys([.enter]),
        .wait("Username"), .keys([.escape]),
      ]),
    Sample(
      name: "mixedform", box: "mixedform",
      steps: [
        .wait("Username"), .keys([.enter]), .wait("Resulting data"), .keys([.enter]),
        .wait("Username"), .keys([.escape]),
      ]),
  ]

  @Test("scrim ends each sample as dialog does", arguments: samples)
  func sample(_ sample: Sample) async throws {
    guard let dialog = CompatHarness.requireReal("dialog") else { return }
    let real = try await CompatHarness.runSample(sample.name, dialog: dialog, steps: sample.steps)
    let ours = try await CompatHarness.runSample(
      sample.name, dialog: CompatHarness.scrim(as: "dialog"), steps: sample.steps)
    #expect(real.exit != nil, "dialog ended: \(real)")
    #expect(ours == real, "scrim: \(ours)\ndialog: \(real)")
  }

  @Test("each sample also runs in line mode (SCRIM_ACCESSIBLE=1) and ends", arguments: samples)
  func lineMode(_ sample: Sample) async throws {
    let ours = try await CompatHarness.runSample(
      sample.name, dialog: CompatHarness.scrim(as: "dialog"), steps: [.type("\r\r\r\r")],
      environment: ["SCRIM_ACCESSIBLE=1"])
    #expect(ours.exit != nil, "\(ours)")
  }
}
