@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A snackbar styled as `MDCSnackbarMessageView` is by default: white Body 1 text, and
/// the action's title in the Button style, white at 60% normally and white when it is
/// highlighted (pressed or focused).
@MainActor
@Suite struct SnackbarStyleTests {
  @Test("the light scheme gives MDC's colours: white text, the action white at 60%, white lit")
  func lightIsMDC() {
    let style = ResolvedSnackbarStyle(scheme: .light)
    let background = Color(hex: 0x323232)
    #expect(style.text.color == .white)
    #expect(style.action.color == Color.white.withAlpha(0.6).composited(over: background))
    #expect(style.highlightedAction.color == .white)
    #expect(style.actionStyle(isHighlighted: false) == style.action)
    #expect(style.actionStyle(isHighlighted: true) == style.highlightedAction)
  }

  @Test("the message is in Body 1 and the action in the Button style, whatever the scheme")
  func fonts() {
    var scheme = ContainerScheme.light
    scheme.typographyScheme.body1 = TextStyle(isItalic: true)
    scheme.typographyScheme.body2 = TextStyle(weight: .bold)
    scheme.typographyScheme.button = TextStyle(weight: .bold, isUppercase: true)
    let style = ResolvedSnackbarStyle(scheme: scheme)
    #expect(style.text.style == scheme.typographyScheme.body1)
    #expect(style.action.style == scheme.typographyScheme.button)
    #expect(style.highlightedAction.style == scheme.typographyScheme.button)
  }

  @Test("where 60% would fall below 4.5:1 (the dark scheme's light bar) it is raised only so far")
  func darkIsRaisedToAA() {
    let style = ResolvedSnackbarStyle(scheme: .dark)
    let background = style.backgroundColor
    let sixty = ColorScheme.dark.onSnackbarBackground.withAlpha(0.6).composited(over: background)
    #expect(sixty.contrastRatio(with: background) < 4.5, "why it is raised")
    #expect(style.action.color.contrastRatio(with: background) >= 4.5)
    #expect(style.action.color != style.highlightedAction.color, "still fainter than lit")
  }

  @Test("the stage highlights the action while the pointer is down on it, and while focused")
  func stageHighlights() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 1024, height: 768),
      measurer: ProportionalMeasurer(), metrics: .points, reducesMotion: true)
    var message = SnackbarMessage(text: "Draft deleted")
    message.action = SnackbarMessage.Action(title: "Undo")
    stage.show(message)
    stage.update()
    func state() throws -> SnackbarLayerState {
      guard case .snackbar(let state)? = stage.scene().layers.last else {
        throw SnapshotMissing()
      }
      return state
    }
    let initial = try state()
    #expect(!initial.isActionHighlighted && initial.actionStyle == initial.style.action)
    let button = try #require(initial.layout.action).frame
    let (x, y) = (button.x + button.width / 2, button.y + button.height / 2)
    stage.handle(.pointer(PointerInput(.press, x: x, y: y)))
    let pressed = try state()
    #expect(pressed.isActionHighlighted && pressed.actionStyle == pressed.style.highlightedAction)
    stage.handle(.pointer(PointerInput(.release, x: 2, y: 2)))
    #expect(try !state().isActionHighlighted, "let go elsewhere: no longer pressed")

    var focused = SnackbarMessage(text: "Draft archived")
    focused.action = SnackbarMessage.Action(title: "Undo")
    focused.focusOnShow = true
    stage.snackbars.dismissAll()
    stage.show(focused)
    stage.update()
    let lit = try state()
    #expect(lit.isActionFocused && lit.actionStyle == lit.style.highlightedAction)
  }

  private struct SnapshotMissing: Error {}
}
