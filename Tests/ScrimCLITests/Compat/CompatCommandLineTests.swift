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
    guard let whiptail = CompatHarness.requireReal("whiptail") else { return }
    let real = try await CompatHarness.run(whiptail, line.arguments, steps: line.steps)
    let ours = try await CompatHarness.run(
      CompatHarness.scrim(as: "whiptail"), line.arguments, steps: line.steps)
    #expect(real.exit != nil, "whiptail ended: \(real)")
    #expect(
      ours.exit == real.exit && ours.standardError == real.standardError,
      "scrim: \(ours)\nwhiptail: \(real)")
  }

  @Test("a gauge follows its input to the end, exit 0, nothing written")
  func gauge() async throws {
    let feed = "printf '10\\nXXX\\n50\\nHalf way\\nXXX\\n100\\n' | "
    for program in ["whiptail", "dialog"] {
      guard let real = CompatHarness.requireReal(program) else { return }
      let gauge = " --gauge Copying 8 40 0"
      let theirs = try await CompatHarness.run("/bin/sh", ["-c", feed + real + gauge], steps: [])
      let ours = try await CompatHarness.run(
        "/bin/sh", ["-c", feed + CompatHarness.scrim(as: program) + gauge], steps: [])
      #expect(
        ours.exit == theirs.exit && ours.standardError == theirs.standardError,
        "\(ours) vs \(theirs)")
    }
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
      steps: [.wait("Name"), .keys([.enter])]),
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
    guard let dialog = CompatHarness.requireReal("dialog") else { return }
    let real = try await CompatHarness.run(
      dialog, line.arguments, steps: line.steps, environment: line.environment)
    let ours = try await CompatHarness.run(
      CompatHarness.scrim(as: "dialog"), line.arguments, steps: line.steps,
      environment: line.environment)
    #expect(real.exit != nil, "dialog ended: \(real)")
    #expect(
      ours.exit == real.exit && ours.standardError == real.standardError,
      "scrim: \(ours)\ndialog: \(real)")
  }
}
