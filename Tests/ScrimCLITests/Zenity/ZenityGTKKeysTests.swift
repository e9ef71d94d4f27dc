import ScrimCore
import ScrimTesting
import Testing

@testable import ScrimCLI

/// zenity's calendar and colour selection under the keys a user presses, each answer as
/// zenity 3.44 gave it under Xvfb (keys sent with xdotool): where focus starts and what
/// Return, Space and the arrows do there.
@MainActor
@Suite("zenity's calendar and colour keys")
struct ZenityGTKKeysTests {
  /// The box the arguments ask for, on a stage, after `keys`: the button it ended on (nil
  /// while it still shows) and what it prints.
  private func run(_ arguments: [String], keys: [StageInput]) throws -> (
    BoxEnding.Button?, String?
  ) {
    guard case .show(let request) = try ZenityParser().parse(arguments) else {
      Issue.record("not a box")
      return (nil, nil)
    }
    let builder = ZenityBuilder(
      readStandardInput: { _ in ZenityBoundedRead(bytes: [], isCut: false) },
      readFile: { _, _ in .success(ZenityBoundedRead(bytes: [], isCut: false)) })
    let shown = builder.make(request)
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 40), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    try stage.present(shown.modal)
    stage.update()
    for key in keys { stage.handle(key) }
    guard let button = shown.chosen else { return (nil, nil) }
    guard button == .ok, case .text(let text) = shown.readValue() else { return (button, nil) }
    return (button, text)
  }

  private let calendar = [
    "--calendar", "--title=Select a Date", "--text=Click on a date to select that date.",
    "--day=10", "--month=8", "--year=2004", "--date-format=%d-%m-%y",
  ]

  @Test("calendar: focus starts on OK; Right stays there, Left goes to Cancel")
  func calendarStartsOnOK() throws {
    let rightRightReturn: [StageInput] = [.key(.right), .key(.right), .key(.enter)]
    #expect(try run(calendar, keys: rightRightReturn) == (.ok, "10-08-04\n"))
    #expect(try run(calendar, keys: [.text(" ")]) == (.ok, "10-08-04\n"))
    #expect(try run(calendar, keys: [.key(.left), .text(" ")]).0 == .cancel)
    #expect(try run(calendar, keys: [.key(.backTab), .key(.enter)]).0 == .cancel)
  }

  @Test("calendar grid: the arrows move a focused day over GTK's six weeks, Space picks it")
  func calendarFocusedDay() throws {
    let back: [StageInput] = [.key(.tab), .key(.tab), .key(.enter)]
    let cases: [([StageInput], String)] = [
      ([.key(.right), .key(.right), .text(" ")], "26-07-04"),
      ([.key(.right), .key(.right)], "10-08-04"),
      ([.key(.down), .text(" ")], "25-07-04"),
      ([.key(.left), .text(" ")], "04-09-04"),
      ([.key(.pageDown)], "10-08-04"),
      ([.key(.home), .text(" ")], "10-08-04"),
    ]
    for (keys, printed) in cases {
      #expect(
        try run(calendar, keys: [.key(.tab)] + keys + back) == (.ok, printed + "\n"), "\(keys)")
    }
  }

  @Test("calendar grid: Return there answers nothing, Esc cancels")
  func calendarReturnInGrid() throws {
    #expect(try run(calendar, keys: [.key(.tab), .key(.right), .key(.enter)]).0 == nil)
    #expect(try run(calendar, keys: [.key(.tab), .key(.escape)]).0 == .cancel)
  }

  private let color = ["--color-selection", "--title=Copy color to Clipboard", "--color=#3584E4"]

  @Test("colour: Return in the field does not close; Tab then Return is Select")
  func colourFocus() throws {
    #expect(try run(color, keys: [.key(.enter)]).0 == nil)
    #expect(try run(color, keys: [.key(.tab), .key(.enter)]) == (.ok, "rgb(53,132,228)\n"))
    #expect(
      try run(color, keys: [.key(.tab), .key(.tab), .key(.enter)]) == (.ok, "rgb(53,132,228)\n"))
    #expect(
      try run(color, keys: [.key(.enter), .key(.tab), .key(.enter)]) == (.ok, "rgb(53,132,228)\n"))
    #expect(
      try run(color, keys: [.text("red"), .key(.tab), .key(.enter)]) == (.ok, "rgb(255,0,0)\n"))
    #expect(try run(color, keys: [.key(.backTab), .text(" ")]) == (.ok, "rgb(53,132,228)\n"))
    #expect(try run(color, keys: [.key(.escape)]).0 == .cancel)
  }
}
