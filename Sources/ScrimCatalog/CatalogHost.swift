@_spi(Renderer) import ScrimCore
import ScrimTerminal

/// The catalog's own screen: a toolbar, the list of examples, the last result, and an
/// inspector with the accessibility tree and guideline diagnostics of the example.
///
/// Keys: ↑/↓ (or k/j) choose, Return or Space runs, t changes the theme, i shows the
/// inspector, q quits. The mouse clicks entries and toolbar items.
@MainActor
final class CatalogHost: TerminalHost {
  /// The toolbar's items, left to right after the title.
  enum ToolbarItem: CaseIterable {
    case share, theme, inspect, quit
  }

  let examples = CatalogExample.all
  var selection = 0
  /// The first entry the list shows when they do not all fit (`shownEntries(height:)`).
  var firstShown = 0
  var status = "Choose an example and press Return."
  var schemeIndex = 0
  var isInspecting = false
  var suspension: SuspensionToken?
  weak var app: TerminalApp?
  private var ownRevision = 0

  static let schemes: [(name: String, scheme: ContainerScheme)] = [
    ("Light", .light), ("Dark", .dark), ("High contrast", .highContrast),
  ]

  var scheme: ContainerScheme { Self.schemes[schemeIndex].scheme }

  /// Changes with the host's own state and, while inspecting, with what the stage shows
  /// (the scene is a value, so its hash changes with any element).
  var revision: Int {
    guard isInspecting, let stage = app?.stage else { return ownRevision }
    var hasher = Hasher()
    hasher.combine(ownRevision)
    hasher.combine(stage.scene().layers.first)
    return hasher.finalize()
  }

  func setNeedsDisplay() { ownRevision &+= 1 }

  // MARK: - Geometry

  /// Where each toolbar item is, for clicks and for anchoring the share sheet.
  func toolbarFrames(width: Int, measurer: TerminalTextMeasurer) -> [(ToolbarItem, Rect)] {
    var x = width
    var frames: [(ToolbarItem, Rect)] = []
    for item in ToolbarItem.allCases.reversed() {
      let label = " \(title(of: item)) "
      x -= measurer.width(of: label)
      frames.insert((item, Rect(x: x, y: 0, width: measurer.width(of: label), height: 1)), at: 0)
    }
    return frames
  }

  func title(of item: ToolbarItem) -> String {
    switch item {
    case .share: return "Share"
    case .theme: return "Theme: \(Self.schemes[schemeIndex].name)"
    case .inspect: return isInspecting ? "Inspect ✓" : "Inspect"
    case .quit: return "Quit"
    }
  }

  /// The first row of the list.
  static let listTop = 2
}
