@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// whiptail's checklist and gauge in a GTK window, light and dark: driven by synthesized
/// keys, checked by what they end with and by a screenshot.
@MainActor
@Suite("Lists and progress in a GTK window", .serialized)
struct ListComponentTests {
  @Test(
    "a checklist: Space checks the row the arrows reach, Tab then Return confirms",
    arguments: Theme.allCases)
  func checklist(_ theme: Theme) throws {
    let driver = try GTKDriver(scheme: theme.scheme)
    let names = ["vim", "emacs", "nano", "helix", "kakoune", "micro", "joe", "ed"]
    let items = names.map { ChoiceList.Item(title: $0, detail: "The \($0) editor") }
    let list = ChoiceList(title: "Editors", items: items)
    list.selectionMode = .multiple
    list.checkedIndices = [0]
    list.movesFocusAtEnds = false
    list.visibleRowLimit = 5
    let dialog = Dialog(title: "Install editors", message: "Choose the editors to install.")
    dialog.addControl(.choice(list))
    var ran: [String] = []
    dialog.addAction(AlertAction(title: "OK") { ran.append($0.title) })
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel) { ran.append($0.title) })
    dialog.presentationOptions.buttonOrder = .asAdded
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(300))
    try driver.press(.down)
    try driver.press(.down)
    try driver.type(" ")
    try driver.press(.down)
    #expect(list.checkedIndices == [0, 2])
    #expect(driver.shows("Install editors") && driver.shows("The helix editor"))
    try driver.checkScreenshot("checklist-\(theme)")
    try driver.press(.tab)
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(300))
    #expect(ran == ["OK"])
  }

  @Test(
    "a gauge: its bar and percentage follow the fraction; the app ends it",
    arguments: Theme.allCases)
  func gauge(_ theme: Theme) throws {
    let driver = try GTKDriver(scheme: theme.scheme)
    let progress = ProgressIndicator(fraction: 0.1)
    let dialog = Dialog(title: "Installing", message: "Unpacking scrim (1.0) …")
    dialog.addControl(.progress(progress))
    var ended: DismissResult?
    try driver.app.present(dialog) { ended = $0 }
    try driver.advance(by: .milliseconds(300))
    progress.fraction = 0.4
    try driver.advance(by: .milliseconds(50))
    #expect(driver.shows("40%"))
    try driver.checkScreenshot("gauge-\(theme)")
    // The bar's filled part, measured in the painted pixels, is the fraction of its track.
    for fraction in [0.4, 0.05, 0.75, 1] {
      progress.fraction = fraction
      try driver.advance(by: .milliseconds(50))
      let bar = try driver.progressBar()
      let expected = fraction * Double(bar.track)
      #expect(abs(Double(bar.filled) - expected) <= 2, "\(bar) for \(fraction)")
    }
    #expect(driver.shows("100%"))
    driver.stage.dismiss(dialog)
    try driver.advance(by: .milliseconds(300))
    #expect(ended?.reason == .programmatic)
  }
}
