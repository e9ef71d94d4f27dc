import ScrimTesting
import Testing

@testable import ScrimCLI

/// whiptail's command line as popt reads it: each rule is one command line run by the real
/// whiptail and by scrim in its place with the same keys, and a script must see the same.
///
/// Each uses an option whose effect shows in the result (`--defaultno`, `--default-item`),
/// so an option that was dropped or read as text makes the runs differ.
@Suite struct WhiptailPlacementTests {
  private let compare = CompatHarness.Comparison(program: "whiptail")
  private let down = CompatHarness.down
  private let items = ["a", "Apple", "b", "Banana", "c", "Cherry"]

  @Test func optionBeforeTheBox() async throws {
    try await compare(
      ["--defaultno", "--yesno", "Format it?", "8", "40"], [.wait("Format"), .keys([.enter])])
  }

  @Test func optionBetweenTheBoxAndItsText() async throws {
    try await compare(
      ["--yesno", "--defaultno", "Format it?", "8", "40"], [.wait("Format"), .keys([.enter])])
  }

  @Test func optionBetweenTheTextAndTheHeight() async throws {
    try await compare(
      ["--yesno", "Format it?", "--defaultno", "8", "40"], [.wait("Format"), .keys([.enter])])
  }

  @Test func optionBetweenTheHeightAndTheWidth() async throws {
    try await compare(
      ["--yesno", "Format it?", "8", "--defaultno", "40"], [.wait("Format"), .keys([.enter])])
  }

  @Test func optionBetweenTheWidthAndTheListHeight() async throws {
    try await compare(
      ["--menu", "Pick one", "15", "40", "--default-item", "b", "3"] + items,
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func optionBetweenTheListHeightAndTheItems() async throws {
    try await compare(
      ["--menu", "Pick one", "15", "40", "3", "--default-item", "c"] + items,
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func optionAmongTheItems() async throws {
    try await compare(
      ["--menu", "Pick one", "15", "40", "3", "a", "Apple", "--default-item", "b", "b", "Banana"],
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func optionAfterTheItems() async throws {
    try await compare(
      ["--menu", "Pick one", "15", "40", "3"] + items + ["--title", "Fruit", "--default-item=c"],
      [.wait("Fruit"), .keys([.enter])])
  }

  @Test func theTextMayComeBeforeTheBoxOption() async throws {
    try await compare(
      ["Format it?", "--yesno", "8", "40"], [.wait("Format"), .keys([down, .enter])])
  }

  @Test func doubleDashMakesOptionLookingWordsItems() async throws {
    try await compare(
      ["--menu", "Pick one", "15", "40", "3", "--", "-a", "Apple", "--b", "Banana"],
      [.wait("Pick"), .keys([down, .enter])])
  }

  @Test func doubleDashMakesOptionLookingWordsText() async throws {
    try await compare(
      ["--msgbox", "--", "--title", "8", "40"], [.wait("--title"), .keys([.enter])])
  }

  @Test func optionsAfterDoubleDashAreIgnoredLeftovers() async throws {
    try await compare(
      ["--yesno", "Format it?", "8", "40", "--", "--defaultno"], [.wait("Format"), .keys([.enter])])
  }

  @Test func theLastOfARepeatedOptionWins() async throws {
    try await compare(
      ["--default-item", "a", "--default-item", "c", "--menu", "Pick one", "15", "40", "3"]
        + items,
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func anOptionsValueMayFollowAnEqualsSign() async throws {
    try await compare(
      ["--output-fd=3", "--menu", "Pick one", "15", "40", "3"] + items,
      [.wait("Pick"), .keys([down, .enter])], stream: .descriptor(3))
  }

  @Test func anOptionsValueIsTheNextWordWhateverItLooksLike() async throws {
    try await compare(
      ["--title", "--msgbox", "--msgbox", "Hello", "8", "40"], [.wait("Hello"), .keys([.enter])])
  }

  @Test func anUnknownOptionExitsOne() async throws {
    try await compare(["--bogus", "--msgbox", "Hello", "8", "40"], [])
  }

  @Test func dialogsOwnOptionsAreUnknownToWhiptail() async throws {
    try await compare(["--stdout", "--inputbox", "Name", "8", "40"], [])
    try await compare(["--no-cancel", "--inputbox", "Name", "8", "40"], [])
  }

  @Test func aLongOptionIsNeverAbbreviated() async throws {
    try await compare(["--tit", "T", "--msgbox", "Hello", "8", "40"], [])
  }

  @Test func aMissingValueExitsOne() async throws {
    try await compare(["--msgbox", "Hello", "8", "40", "--title"], [])
  }

  @Test func aNegativeNumberBeforeDoubleDashIsAnOption() async throws {
    try await compare(["--menu", "Pick one", "15", "40", "3", "-1", "Apple"], [])
  }

  @Test func aSecondBoxIsAUsageError() async throws {
    try await compare(["--msgbox", "--yesno", "Hello", "8", "40"], [])
  }

  @Test func aSizeThatIsNotANumberIsAUsageError() async throws {
    try await compare(["--msgbox", "Hello", "8", "40x"], [])
    try await compare(["--menu", "Pick one", "15", "40", "x"] + items, [])
  }

  @Test func anEmptySizeIsZero() async throws {
    try await compare(["--msgbox", "Hello", "", "40"], [.wait("Hello"), .keys([.enter])])
  }

  @Test func argumentsPastWhatTheBoxReadsAreIgnored() async throws {
    try await compare(
      ["--msgbox", "Hello", "8", "40", "extra", "more"], [.wait("Hello"), .keys([.enter])])
    try await compare(
      ["--inputbox", "Name", "8", "40", "Ann", "more"], [.wait("Name"), .keys([.enter])])
  }

  @Test func tooFewArgumentsIsAUsageError() async throws {
    try await compare(["--msgbox", "Hello", "8"], [])
    try await compare(["--gauge", "Copying", "8", "40"], [])
  }

  @Test func aMenuNeedsWholePairs() async throws {
    try await compare(["--menu", "Pick one", "15", "40", "3", "a", "Apple", "b"], [])
    try await compare(["--menu", "Pick one", "15", "40", "3"], [])
  }

  @Test func helpBeforeAnErrorIsAnswered() async throws {
    try await compare(["-h", "--bogus"], [])
    try await compare(["--bogus", "-h"], [])
  }

  @Test func noitemMenusStillReadPairsAndChecklistsReadPairs() async throws {
    try await compare(
      ["--noitem", "--menu", "Pick one", "15", "40", "3", "a", "A", "b", "B"],
      [.wait("Pick"), .keys([down, .enter])])
    try await compare(
      ["--noitem", "--checklist", "Pick some", "15", "40", "3", "a", "on", "b", "off"],
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func escOnABoxWithNocancelExitsOne() async throws {
    try await compare(
      ["--nocancel", "--menu", "Pick one", "15", "40", "3"] + items,
      [.wait("Pick"), .keys([.escape])])
    try await compare(
      ["--nocancel", "--inputbox", "Name", "8", "40", "Ann"], [.wait("Name"), .keys([.escape])])
    try await compare(
      ["--menu", "Pick one", "15", "40", "3"] + items, [.wait("Pick"), .keys([.escape])])
  }

  @Test func anItemIsOnForOnYesOrOneInAnyCase() async throws {
    try await compare(
      [
        "--checklist", "Pick some", "15", "40", "4", "a", "A", "yes", "b", "B", "1", "c", "C", "ON",
        "d", "D", "true",
      ],
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func theLastItemThatIsOnIsTheRadiolistsChoice() async throws {
    try await compare(
      [
        "--radiolist", "Pick one", "15", "40", "3", "a", "A", "on", "b", "B", "on", "c", "C", "off",
      ],
      [.wait("Pick"), .keys([.enter])])
  }

  @Test func backslashNInTheTextBreaksTheLine() async throws {
    try await compare(
      ["--title", "A\\nB", "--msgbox", "First\\nSecond", "10", "40"],
      [.wait("Second"), .wait("A\\nB"), .keys([.enter])])
  }
}
