@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A sheet that counts how often its actions are read, so that the cost of a key can be
/// told apart from the number of actions without timing anything.
@MainActor
private final class CountingSheet: Modal {
  let inner: AlertController
  private(set) var actionReads = 0

  init(actions count: Int) {
    inner = AlertController(title: "Pick one", message: nil, preferredStyle: .actionSheet)
    for index in 0..<count { inner.addAction(AlertAction(title: "Item \(index)")) }
  }

  var kind: ModalKind { inner.kind }
  var title: String? { inner.title }
  var message: String? { inner.message }
  var actions: [AlertAction] {
    actionReads += 1
    return inner.actions
  }
  var preferredAction: AlertAction? { inner.preferredAction }
  var controls: [Control] { inner.controls }
  var presentationOptions: PresentationOptions { inner.presentationOptions }
  var sourceRect: Rect? { inner.sourceRect }
  var titleAccessibilityLabel: String? { inner.titleAccessibilityLabel }
  var messageAccessibilityLabel: String? { inner.messageAccessibilityLabel }
  var containerScheme: ContainerScheme? { inner.containerScheme }
  var revision: Int { inner.revision }
}

@MainActor
@Suite struct StageScalingTests {
  /// How many times a sheet's actions are read for its first frame and ten arrow keys.
  private func reads(actions count: Int) throws -> (first: Int, keys: Int) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 20), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let sheet = CountingSheet(actions: count)
    try stage.present(sheet)
    stage.update()
    _ = stage.scene()
    let first = sheet.actionReads
    for _ in 0..<10 {
      stage.handle(.key(.down))
      stage.update()
      _ = stage.scene()
    }
    return (first, sheet.actionReads - first)
  }

  @Test("a key costs the same number of reads for 100 actions as for 10,000")
  func keysDoNotGrowWithActions() throws {
    let small = try reads(actions: 100)
    let large = try reads(actions: 10_000)
    #expect(large.keys == small.keys, "reads per key do not depend on the number of actions")
    #expect(large.first == small.first, "nor do the first frame's")
  }
}
