@_spi(Renderer) import ScrimCore
import Testing

/// A status list on every renderer: dialog's mixed gauge, whose rows change as the work
/// goes on.
@MainActor
enum StatusListScenarios {
  /// A mixed gauge: each task with its state, nothing to focus, a state that changes, an
  /// overall bar, ended by the app.
  static func mixedGauge(_ driver: any StageDriver) throws {
    let steps = StatusList(items: [
      .init(name: "Download", state: "Succeeded"), .init(name: "Unpack", state: "In Progress"),
    ])
    let overall = ProgressIndicator(fraction: 0.5)
    let dialog = Dialog(title: "Installing", message: "Two steps")
    dialog.addControl(.statusList(steps))
    dialog.addControl(.progress(overall))
    var ended: DismissResult?
    try driver.stage.present(dialog) {
      ended = $0
      driver.note("ended: \($0.reason)")
    }
    try driver.advance(by: .milliseconds(200))
    #expect(driver.shows("Download") && driver.shows("Succeeded"))
    #expect(driver.shows("In Progress") && driver.shows("50%"))
    try driver.press(.tab)
    #expect(driver.stage.presenter.focus == nil, "a status list takes no focus")
    steps.items[1].state = "Done"
    overall.fraction = 1
    try driver.advance(by: .milliseconds(33))
    #expect(driver.shows("Done") && driver.shows("100%"))
    driver.stage.dismiss(dialog)
    try driver.advance(by: .milliseconds(200))
    #expect(ended?.reason == .programmatic)
    #expect(!driver.shows("Installing"))
  }
}
