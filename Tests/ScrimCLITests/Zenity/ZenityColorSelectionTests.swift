import ScrimCore
import ScrimTesting
import Testing

@testable import ScrimCLI

/// `--color-selection` read and built: what OK prints for the `--color` given and for the
/// colours typed, each as zenity 3.44 printed it under Xvfb (its GTK 3 colour chooser,
/// answered with Alt+S).
@MainActor
@Suite("zenity's colour selection")
struct ZenityColorSelectionTests {
  /// The box the arguments ask for, on a stage, with what OK prints once `keys` were
  /// pressed.
  private func printed(_ arguments: [String], keys: [StageInput] = []) throws -> String? {
    guard case .show(let request) = try ZenityParser().parse(["--color-selection"] + arguments)
    else {
      Issue.record("not a box")
      return nil
    }
    let builder = ZenityBuilder(
      readStandardInput: { _ in ZenityBoundedRead(bytes: [], isCut: false) },
      readFile: { _, _ in .success(ZenityBoundedRead(bytes: [], isCut: false)) })
    let shown = builder.make(request)
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 30), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    try stage.present(shown.modal)
    stage.update()
    for key in keys { stage.handle(key) }
    guard case .text(let text) = shown.readValue() else { return nil }
    return text
  }

  @Test("--color and --show-palette are read on the colour selection only")
  func options() throws {
    guard
      case .show(let request) = try ZenityParser().parse([
        "--color-selection", "--color=#abc", "--show-palette",
      ])
    else {
      Issue.record("not a box")
      return
    }
    #expect(request.color.color == "#abc" && request.color.showsPalette)
    #expect(throws: ZenityUsageError.self) { try ZenityParser().parse(["--info", "--color=red"]) }
  }

  @Test("OK prints the --color given as GdkRGBA writes it; white when none or none GTK reads")
  func startingColour() throws {
    let expected: [(String?, String)] = [
      (nil, "rgb(255,255,255)"), ("red", "rgb(255,0,0)"), ("#abc", "rgb(170,187,204)"),
      ("#336699", "rgb(51,102,153)"), ("#123456789abc", "rgb(18,86,154)"),
      ("rgb(10%,20%,30%)", "rgb(26,51,77)"), ("rgba(10,20,30,0.5)", "rgba(10,20,30,0.5)"),
      ("bogus", "rgb(255,255,255)"), ("  Blue  ", "rgb(255,255,255)"),
      ("#33669980", "rgb(255,255,255)"), ("hsl(120,100%,50%)", "rgb(255,255,255)"),
      ("gray", "rgb(128,128,128)"), ("maroon", "rgb(128,0,0)"), ("purple", "rgb(128,0,128)"),
      ("teal", "rgb(0,128,128)"), ("crimson", "rgb(220,20,60)"), ("NAVY", "rgb(0,0,128)"),
      ("rebeccapurple", "rgb(102,51,153)"), ("rgb(1,2,3,4)", "rgb(255,255,255)"),
      ("rgba(1,2,3)", "rgb(255,255,255)"), ("rgb(300,-5,128)", "rgb(255,0,128)"),
    ]
    for (given, output) in expected {
      let arguments = given.map { ["--color=\($0)"] } ?? []
      #expect(try printed(arguments) == output + "\n", "\(given ?? "none")")
      #expect(
        try printed(arguments + ["--show-palette"]) == output + "\n", "\(given ?? "none") palette")
    }
  }

  @Test("a colour typed in the field is what OK prints: names, #hex, rgb and rgba")
  func typedColours() throws {
    let typed: [(String, String)] = [
      ("navy", "rgb(0,0,128)"), ("Dark Olive Green", "rgb(85,107,47)"),
      (" #0f0 ", "rgb(0,255,0)"), ("rgb( 1 , 2 , 3 )", "rgb(1,2,3)"),
      ("rgba(255,0,0,0.25)", "rgba(255,0,0,0.25)"), ("rgba(0,0,0,0)", "rgba(0,0,0,0)"),
      ("rgba(0,0,0,0.3333333)", "rgba(0,0,0,0.333333)"), ("rgb(300,-5,128)", "rgb(255,0,128)"),
    ]
    for (text, output) in typed {
      #expect(try printed(["--color=red"], keys: [.text(text)]) == output + "\n", "\(text)")
    }
  }

  @Test("with --show-palette a swatch chosen is what OK prints; Custom stands for the field")
  func palette() throws {
    // Red is no swatch: the list starts on Custom, below which comes Light Scarlet Red.
    #expect(try printed(["--show-palette", "--color=red"]) == "rgb(255,0,0)\n")
    #expect(
      try printed(["--show-palette", "--color=red"], keys: [.key(.down)]) == "rgb(239,41,41)\n")
    // Black is one: it starts chosen, and the row above it is Dark Aluminum 2.
    #expect(
      try printed(["--show-palette", "--color=black"], keys: [.key(.up)]) == "rgb(46,52,54)\n")
  }

  @Test("a time-out prints nothing and exits 1: zenity's colour selection takes it for Esc")
  func timeOut() {
    let ending = BoxEnding(reason: .timeout, value: .text("rgb(255,255,255)\n"))
    let result = ZenityOutput.result(for: ending, of: ZenityRequest(box: .colorSelection)) { _ in
      nil
    }
    #expect(result == ("", 1))
  }
}
