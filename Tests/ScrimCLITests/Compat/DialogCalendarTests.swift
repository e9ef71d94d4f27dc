import ScrimSystem
import ScrimTesting
import Testing

/// dialog 1.3's `--calendar`: the real dialog and scrim in its place, on the same command
/// line and keys, must end alike (exit status and the date on the result stream).
///
/// The command line is qjcg/shell-examples' `98-tui/dialog.sh` (commit 59a2d75), which asks
/// a birthday with `--stdout`; the corpus holds it too.
@Suite struct DialogCalendarTests {
  private let dialog = CompatHarness.Comparison(program: "dialog")
  private let birthday = [
    "--stdout", "--calendar", "Please enter your birthday", "0", "0", "17", "08", "1982",
  ]
  private let tab = PseudoTerminal.Key("\t")

  /// Compares a command line that writes its date on stdout (`--stdout`).
  private func compare(
    _ arguments: [String], _ steps: [CompatHarness.Step],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await dialog(arguments, steps, stream: .standardOutput, sourceLocation: sourceLocation)
  }

  @Test func returnOnOKWritesTheDayGivenAsDayMonthYear() async throws {
    try await compare(birthday, [.wait("birthday"), .keys([.enter])])
  }

  @Test func rightFromOKMovesToCancel() async throws {
    try await compare(birthday, [.wait("birthday"), .keys([CompatHarness.right, .enter])])
  }

  @Test func tabVisitsCancelThenTheMonthTheYearAndTheDays() async throws {
    // The month, then the year: every arrow steps it.
    try await compare(
      birthday, [.wait("birthday"), .keys([tab, tab, CompatHarness.right, .enter])])
    try await compare(
      birthday, [.wait("birthday"), .keys([tab, tab, CompatHarness.up, .enter])])
    try await compare(
      birthday, [.wait("birthday"), .keys([tab, tab, tab, CompatHarness.left, .enter])])
    try await compare(
      birthday, [.wait("birthday"), .keys([tab, tab, tab, tab, .escape])])
  }

  @Test func inTheDaysArrowsMoveADayOrAWeekAndPagesAWeek() async throws {
    let days = [tab, tab, tab, tab]
    try await compare(
      birthday, [.wait("birthday"), .keys(days + [CompatHarness.right, .enter])])
    try await compare(
      birthday,
      [.wait("birthday"), .keys(days + [CompatHarness.down, CompatHarness.down, .enter])])
    try await compare(
      birthday, [.wait("birthday"), .keys(days + [PseudoTerminal.Key("\u{1B}[5~"), .enter])])
    try await compare(birthday, [.wait("birthday"), .keys(days), .type("++-"), .keys([.enter])])
  }

  @Test func aMonthFromTheThirtyFirstIsItsLengthInDays() async throws {
    // dialog steps a month by its days: from 31 January a month on is early March.
    let late = ["--stdout", "--calendar", "When?", "0", "0", "31", "1", "2001"]
    try await compare(
      late, [.wait("When"), .keys([tab, tab, CompatHarness.down, .enter])])
  }

  @Test func dateFormatIsStrftimes() async throws {
    for format in ["%Y-%m-%d", "%A %d %B %Y", "%j %U %a %b", ""] {
      try await compare(
        ["--stdout", "--date-format", format] + Array(birthday.dropFirst()),
        [.wait("birthday"), .keys([.enter])])
    }
  }

  @Test func outOfRangeNumbersKeepTodaysOrCarryOver() async throws {
    for numbers in [["31", "2", "2000"], ["5", "13", "2000"], ["0", "0", "0"]] {
      try await compare(
        ["--stdout", "--calendar", "When?", "0", "0"] + numbers, [.wait("When"), .keys([.enter])])
    }
  }

  @Test func escapeEndsWith255AndWritesNothing() async throws {
    try await compare(birthday, [.wait("birthday"), .keys([.escape])])
  }
}

/// dialog's calendar as line prompts, in process: a date asked as year-month-day, asked
/// again when it is none, written as dialog writes it.
@MainActor
@Suite struct DialogCalendarLineTests {
  @Test("line mode asks a date as year-month-day, again on a bad one; OK writes dd/mm/yyyy")
  func lineMode() async {
    let fixture = CompatCommandTests.Fixture()
    let io = ScriptedLineIO(["1982-02-30", "1999-12-31", "1"])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    let end = await command.run(["--calendar", "Birthday", "0", "0", "17", "8", "1982"])
    #expect(end.status == 0)
    #expect(fixture.written(2) == "31/12/1999")
    #expect(io.transcript.contains("(year-month-day, Return keeps 1982-08-17, Tuesday 17"))
    #expect(io.transcript.contains("enter a date as year-month-day"))
  }
}
