import ScrimCore
import ScrimTesting
import Testing

/// Drives a presenter with long seeded random sequences of presents, dismissals,
/// input and time, checking the invariants after every step.
@MainActor
@Suite struct PresenterPropertyTests {
  private final class Ledger {
    var completions: [Int: Int] = [:]
    var handlerRuns: [Int: Int] = [:]
    var handlerBeforeCompletion = true
  }

  private func randomModal(
    _ id: Int, ledger: Ledger, random: inout SeededGenerator
  ) -> any Modal {
    let kind = Int.random(in: 0..<3, using: &random)
    let modal: any Modal
    var addAction: (AlertAction) -> Void
    switch kind {
    case 0:
      let alert = AlertController(title: "Alert \(id)", message: "Body")
      if Bool.random(using: &random) { alert.addTextField() }
      modal = alert
      addAction = alert.addAction
    case 1:
      let sheet = AlertController(title: "Sheet \(id)", message: nil, preferredStyle: .actionSheet)
      modal = sheet
      addAction = sheet.addAction
    default:
      let dialog = Dialog(title: "Dialog \(id)")
      dialog.addControl(.toggle(Toggle(title: "Toggle")))
      dialog.addControl(.choice(ChoiceList(title: "List", options: ["a", "b"])))
      modal = dialog
      addAction = dialog.addAction
    }
    let styles: [AlertAction.Style] = [.default, .destructive, .cancel]
    for index in 0..<Int.random(in: 1...3, using: &random) {
      let action = AlertAction(title: "Action \(index)", style: styles[index]) { _ in
        ledger.handlerRuns[id, default: 0] += 1
        if ledger.completions[id] != nil { ledger.handlerBeforeCompletion = false }
      }
      action.isEnabled = Int.random(in: 0..<5, using: &random) > 0
      addAction(action)
    }
    return modal
  }

  private func randomEvent(_ random: inout SeededGenerator) -> PresentationEvent {
    let targets: [PointerTarget] = [
      .action(0), .action(1), .action(2), .action(5), .control(0), .control(1),
      .choiceOption(control: 1, option: 1), .scrim, .content,
    ]
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return .key(Key.allCases.randomElement(using: &random) ?? .tab)
    case 1: return .text(["a", " ", "é\n", "\u{1B}"].randomElement(using: &random) ?? "a")
    case 2: return .pointerDown(targets.randomElement(using: &random) ?? .scrim)
    case 3: return .pointerUp(targets.randomElement(using: &random) ?? .scrim)
    default: return .accessibilityEscape
    }
  }

  @Test("every presentation ends exactly once, with its handler before its completion")
  func exactlyOnce() throws {
    var random = SeededGenerator(seed: 0x5C21)
    let clock = ManualClock()
    let presenter = Presenter(clock: clock)
    let ledger = Ledger()
    var presented: [Int: any Modal] = [:]
    var nextID = 0
    for _ in 0..<12_000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        let id = nextID
        nextID += 1
        let modal = randomModal(id, ledger: ledger, random: &random)
        let replacing = Int.random(in: 0..<6, using: &random) == 0
        presenter.reducesMotion = Bool.random(using: &random)
        try presenter.present(modal, replacingActive: replacing) { result in
          ledger.completions[id, default: 0] += 1
          #expect((ledger.handlerRuns[id] ?? 0) == (result.action == nil ? 0 : 1))
        }
        presented[id] = modal
      case 2:
        if let modal = presented.values.randomElement(using: &random) { presenter.dismiss(modal) }
      case 3:
        if Int.random(in: 0..<20, using: &random) == 0 { presenter.dismissAll() }
      case 4, 5:
        clock.advance(by: .milliseconds(Int.random(in: 0...300, using: &random)))
        presenter.update()
      default:
        presenter.handle(randomEvent(&random))
      }
      #expect(ledger.completions.values.allSatisfy { $0 == 1 })
      #expect(ledger.handlerRuns.values.allSatisfy { $0 == 1 })
      if let visibility = presenter.visibility { #expect((0...1).contains(visibility)) }
    }
    presenter.dismissAll()
    clock.advance(by: .seconds(1))
    presenter.update()
    #expect(!presenter.isPresenting)
    #expect(ledger.completions.count == nextID)
    #expect(ledger.completions.values.allSatisfy { $0 == 1 })
    #expect(ledger.handlerBeforeCompletion)
  }
}
