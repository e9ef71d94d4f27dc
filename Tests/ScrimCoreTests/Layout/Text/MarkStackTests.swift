@_spi(Renderer) import ScrimCore
import ScrimTesting
import Synchronization
import Testing

/// A character stacked with more marks than anyone reads keeps 30 of them, cut before any
/// measurer sees it: Pango takes time in the square of a cluster's length.
@MainActor
@Suite struct MarkStackTests {
  private static let acute: Unicode.Scalar = "\u{0301}"

  /// "a" with `count` acute accents.
  private static func stacked(_ count: Int) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append("a")
    scalars.append(contentsOf: repeatElement(acute, count: count))
    return String(scalars)
  }

  /// Points as a proportional font might give them, keeping the longest text asked for.
  final class RecordingMeasurer: TextMeasurer {
    let longest = Mutex(0)

    func width(of text: String) -> Int {
      let scalars = text.unicodeScalars.count
      longest.withLock { $0 = max($0, scalars) }
      return 8 * text.count
    }
  }

  @Test("200,000 marks on one letter: the letter and 30 marks are shown")
  func cutToThirty() {
    let shown = TextSanitizer.sanitized(Self.stacked(200_000))
    #expect(shown == Self.stacked(30))
    #expect(TextSanitizer.sanitized(Self.stacked(30)) == Self.stacked(30))
  }

  @Test("marks joined by ZWJ count as one run; a new letter starts a new one")
  func runsAcrossJoiners() {
    var scalars = String.UnicodeScalarView()
    scalars.append("e")
    for _ in 0..<40 { scalars.append(contentsOf: [Self.acute, "\u{200D}"]) }
    let shown = TextSanitizer.sanitized(String(scalars))
    #expect(shown.unicodeScalars.count == 1 + 30)
    let two = Self.stacked(25) + Self.stacked(25)
    #expect(TextSanitizer.sanitized(two) == two)
  }

  /// A stage in points whose text `measurer` records.
  private static func stage(measuringWith measurer: RecordingMeasurer) -> Stage {
    Stage(
      clock: ManualClock(), size: Size(width: 900, height: 700), measurer: measurer,
      metrics: .points, reducesMotion: true)
  }

  @Test("a message of one letter and 200,000 marks: no measurer sees more than 30 marks")
  func measurerSeesThirty() throws {
    let measurer = RecordingMeasurer()
    let stage = Self.stage(measuringWith: measurer)
    let alert = AlertController(
      title: "Zalgo", message: "Read this: " + Self.stacked(200_000), preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    try stage.present(alert)
    stage.update()
    _ = stage.scene()
    let longest = measurer.longest.withLock { $0 }
    #expect(longest <= "Read this: ".unicodeScalars.count + 31, "measured \(longest) scalars")
  }

  @Test("a button title and a field label of 200,000 marks: measured with 30")
  func titlesAndLabels() throws {
    let measurer = RecordingMeasurer()
    let stage = Self.stage(measuringWith: measurer)
    let dialog = Dialog(title: Self.stacked(200_000), message: "Go on?")
    dialog.addControl(.textField(TextField(placeholder: Self.stacked(200_000))))
    dialog.addAction(AlertAction(title: Self.stacked(200_000)))
    try stage.present(dialog)
    stage.update()
    _ = stage.scene()
    let longest = measurer.longest.withLock { $0 }
    #expect(longest <= 31, "measured \(longest) scalars")
  }
}
