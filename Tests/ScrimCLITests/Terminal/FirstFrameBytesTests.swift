import ScrimTesting
import Testing

/// The bytes an alert writes before the first key, against the real whiptail's for the
/// same question, both at 80×24 under xterm-256color inside tmux 3.3 (what
/// scripts/measure-scrim-vs-whiptail.sh measures in a real tmux, which names itself in
/// TERM_PROGRAM; the terminal's answers make no difference: neither program asks the
/// terminal anything).
@Suite struct FirstFrameBytesTests {
  /// Issue 23's goal: the same picture in at most three quarters of whiptail's bytes.
  static let goal = 0.75

  struct Question: Sendable, CustomTestStringConvertible {
    var name: String
    var scrim: [String]
    var whiptail: [String]
    var testDescription: String { name }
  }

  static let questions = [
    Question(
      name: "title only",
      scrim: [
        "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
        "Delete:destructive",
      ],
      whiptail: ["--yesno", "Delete draft?", "8", "40"]),
    Question(
      name: "title and message",
      scrim: [
        "alert", "--title", "Delete draft?", "--message", "This draft will be gone for good.",
        "--action", "Cancel:cancel", "--action", "Delete:destructive",
      ],
      whiptail: [
        "--title", "Delete draft?", "--yesno", "This draft will be gone for good.", "8", "40",
      ]
    ),
  ]

  @Test("the alert's first frame takes at most 0.75× whiptail's bytes", arguments: questions)
  func firstFrame(_ question: Question) async throws {
    // whiptail's frame ends by putting the (hidden) cursor on its focused button.
    let whiptail = try await Self.firstFrame(
      of: CompatHarness.requireReal("whiptail"), question.whiptail, focusing: "<Yes>",
      endingWith: "H")
    // scrim's ends with its synchronized update, the cursor shown on the focused button.
    let scrim = try await Self.firstFrame(
      of: ScrimInTerminal.executable, question.scrim,
      focusing: ScrimInTerminal.button("Cancel"), endingWith: "\u{1B}[?2026l")
    #expect(
      Double(scrim.count) <= Self.goal * Double(whiptail.count),
      "scrim \(scrim.count) B, whiptail \(whiptail.count) B: \(Self.escaped(scrim))")
  }

  /// Bytes as text with escape sequences readable, for a failure message.
  private static func escaped(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).debugDescription
  }

  /// The tests' terminal as tmux 3.3 presents it: scrim draws borders in DEC's
  /// line-drawing set only where it knows the terminal draws them.
  private static let insideTmux =
    CompatHarness.environment + ["TERM_PROGRAM=tmux", "TERM_PROGRAM_VERSION=3.3a"]

  /// What a program wrote before any key, once the cursor is on the button labelled
  /// `focus` and the output ends with `end`; then Esc ends the program.
  private static func firstFrame(
    of executable: String, _ arguments: [String], focusing focus: String, endingWith end: String
  ) async throws -> [UInt8] {
    let terminal = try PseudoTerminal(
      executable: executable, arguments: arguments, environment: insideTmux)
    let shown = await terminal.wait { terminal in
      guard let button = terminal.screen.find(focus) else { return false }
      return terminal.screen.cursorY == button.row
        && (button.column..<(button.column + focus.count)).contains(terminal.screen.cursorX)
        && terminal.text.hasSuffix(end)
    }
    #expect(shown, terminal.screenDump("\(executable): the cursor on \(focus)"))
    let bytes = terminal.output
    terminal.press(.escape)
    _ = await terminal.waitForExit()
    return bytes
  }
}
