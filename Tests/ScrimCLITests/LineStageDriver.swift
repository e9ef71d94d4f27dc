import ScrimCLI
@_spi(Renderer) import ScrimCore
import ScrimTesting

/// Line mode as a renderer under the shared scenarios: what it shows is what it says for
/// the stage's accessibility trees (`LineReading`), and the user's steps reach the stage as
/// a line-mode user's answers do, through the tree.
///
/// A click is the screen reader's touch: the element under the point is activated
/// (`accessibilityActivate`), never pressed with a pointer. Esc is the screen reader's
/// escape; Return activates the focused button, or else the button the tree marks as the
/// default; typing into a field sets its value (`accessibilitySetValue`), and a space
/// activates a focused toggle or button. Keys a screen reader passes on to the app (Tab,
/// the arrows, paging, a letter in a list) reach it as keys. Line mode has no pointer, so
/// hovering does nothing.
@MainActor
final class LineDriver: StageDriver {
  let clock = ManualClock()
  let stage: Stage
  let transcript = ScenarioTranscript()
  private var pressed: StageTarget?

  init(size: Size = TextDriver.standardSize) {
    // The motion setting is the scenarios' (the other renderers run with motion), so the
    // endings fall on the same steps; `AccessibleRunner` itself reduces motion.
    stage = Stage(clock: clock, size: size, measurer: TerminalTextMeasurer())
  }

  private var focusedNode: AccessibilityNode? {
    stage.accessibilityTrees.reversed().lazy.compactMap(\.focusedNode).first
  }

  func sendKey(_ key: Key) throws {
    switch key {
    case .escape:
      stage.handle(.accessibilityEscape)
    case .enter:
      let modal = stage.presenter.accessibilityTree
      let focused = focusedNode
      let button =
        focused?.role == .button
        ? focused : modal?.children.first { $0.role == .button && $0.isSelected }
      if let target = button?.target { stage.handle(.accessibilityActivate(target)) }
    default:
      stage.handle(.key(key))
    }
  }

  func sendText(_ text: String) throws {
    let focused = focusedNode
    switch focused?.role {
    case .textField?:
      guard case .modal(.control(let index))? = focused?.target else { break }
      stage.handle(.accessibilitySetValue(control: index, (focused?.value ?? "") + text))
      return
    case .toggle? where text == " ", .button? where text == " ":
      if let target = focused?.target { stage.handle(.accessibilityActivate(target)) }
      return
    default:
      break
    }
    stage.handle(.text(text))
  }

  func sendPointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    switch kind {
    case .press:
      pressed = stage.target(x: x, y: y)
    case .release:
      let target = stage.target(x: x, y: y)
      if target == pressed, target != .host { stage.handle(.accessibilityActivate(target)) }
      pressed = nil
    case .move, .scroll, .otherButton:
      break
    }
  }

  func passTime(_ duration: Duration) throws {
    clock.advance(by: duration)
    stage.update()
  }

  /// Whether line mode says `text` for what is shown; a voice has no letter case, so an
  /// uppercase button label is heard as the tree names it.
  func shows(_ text: String) -> Bool {
    let wanted = text.lowercased()
    return stage.accessibilityTrees.flatMap(LineReading.lines(of:)).contains {
      $0.lowercased().contains(wanted)
    }
  }
}
