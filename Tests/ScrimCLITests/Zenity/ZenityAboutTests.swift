@_spi(Renderer) import ScrimCore
@_spi(Renderer) import ScrimTesting
import Testing

@testable import ScrimCLI

/// `--about` as zenity 3.44 shows it (GTK's about dialog, read with pyatspi under Xvfb):
/// the program's name, its version, what it does, its copyright, and Close; however it
/// is closed, nothing is printed and zenity exits with its Esc code.
@MainActor
@Suite("zenity's about box")
struct ZenityAboutTests {
  private func shown(_ arguments: [String] = []) throws -> ShownBox<ZenityRequest> {
    guard case .show(let request) = try ZenityParser().parse(["--about"] + arguments) else {
      throw NotABox()
    }
    let builder = ZenityBuilder(
      readStandardInput: { _ in ZenityBoundedRead(bytes: [], isCut: false) },
      readFile: { _, _ in .success(ZenityBoundedRead(bytes: [], isCut: false)) })
    return builder.make(request)
  }

  private struct NotABox: Error {}

  @Test("it says scrim, its version, what it does and its copyright, with Close alone")
  func content() throws {
    let box = try shown()
    let renderer = TextRenderer(
      clock: ManualClock(), size: Size(width: 100, height: 40), reducesMotion: true)
    try renderer.loop.present(box.modal)
    let screen = renderer.lines.joined(separator: "\n")
    for words in ["scrim", ScrimVersion.current, "Display dialog boxes", "Copyright", "CLOSE"] {
      #expect(screen.contains(words), "\(words) in\n\(screen)")
    }
    #expect(box.modal.actions.map(\.title) == ["Close"])
    #expect(box.windowTitle == "About scrim")
  }

  @Test("the common options change nothing: no time-out, no other title or buttons")
  func optionsIgnored() throws {
    let box = try shown([
      "--timeout=2", "--title=Mine", "--ok-label=Yes", "--extra-button=More", "--width=900",
    ])
    #expect(box.request.timeout == nil && box.request.width == nil)
    #expect(box.windowTitle == "About scrim")
    #expect(box.modal.actions.map(\.title) == ["Close"])
  }

  @Test("Close and Esc print nothing and exit with zenity's Esc code, not its Cancel code")
  func endings() throws {
    let box = try shown()
    let codes = ["ZENITY_OK": "3", "ZENITY_CANCEL": "7", "ZENITY_ESC": "9"]
    for reason in [CommandOutcome.Reason.cancel, .escape] {
      let ending = box.ending(for: reason)
      let plain = ZenityOutput.result(for: ending, of: box.request) { _ in nil }
      #expect(plain.output.isEmpty && plain.status == 1, "\(reason)")
      let coded = ZenityOutput.result(for: ending, of: box.request) { codes[$0] }
      #expect(coded.status == 9, "\(reason)")
    }
  }
}
