import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct DialogDefaultActionTests {
  private func present(_ dialog: Dialog) throws -> (Presenter, () -> DismissResult?) {
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    var result: DismissResult?
    try presenter.present(dialog) { result = $0 }
    return (presenter, { result })
  }

  @Test("with Cancel and Delete, focus starts on Cancel and Return does not delete")
  func destructiveIsNeverImplicit() throws {
    let dialog = Dialog(title: "Delete project", message: "Its files go too.")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Delete", style: .destructive))
    #expect(dialog.preferredAction == nil)
    let (presenter, result) = try present(dialog)
    #expect(presenter.focus == .action(0))
    presenter.handle(.key(.enter))
    presenter.update()
    #expect(result()?.reason == .cancel)
  }

  @Test("the first default-style action is preferred; setting nil leaves none preferred")
  func explicitNilOverrides() throws {
    let dialog = Dialog(title: "Export draft")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let export = AlertAction(title: "Export")
    dialog.addAction(export)
    #expect(dialog.preferredAction === export)
    dialog.preferredAction = nil
    #expect(dialog.preferredAction == nil)
    let (presenter, _) = try present(dialog)
    #expect(presenter.focus == .action(1), "Export is still the only plain action")
  }
}
