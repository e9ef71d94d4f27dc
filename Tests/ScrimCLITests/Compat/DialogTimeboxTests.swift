import ScrimSystem
import ScrimTesting
import Testing

/// dialog 1.3's `--timebox`: the real dialog and scrim in its place, on the same command
/// line and keys, must end alike (exit status and the time on the result stream).
///
/// The command line is dialog's own sample `samples/timebox` (Thomas E. Dickey's dialog,
/// shipped as /usr/share/doc/dialog/examples/timebox), copied by FraLaz1971/weather's
/// `qdialog/examples/t_timebox.sh`, which the corpus holds.
@Suite struct DialogTimeboxTests {
  private let compare = CompatHarness.Comparison(program: "dialog")
  private let time = [
    "--title", "TIMEBOX", "--timebox", "Please set the time...", "0", "0", "12", "34", "56",
  ]
  private let tab = PseudoTerminal.Key("\t")

  @Test func returnOnOKWritesTheTimeGiven() async throws {
    try await compare(time, [.wait("time"), .keys([.enter])])
  }

  @Test func tabVisitsCancelThenTheFieldsWhereDownRaisesAndUpLowers() async throws {
    try await compare(time, [.wait("time"), .keys([tab, tab, CompatHarness.up, .enter])])
    try await compare(
      time, [.wait("time"), .keys([tab, tab, tab, CompatHarness.down, .enter])])
    try await compare(
      time, [.wait("time"), .keys([tab, tab, tab, tab, PseudoTerminal.Key("\u{1B}[5~"), .enter])])
    try await compare(time, [.wait("time"), .keys([tab, tab]), .type("++-+"), .keys([.enter])])
  }

  @Test func leftAndRightMoveAlongTheFieldsAndTheButtons() async throws {
    try await compare(
      time, [.wait("time"), .keys([tab, tab, CompatHarness.right, CompatHarness.up, .enter])])
    try await compare(time, [.wait("time"), .keys([tab, tab, CompatHarness.left, .enter])])
    try await compare(time, [.wait("time"), .keys([CompatHarness.right, .enter])])
  }

  @Test func fieldsWrapRoundWithoutCarrying() async throws {
    let late = ["--timebox", "Late", "0", "0", "23", "59", "59"]
    try await compare(late, [.wait("Late"), .keys([tab, tab]), .type("+"), .keys([.enter])])
    try await compare(late, [.wait("Late"), .keys([tab, tab, tab]), .type("+"), .keys([.enter])])
  }

  @Test func timeFormatIsStrftimes() async throws {
    for format in ["%H.%M.%S", "%I:%M %p", ""] {
      try await compare(
        ["--time-format", format] + time, [.wait("time"), .keys([.enter])])
    }
  }

  @Test func escapeEndsWith255AndWritesNothing() async throws {
    try await compare(time, [.wait("time"), .keys([.escape])])
  }
}

/// dialog's timebox as line prompts, in process: a time asked as hours:minutes:seconds,
/// asked again when it is none, written as dialog writes it.
@MainActor
@Suite struct DialogTimeboxLineTests {
  @Test("line mode asks hours:minutes:seconds, again on a bad one; OK writes hh:mm:ss")
  func lineMode() async {
    let fixture = CompatCommandTests.Fixture()
    let io = ScriptedLineIO(["25:00:00", "7:05:09", "1"])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    let end = await command.run(["--timebox", "Alarm", "0", "0", "12", "34", "56"])
    #expect(end.status == 0)
    #expect(fixture.written(2) == "07:05:09")
    #expect(io.transcript.contains("(hours:minutes:seconds, Return keeps 12:34:56): "))
    #expect(io.transcript.contains("enter a time as hours:minutes:seconds"))
  }

  @Test("an hour past 23 is an error, as dialog's (255)")
  func outOfRange() async {
    let fixture = CompatCommandTests.Fixture()
    let io = ScriptedLineIO([])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    let end = await command.run(["--timebox", "Alarm", "0", "0", "24", "0", "0"])
    #expect(end.status == 255)
  }
}
