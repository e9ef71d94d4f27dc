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

  /// The dialog: Cancel, then three default-style actions of rising emphasis.
  private func wishlistDialog() -> (Dialog, later: AlertAction, add: AlertAction) {
    let dialog = Dialog(title: "Add to cart?")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let later = AlertAction(title: "Later", emphasis: .low)
    dialog.addAction(later)
    dialog.addAction(AlertAction(title: "Wishlist", emphasis: .medium))
    let add = AlertAction(title: "Add item", emphasis: .high)
    dialog.addAction(add)
    return (dialog, later, add)
  }

  @Test("the implicit default is the highest-emphasis action, and Return runs it")
  func implicitDefaultFollowsEmphasis() throws {
    let (dialog, _, add) = wishlistDialog()
    #expect(dialog.preferredAction === add)
    let (presenter, result) = try present(dialog)
    presenter.handle(.key(.enter))
    presenter.update()
    #expect(result()?.action === add)
    let kinds = dialog.resolvedStyle().buttons.map(\.kind)
    #expect(kinds == [.text, .text, .outlined, .contained], "each as its emphasis")
  }

  @Test("on a tie of emphasis the first added is the default, as MDC places it trailing")
  func tieGoesToTheFirstAdded() {
    let dialog = Dialog(title: "Share draft")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel, emphasis: .high))
    dialog.addAction(AlertAction(title: "Copy link", emphasis: .low))
    let send = AlertAction(title: "Send", emphasis: .medium)
    dialog.addAction(send)
    dialog.addAction(AlertAction(title: "Schedule", emphasis: .medium))
    #expect(dialog.preferredAction === send)
  }

  @Test("an explicit low-emphasis preferred action wins Return but is not drawn as high")
  func explicitLowPreferredKeepsItsLook() throws {
    let (dialog, later, _) = wishlistDialog()
    dialog.preferredAction = later
    let (presenter, result) = try present(dialog)
    presenter.handle(.key(.enter))
    presenter.update()
    #expect(result()?.action === later)
    let kinds = dialog.resolvedStyle().buttons.map(\.kind)
    #expect(kinds == [.text, .text, .outlined, .contained], "Later stays a text button")
  }
}
