import ScrimTesting
import Testing

/// Scripted command lines of our own, run by the real whiptail or dialog and by scrim under
/// its name with the same keys: the result bytes on stderr and the exit status must match.
@Suite struct CompatCommandLineTests {
  typealias Step = CompatHarness.Step

  /// A command line and the keys that answer it.
  struct Case: CustomTestStringConvertible, Sendable {
    var box: String
    var arguments: [String]
    var steps: [Step]
    var environment: [String] = []
    var stream = CompatHarness.ResultStream.standardError
    var testDescription: String { "\(box): " + arguments.joined(separator: " ") }
  }

  private static let down = CompatHarness.down
  private static let right = CompatHarness.right
  private static let left = CompatHarness.left
  private static let fruit = ["apple", "Apple", "pear", "Pear", "peach", "Peach", "plum", "Plum"]
  private static let checks = ["a", "A", "on", "b", "B", "off", "c d", "C", "on", "e", "E", "off"]
  private static let hundreds = (1...300).flatMap { ["item\($0)", "Item number \($0)"] }

  static let whiptail: [Case] = [
    Case(
      box: "msgbox", arguments: ["--msgbox", "Hello", "8", "40"],
      steps: [.wait("Hello"), .keys([.enter])]),
    Case(
      box: "yesno", arguments: ["--yesno", "Go?", "8", "40"],
      steps: [.wait("Go?"), .keys([.enter])]),
    Case(
      box: "yesno", arguments: ["--yesno", "Go?", "8", "40"],
      steps: [.wait("Go?"), .keys([right, .enter])]),
    Case(
      box: "yesno", arguments: ["--defaultno", "--yesno", "Go?", "8", "40"],
      steps: [.wait("Go?"), .keys([.enter])]),
    Case(
      box: "yesno", arguments: ["--yesno", "Go?", "8", "40"],
      steps: [.wait("Go?"), .keys([.escape])]),
    Case(
      box: "inputbox", arguments: ["--inputbox", "Name", "8", "40", "init"],
      steps: [.wait("Name"), .type("X\r")]),
    Case(
      box: "inputbox", arguments: ["--inputbox", "Name", "8", "40"],
      steps: [.wait("Name"), .type("Zed"), .keys([.tab, .tab, .enter])]),
    Case(
      box: "passwordbox", arguments: ["--passwordbox", "Secret", "8", "40"],
      steps: [.wait("Secret"), .type("pw\r")]),
    Case(
      box: "menu", arguments: ["--menu", "Fruit", "15", "40", "4"] + fruit,
      steps: [.wait("Fruit"), .keys([down, down, .enter])]),
    Case(
      box: "menu", arguments: ["--menu", "Fruit", "15", "40", "4"] + fruit,
      steps: [.wait("Fruit"), .type("pp\r")]),
    Case(
      box: "menu",
      arguments: ["--default-item", "plum", "--menu", "Fruit", "15", "40", "4"] + fruit,
      steps: [.wait("Fruit"), .keys([.enter])]),
    Case(
      box: "menu", arguments: ["--notags", "--menu", "Fruit", "15", "40", "4"] + fruit,
      steps: [.wait("Fruit"), .keys([down, .enter])]),
    Case(
      box: "menu", arguments: ["--menu", "Many", "20", "50", "10"] + hundreds,
      steps: [.wait("Many"), .keys(Array(repeating: down, count: 150) + [.enter])]),
    Case(
      box: "menu", arguments: ["--menu", "Fruit", "15", "40", "4"] + fruit,
      steps: [.wait("Fruit"), .keys([.tab, .tab, .enter])]),
    Case(
      box: "checklist", arguments: ["--checklist", "Pick", "15", "40", "4"] + checks,
      steps: [.wait("Pick"), .type(" "), .keys([down, .space, .enter])]),
    Case(
      box: "checklist",
      arguments: ["--separate-output", "--checklist", "Pick", "15", "40", "4"] + checks,
      steps: [.wait("Pick"), .keys([.enter])]),
    Case(
      box: "radiolist", arguments: ["--radiolist", "One", "15", "40", "4"] + checks,
      steps: [.wait("One"), .keys([down, .space, .enter])]),
    Case(
      box: "radiolist", arguments: ["--radiolist", "One", "15", "40", "4"] + checks,
      steps: [.wait("One"), .keys([down, down, .enter])]),
    Case(
      box: "textbox", arguments: ["--textbox", "/etc/os-release", "20", "60"],
      steps: [.wait("NAME"), .keys([.enter])]),
    Case(
      box: "checklist", arguments: ["--checklist", "Pick", "15", "40", "4"] + checks,
      steps: [.wait("Pick"), .keys([.tab, .enter])]),
    Case(
      box: "checklist", arguments: ["--checklist", "Pick", "15", "40", "4"] + checks,
      steps: [.wait("Pick"), .keys([.tab, .tab, .enter])]),
    Case(
      box: "inputbox", arguments: ["--nocancel", "--inputbox", "Name", "8", "40", "a"],
      steps: [.wait("Name"), .keys([.tab, .enter])]),
    Case(
      box: "yesno",
      arguments: ["--yes-button", "Sure", "--no-button", "Nope", "--yesno", "Go?", "8", "40"],
      steps: [.wait("Go?"), .keys([right, left, .enter])]),
    Case(
      box: "menu", arguments: ["--menu", "Many", "20", "50", "10"] + hundreds,
      steps: [.wait("Many"), .type("i"), .keys([.tab, .enter])]),
  ]

  @Test("scrim as whiptail writes and exits as whiptail does", arguments: whiptail)
  func asWhiptail(_ line: Case) async throws {
    let whiptail = try CompatHarness.requireReal("whiptail")
    let real = try await CompatHarness.run(
      whiptail, line.arguments, steps: line.steps, stream: line.stream)
    let ours = try await CompatHarness.run(
      CompatHarness.scrim(as: "whiptail"), line.arguments, steps: line.steps,
      stream: line.stream)
    #expect(real.exit != nil, "whiptail ended: \(real)")
    #expect(ours.result == real.result, "scrim: \(ours)\nwhiptail: \(real)")
  }

  @Test(
    "a gauge shows each percentage and text it is fed, then ends 0 with nothing written",
    arguments: ["whiptail", "dialog"])
  func gauge(_ program: String) async throws {
    let real = try CompatHarness.requireReal(program)
    let steps: [Step] = [
      .wait("Copying"), .feed("10\n"), .wait("10%"), .feed("XXX\n50\nHalf way\nXXX\n"),
      .wait("Half way"), .wait("50%"), .feed("100\n"), .wait("100%"), .closeInput,
    ]
    let arguments = ["--gauge", "Copying", "8", "40", "0"]
    let theirs = try await CompatHarness.run(real, arguments, steps: steps)
    let ours = try await CompatHarness.run(
      CompatHarness.scrim(as: program), arguments, steps: steps)
    #expect(theirs.exit == .exited(0), "\(program): \(theirs)")
    #expect(ours.result == theirs.result, "scrim: \(ours)\n\(program): \(theirs)")
  }

  private static let field = ["Name:", "1", "1", "Ann", "1", "10", "10", "0"]

  static let dialog: [Case] = [
    Case(
      box: "msgbox", arguments: ["--msgbox", "Hi", "0", "0"], steps: [.wait("Hi"), .keys([.enter])]),
    Case(
      box: "yesno", arguments: ["--extra-button", "--yesno", "Go?", "0", "0"],
      steps: [.wait("Go?"), .keys([right, .enter])]),
    Case(
      box: "yesno", arguments: ["--yesno", "Go?", "0", "0"],
      steps: [.wait("Go?"), .keys([.tab, .enter])], environment: ["DIALOG_CANCEL=9"]),
    Case(
      box: "inputbox", arguments: ["--stdout", "--inputbox", "Name", "0", "0", "x"],
      steps: [.wait("Name"), .keys([.enter])], stream: .standardOutput),
    Case(
      box: "inputbox", arguments: ["--output-fd", "3", "--inputbox", "Name", "0", "0", "x"],
      steps: [.wait("Name"), .type("y\r")], stream: .descriptor(3)),
    Case(
      box: "checklist", arguments: ["--checklist", "Pick", "0", "0", "0"] + checks,
      steps: [.wait("Pick"), .keys([.enter])]),
    Case(
      box: "checklist", arguments: ["--quoted", "--checklist", "Pick", "0", "0", "0"] + checks,
      steps: [.wait("Pick"), .keys([.enter])]),
    Case(
      box: "menu", arguments: ["--help-button", "--menu", "Fruit", "0", "0", "0"] + fruit,
      steps: [.wait("Fruit"), .keys([.tab, .tab, .enter])]),
    Case(
      box: "menu", arguments: ["--no-items", "--menu", "Fruit", "0", "0", "0", "x", "y", "z"],
      steps: [.wait("Fruit"), .keys([down, .enter])]),
    Case(
      box: "menu", arguments: ["--menu", "Fruit", "0", "0", "2"] + fruit,
      steps: [.wait("Fruit"), .keys([down, down]), .type("2\r")]),
    Case(
      box: "form", arguments: ["--form", "F", "0", "0", "0"] + field,
      steps: [.wait("Name"), .keys([.enter])]),
    Case(
      box: "passwordform", arguments: ["--passwordform", "F", "0", "0", "0"] + field,
      steps: [.wait("Name"), .keys([.enter])]),
    Case(
      box: "yesno", arguments: ["--timeout", "1", "--yesno", "Go?", "0", "0"], steps: [.wait("Go?")]
    ),
  ]

  @Test("scrim as dialog writes and exits as dialog does", arguments: dialog)
  func asDialog(_ line: Case) async throws {
    let dialog = try CompatHarness.requireReal("dialog")
    let real = try await CompatHarness.run(
      dialog, line.arguments, steps: line.steps, environment: line.environment,
      stream: line.stream)
    let ours = try await CompatHarness.run(
      CompatHarness.scrim(as: "dialog"), line.arguments, steps: line.steps,
      environment: line.environment, stream: line.stream)
    #expect(real.exit != nil, "dialog ended: \(real)")
    #expect(ours.result == real.result, "scrim: \(ours)\ndialog: \(real)")
  }
}
