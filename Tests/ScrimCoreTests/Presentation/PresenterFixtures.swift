import ScrimCore
import ScrimTesting

/// Builds the modals most presenter tests need, with recording handlers.
@MainActor
struct Fixture {
  let clock = ManualClock()
  let recorder = RecordingHandler()
  let presenter: Presenter

  init(width: Int = 80, reducesMotion: Bool = false) {
    presenter = Presenter(
      clock: clock, containerSize: Size(width: width, height: 24), reducesMotion: reducesMotion)
  }

  /// "Delete draft?" with Cancel and a destructive Delete.
  func deleteAlert(_ title: String = "Delete draft?") -> AlertController {
    let alert = AlertController(title: title, message: "It can't be undone.")
    alert.addAction(recorder.action("Cancel", style: .cancel))
    alert.addAction(recorder.action("Delete", style: .destructive))
    return alert
  }

  /// An alert with a single OK.
  func okAlert(_ title: String = "Saved to Files") -> AlertController {
    let alert = AlertController(title: title, message: nil)
    alert.addAction(recorder.action("OK"))
    return alert
  }

  /// Moves the clock past any transition and lets the presenter catch up.
  func settle() {
    clock.advance(by: .seconds(1))
    presenter.update()
  }

  /// Presents and waits for the entry transition to end.
  func show(_ modal: any Modal, as name: String) throws {
    try presenter.present(modal, completion: recorder.completion(name))
    settle()
  }
}
