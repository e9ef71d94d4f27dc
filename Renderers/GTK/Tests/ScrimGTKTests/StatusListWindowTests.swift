@_spi(Renderer) import ScrimCore
import Testing

/// A status list in a window (dialog's mixed gauge): Pango's proportional font, yet every
/// chip starts at one x after the widest name, each state in its chip, and a chip that is
/// a gauge filled as far as it is full.
@MainActor
@Suite struct StatusListWindowTests {
  /// A mixed gauge's rows, their names of very different widths in a proportional font.
  private func gauge(_ theme: Theme) -> Dialog {
    let list = StatusList(items: [
      .init(name: "iii", state: "Succeeded"), .init(name: "Process one", state: "Failed"),
      .init(name: "WWW MMM", state: "In Progress"),
      .init(name: "Unpack", state: "40%", fraction: 0.4),
    ])
    let dialog = Dialog(title: "Mixed gauge", message: "Installing the base system.")
    dialog.addControl(.statusList(list))
    let overall = ProgressIndicator(fraction: 0.33)
    overall.accessibilityLabel = "Overall Progress"
    dialog.addControl(.progress(overall))
    dialog.applyTheme(withScheme: theme.scheme)
    return dialog
  }

  @Test("every chip's outline is at one x in pixels, after the widest name; the states show")
  func chipsLineUp() throws {
    let driver = try GTKDriver(scheme: Theme.light.scheme)
    try driver.app.present(gauge(.light))
    try driver.advance(by: .milliseconds(400))
    for state in ["Succeeded", "Failed", "In Progress", "40%", "WWW MMM"] {
      #expect(driver.shows(state), "\(state) is painted")
    }
    let (image, _) = try driver.photograph()
    var modal: ModalLayerState?
    for case .modal(let state) in driver.stage.scene().layers { modal = state }
    let state = try #require(modal)
    let item = try #require(state.layout.items.first { $0.index == 0 }).frame
    guard case .statusList(let list) = state.controls[0] else {
      Issue.record("the first control is a status list")
      return
    }
    let frames = list.rowFrames(in: item, metrics: .points)
    #expect(Set(frames.map(\.chip.x)).count == 1)
    let border = Pixel(state.style.controlBorderColor)
    let background = Pixel(state.style.containerColor)
    for frames in frames {
      let middle = frames.chip.y + frames.chip.height / 2
      // The outline's left edge, painted at the one x the core gave every chip.
      #expect(image[frames.chip.x, middle].distance(to: border) <= 48, "\(frames.chip)")
      #expect(image[frames.chip.x - 2, middle].distance(to: background) <= 8, "\(frames.chip)")
    }
    // The gauge's chip is filled in the accent from its start, 40% of the way.
    let fill = frames[3].chip
    let full = image[fill.x + fill.width / 5, fill.y + fill.height / 2 - 8]
    let empty = image[fill.x + fill.width * 4 / 5, fill.y + fill.height / 2 - 8]
    #expect(full.distance(to: empty) > 16, "filled up to 40%, not past it")
    #expect(full.distance(to: background) > empty.distance(to: background))
  }

  @Test("the README's screenshots: a mixed gauge", arguments: Theme.allCases)
  func screenshot(_ theme: Theme) throws {
    let driver = try GTKDriver(size: Size(width: 640, height: 480), scheme: theme.scheme)
    try driver.app.present(gauge(theme))
    try driver.advance(by: .milliseconds(400))
    #expect(driver.shows("In Progress"))
    try driver.checkScreenshot("statusList-\(theme)")
  }
}
