import ScrimSystem
import ScrimTesting
import Testing

/// dialog's mixed gauge on screen: its rows, its text and its overall gauge stay on the
/// terminal after scrim ends, as dialog leaves them, each state in its bracket where the
/// real dialog puts it.
@Suite struct DialogMixedGaugeScreenTests {
  @Test func rowsTextAndGaugeStayOnScreen() async throws {
    let terminal = try PseudoTerminal(
      executable: CompatHarness.scrim(as: "dialog"), arguments: DialogMixedGaugeTests.sample,
      environment: CompatHarness.environment, standardError: .pipe)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(!terminal.screen.isOnAlternateScreen)
    for shown in ["Process one", "This is a prompt message,", "33%"] {
      #expect(terminal.screen.contains(shown), terminal.screenDump())
    }
  }

  @Test("each row's state in its bracket, as the real dialog shows it")
  func statesAreBracketedAsDialogBracketsThem() async throws {
    let real = try PseudoTerminal(
      executable: CompatHarness.requireReal("dialog"), arguments: DialogMixedGaugeTests.sample,
      environment: CompatHarness.environment, standardError: .pipe)
    #expect(await real.waitForExit() == .exited(0))
    let ours = try PseudoTerminal(
      executable: CompatHarness.scrim(as: "dialog"), arguments: DialogMixedGaugeTests.sample,
      environment: CompatHarness.environment, standardError: .pipe)
    #expect(await ours.waitForExit() == .exited(0))
    let names = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    for name in names.map({ "Process " + $0 }) {
      let shown = Self.bracket(after: name, in: real.screen.lines)
      #expect(shown != nil, real.screenDump("dialog shows \(name)"))
      #expect(Self.bracket(after: name, in: ours.screen.lines) == shown, ours.screenDump())
    }
    // Code 8 hides "Process five"'s neighbour, whose line stays blank between four and five.
    #expect(
      Self.rows(from: "Process four", to: "Process five", in: ours.screen.lines)
        == Self.rows(from: "Process four", to: "Process five", in: real.screen.lines),
      ours.screenDump())
  }

  /// How many rows down from the row showing `first` the row showing `second` is, or nil.
  private static func rows(from first: String, to second: String, in lines: [String]) -> Int? {
    guard let top = lines.firstIndex(where: { $0.contains(first) }),
      let bottom = lines.firstIndex(where: { $0.contains(second) })
    else { return nil }
    return bottom - top
  }

  /// The bracket and what it holds on the row that shows `name`, or nil.
  private static func bracket(after name: String, in lines: [String]) -> String? {
    guard let line = lines.first(where: { $0.contains(name + " ") }),
      let name = line.firstRange(of: name + " "),
      let open = line[name.upperBound...].firstIndex(of: "["),
      let close = line[open...].firstIndex(of: "]")
    else { return nil }
    return String(line[open...close])
  }
}
