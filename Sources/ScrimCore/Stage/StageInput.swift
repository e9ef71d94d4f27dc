/// One thing the user did, as a renderer hands it to `Stage.handle(_:)`: the only kind of
/// input the core takes, whatever the device.
///
/// A terminal turns its bytes into these, a window its key and pointer events, a line-mode
/// runner its answers; positions are in the container's units (cells or points).
///
///     stage.handle(.key(.tab))
///     stage.handle(.pointer(PointerInput(.press, x: 40, y: 12)))
public enum StageInput: Hashable, Sendable {
  /// A key the core understands.
  case key(Key)
  /// Typed text; a single space also flips a toggle or presses a button.
  case text(String)
  /// A key the core has no meaning for (a function key, a Ctrl chord): the host gets it,
  /// unless a modal is up.
  case otherKey
  /// The pointer pressed, released, moved or scrolled.
  case pointer(PointerInput)
  /// The pointer left the container, so nothing is hovered any more.
  case pointerExited
  /// The screen reader's escape gesture (VoiceOver's two-finger Z).
  case accessibilityEscape
  /// The screen reader activated an element (a double tap, or a line-mode answer): a
  /// button, a control, a choice's option, or a message's action.
  case accessibilityActivate(StageTarget)
  /// The screen reader set a text field's value, or an editable text area's.
  case accessibilitySetValue(control: Int, String)
  /// The screen reader moved on by `pages` pages (back when negative) in a text area
  /// showing a `TextLineSource`, whose tree holds a page of its lines, as line mode does
  /// to read a long text on; the view stays where it is.
  case accessibilityScroll(control: Int, pages: Int)
}

/// A pointer event at a position in the container.
public struct PointerInput: Hashable, Sendable {
  /// What the pointer did.
  public enum Kind: Hashable, Sendable {
    /// The primary button went down.
    case press
    /// The primary button went up.
    case release
    /// The pointer moved, with or without a button down.
    case move
    /// The wheel turned by this many lines; negative scrolls up.
    case scroll(Int)
    /// Another button went down or up; only the host uses those.
    case otherButton
  }

  /// What the pointer did.
  public var kind: Kind
  /// The position across, in the container's units.
  public var x: Int
  /// The position down, in the container's units.
  public var y: Int

  /// Makes a pointer event.
  public init(_ kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// Something on the stage that input can reach.
public enum StageTarget: Hashable, Sendable {
  /// Part of the active modal.
  case modal(PointerTarget)
  /// The visible snackbar's action button.
  case snackbarAction
  /// The visible snackbar, away from its action.
  case snackbar
  /// The action at this index in `Banner.displayedActions` of the banner at a position.
  case bannerAction(Banner.Position, Int)
  /// The banner at a position, away from its actions.
  case banner(Banner.Position)
  /// An entry of the popup menu, or of its open sub-menu.
  case menuItem(MenuItemPath)
  /// The popup menu, away from its entries.
  case menu
  /// Nothing of the stage's: the host's own content.
  case host
}

/// What the stage did with an input.
public enum InputDisposition: Hashable, Sendable {
  /// A modal or message used it (or a modal swallowed it).
  case handled
  /// Nothing on the stage wanted it: the renderer gives it to the host.
  case passedThrough
}
