import ScrimSystem
import ScrimTesting
import Testing

/// dialog's command line as dialog 1.3 reads it, in order: each rule is one command line
/// run by the real dialog and by scrim in its place with the same keys, and a script must
/// see the same.
@Suite struct DialogPlacementTests {
  private let compare = CompatHarness.Comparison(program: "dialog")
  private let down = CompatHarness.down
  private let items = ["a", "Apple", "b", "Banana", "c", "Cherry"]
  private let form =
    ["F", "12", "50", "3", "Name:", "1", "1", "abc", "1", "10", "20", "0"]
    + ["Age:", "2", "1", "42", "2", "10", "20", "0"]

  @Test func commonOptionsComeBeforeTheBox() async throws {
    try await compare(
      ["--defaultno", "--yesno", "Format it?", "0", "0"], [.wait("Format"), .keys([.enter])])
  }

  @Test func anOptionBetweenTheBoxAndItsTextIsAnError() async throws {
    try await compare(["--msgbox", "--title", "T", "Hello", "8", "30"], [])
  }

  @Test func anUnknownDoubleDashWordIsAnArgument() async throws {
    try await compare(["--msgbox", "--bogus", "6", "30"], [.wait("--bogus"), .keys([.enter])])
  }

  @Test func aNegativeNumberIsAnItem() async throws {
    try await compare(
      ["--menu", "Pick one", "12", "40", "4", "a", "Apple", "-1", "Minus"],
      [.wait("Pick"), .keys([down, .enter])])
  }

  @Test func aKnownOptionAfterTheArgumentsStartsTheNextBox() async throws {
    try await compare(
      ["--msgbox", "First", "6", "30", "--msgbox", "Second", "6", "30"],
      [.wait("First"), .keys([.enter]), .wait("Second"), .keys([.enter])])
  }

  @Test func anImpliedChainStopsAfterAnythingButOK() async throws {
    try await compare(
      ["--yesno", "First", "6", "30", "--msgbox", "Second", "6", "30"],
      [.wait("First"), .keys([.tab, .enter])])
  }

  @Test func andWidgetGoesOnAfterCancel() async throws {
    try await compare(
      ["--yesno", "First", "6", "30", "--and-widget", "--msgbox", "Second", "6", "30"],
      [.wait("First"), .keys([.tab, .enter]), .wait("Second"), .keys([.enter])])
  }

  @Test func optionsAfterTheLastBoxWantAnotherBox() async throws {
    try await compare(
      ["--msgbox", "Hello", "8", "30", "--title", "T"], [.wait("Hello"), .keys([.enter])])
  }

  @Test func aWordAfterABoxThatIsNoOptionIsAnError() async throws {
    try await compare(
      ["--msgbox", "Hello", "8", "30", "--and-widget", "stray"], [.wait("Hello"), .keys([.enter])])
  }

  @Test func optionsApplyToTheirOwnBoxOnly() async throws {
    try await compare(
      [
        "--defaultno", "--yesno", "First", "6", "30", "--and-widget", "--yesno", "Second", "6",
        "30",
      ],
      [.wait("First"), .keys([.enter]), .wait("Second"), .keys([.enter])])
  }

  @Test func doubleDashEscapesExactlyOneWord() async throws {
    try await compare(
      ["--menu", "Pick one", "12", "40", "4", "--", "--title", "Apple", "b", "Banana"],
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func stdoutCountsWherever() async throws {
    try await compare(
      ["--inputbox", "Name", "8", "30", "--stdout", "Ann"], [.wait("Name"), .keys([.enter])],
      stream: .standardOutput)
  }

  @Test func outputFdCountsWherever() async throws {
    try await compare(
      ["--inputbox", "Name", "8", "30", "--output-fd", "3", "Ann"],
      [.wait("Name"), .keys([.enter])],
      stream: .descriptor(3))
  }

  @Test func helpCountsWherever() async throws {
    try await compare(["--msgbox", "--", "--help", "6", "30"], [])
  }

  @Test func aSingleArgumentPrintsTheHelp() async throws {
    try await compare(["--msgbox"], [])
    try await compare([], [])
  }

  @Test func optionsAloneDrawNothing() async throws {
    try await compare(["--title", "T", "--clear"], [])
  }

  @Test func dialogoptsComeBeforeEachBoxsOwnOptions() async throws {
    try await CompatHarness.compare(
      "dialog", ["--msgbox", "Hello", "6", "30"], steps: [.wait("FromEnv"), .keys([.enter])],
      environment: ["DIALOGOPTS=--title FromEnv --defaultno"])
    try await CompatHarness.compare(
      "dialog", ["--title", "Given", "--yesno", "Hello", "6", "30"],
      steps: [.wait("Given"), .keys([.enter])],
      environment: ["DIALOGOPTS=--title FromEnv --defaultno"])
  }

  @Test func aValueNeverFollowsAnEqualsSign() async throws {
    try await compare(["--title=X", "--msgbox", "Hello", "6", "30"], [])
  }

  @Test func aNoPrefixIsAddedOrTakenAway() async throws {
    try await compare(
      ["--nocancel", "--nomsgbox", "Hello", "6", "30"], [.wait("Hello"), .keys([.enter])])
  }

  @Test func aBoxOfFixedSizeTakesNoMoreWords() async throws {
    try await compare(["--msgbox", "Hello", "8", "30", "extra"], [])
  }

  @Test func separateOutputIsForChecklistsOnly() async throws {
    try await compare(["--separate-output", "--menu", "Pick one", "12", "40", "4"] + items, [])
  }

  @Test func outputSeparatorComesBeforeEachQuotedTagAndAfterEachField() async throws {
    try await compare(
      [
        "--output-separator", "::", "--checklist", "Pick", "12", "40", "4", "a", "A", "on", "b c",
        "B", "on",
      ],
      [.wait("Pick"), .keys([.enter])])
    try await compare(
      [
        "--output-separator", "::", "--separate-output", "--checklist", "Pick", "12", "40", "4",
        "a", "A", "on", "b c", "B", "on",
      ],
      [.wait("Pick"), .keys([.enter])])
    try await compare(
      ["--output-separator", "::", "--form"] + form, [.wait("Name"), .keys([.enter])])
  }

  @Test func aFormFieldIsEditedFromItsStart() async throws {
    try await compare(["--form"] + form, [.wait("Name"), .type("X"), .keys([.enter])])
    try await compare(
      ["--form"] + form, [.wait("Name"), .keys([down]), .type("X"), .keys([.enter])])
  }

  @Test func tabInAFormGoesToTheButtons() async throws {
    try await compare(
      ["--form"] + form, [.wait("Name"), .keys([.tab]), .type("X"), .keys([.enter])])
    try await compare(["--form"] + form, [.wait("Name"), .keys([.tab, .tab, .enter])])
    try await compare(
      ["--form"] + form, [.wait("Name"), .keys([.backTab]), .type("X"), .keys([.enter])])
  }

  @Test func tabBackIntoAFormReturnsToTheFieldLastEdited() async throws {
    try await compare(
      ["--form"] + form,
      [.wait("Name"), .keys([down, .tab, .tab, .tab]), .type("X"), .keys([.enter])])
  }

  @Test func upAndDownInAFormWrap() async throws {
    try await compare(
      ["--form"] + form, [.wait("Name"), .keys([down, down]), .type("X"), .keys([.enter])])
    try await compare(
      ["--form"] + form, [.wait("Name"), .keys([CompatHarness.up]), .type("X"), .keys([.enter])])
  }

  @Test func escIs255EvenWithNoCancel() async throws {
    try await compare(
      ["--no-cancel", "--inputbox", "Name", "8", "30"], [.wait("Name"), .keys([.escape])])
  }

  @Test func onlyOnTurnsAnItemOn() async throws {
    try await compare(
      ["--checklist", "Pick", "12", "40", "4", "a", "A", "1", "b", "B", "yes", "c", "C", "ON"],
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func fileStandsForItsWords() async throws {
    let text = "--title \"File T\" --msgbox\n\"multi word \\\"q\\\" text\" 7 40\n"
    try await CompatHarness.withFile(text, named: "arguments") { path in
      try await compare(
        ["--file", path], [.wait("multi word \"q\" text"), .wait("File T"), .keys([.enter])])
    }
  }
}
