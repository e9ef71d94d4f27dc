@_spi(Renderer) import ScrimCore

/// The app's own content: what a `TerminalApp` paints under its modals and messages,
/// and what gets the input when no modal or message takes it.
///
///     final class Editor: TerminalHost {
///       var revision = 0
///       func paint(into screen: inout Screen, context: PaintContext) { ... }
///       func handle(_ event: InputEvent, in app: TerminalApp) { ... }
///     }
@MainActor
public protocol TerminalHost: AnyObject {
  /// A number that changes whenever the content does; the app repaints the host only then.
  var revision: Int { get }

  /// Paints the content into a blank screen of the terminal's size.
  func paint(into screen: inout Screen, context: PaintContext)

  /// Handles input that no modal or message took: keys, text, paste, mouse.
  func handle(_ event: InputEvent, in app: TerminalApp)

  /// Where the terminal's cursor goes when no modal or message has focus.
  var cursor: ANSIEncoder.CursorPlacement { get }
}

extension TerminalHost {
  /// Hidden: hosts that edit text put it where the caret is.
  public var cursor: ANSIEncoder.CursorPlacement { .hidden }
}

/// A host with nothing to show: modals and messages over the terminal's blank screen,
/// as the `scrim` command draws them.
@MainActor
public final class BlankHost: TerminalHost {
  /// The background every cell is painted with; nil keeps the terminal's own.
  public var background: Color?

  /// Makes a blank host.
  public init(background: Color? = nil) {
    self.background = background
  }

  /// Never changes.
  public var revision: Int { 0 }

  /// Fills the screen with the background.
  public func paint(into screen: inout Screen, context: PaintContext) {
    guard let background else { return }
    screen.fill(Rect(size: screen.size), with: .blank(CellStyle(background: background)))
  }

  /// Ignores input.
  public func handle(_ event: InputEvent, in app: TerminalApp) {}
}
