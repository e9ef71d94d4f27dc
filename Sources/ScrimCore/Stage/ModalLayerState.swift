/// The active modal as it is to be painted: its layout, style, focus and scroll, and each
/// control and button resolved to what shows.
///
/// Texts (the title, the message, each item's lines, each button's title) are in
/// `layout`; what the controls and buttons show beside them is in `controls` and
/// `buttons`, by the same indices. What changes most often is listed first, so that `==`
/// finds a difference early.
@_spi(Renderer) public struct ModalLayerState: Hashable, Sendable {
  /// What keyboard focus rests on.
  public var focus: FocusTarget?
  /// Each control as it shows now, by control index (`ModalLayout.ItemFrame.index`).
  public var controls: [ControlElement]
  /// How far the body and buttons are scrolled.
  public var scroll: ModalScroll
  /// How far below its place it is drawn while a bottom sheet slides in.
  public var offset: Int
  /// How far through its transition it is, 0 to 1.
  public var visibility: Double
  /// Whether keyboard focus is in it: always, while it is up and not leaving.
  public var hasFocus: Bool
  /// Each button's state, by action index (`ButtonFrame.index`).
  public var buttons: [ButtonState]
  /// Its semantic tree, focus marked, each element naming its target.
  public var accessibility: AccessibilityNode
  /// Its style, layout and content, shared by every scene until one of them changes, so
  /// copying the layer and comparing it with the one last painted skips them at once.
  private var parts: ModalLayerParts

  /// Its colours and typography, with the stage's scheme as the fallback.
  public var style: ResolvedModalStyle {
    get { parts.style }
    set { parts = ModalLayerParts(style: newValue, layout: parts.layout, content: parts.content) }
  }
  /// Where everything goes, as if scrolled to the top.
  public var layout: ModalLayout {
    get { parts.layout }
    set { parts = ModalLayerParts(style: parts.style, layout: newValue, content: parts.content) }
  }
  /// Its content as plain values.
  public var content: ModalContent {
    get { parts.content }
    set { parts = ModalLayerParts(style: parts.style, layout: parts.layout, content: newValue) }
  }

  init(
    focus: FocusTarget?, controls: [ControlElement], scroll: ModalScroll, offset: Int,
    visibility: Double, hasFocus: Bool, buttons: [ButtonState], accessibility: AccessibilityNode,
    parts: ModalLayerParts
  ) {
    self.focus = focus
    self.controls = controls
    self.scroll = scroll
    self.offset = offset
    self.visibility = visibility
    self.hasFocus = hasFocus
    self.buttons = buttons
    self.accessibility = accessibility
    self.parts = parts
  }

  /// The control at `index`, or nil when there is none.
  public func control(_ index: Int) -> ControlElement? {
    controls.indices.contains(index) ? controls[index] : nil
  }

  /// The button of the action at `index`, or nil when there is none.
  public func button(_ index: Int) -> ButtonState? {
    buttons.indices.contains(index) ? buttons[index] : nil
  }
}

/// One action's button as it is to be painted, beside its frame and title
/// (`ButtonFrame`) and its style (`ResolvedModalStyle.buttons`).
@_spi(Renderer) public struct ButtonState: Hashable, Sendable {
  /// Whether it can be chosen; a disabled one takes no focus.
  public var isEnabled: Bool
  /// Whether it destroys or deletes (the action's `.destructive` style).
  public var isDestructive: Bool
  /// Whether it is the modal's default (preferred) action, which Return chooses.
  public var isDefault: Bool

  /// Makes a button's state.
  public init(isEnabled: Bool, isDestructive: Bool, isDefault: Bool) {
    self.isEnabled = isEnabled
    self.isDestructive = isDestructive
    self.isDefault = isDefault
  }
}

/// A modal layer's style, layout and content: made once each time the session lays the
/// modal out, then shared by reference, since they are the layer's largest part and
/// change least often.
final class ModalLayerParts: Hashable, Sendable {
  let style: ResolvedModalStyle
  let layout: ModalLayout
  let content: ModalContent

  init(style: ResolvedModalStyle, layout: ModalLayout, content: ModalContent) {
    self.style = style
    self.layout = layout
    self.content = content
  }

  static func == (lhs: ModalLayerParts, rhs: ModalLayerParts) -> Bool {
    lhs === rhs
      || (lhs.layout == rhs.layout && lhs.content == rhs.content && lhs.style == rhs.style)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(layout)
    hasher.combine(content)
  }
}
