import CGTK
import ScrimCLI
@_spi(Renderer) import ScrimCore
import ScrimGTK

/// The window a command's content gets: room for the content and Material's margins
/// around it, as zenity sizes its dialogs to what they hold.
@MainActor
enum WindowSize {
  /// The window for a modal or message, laid out as the stage will lay it out.
  static func fitting(_ content: CommandModel.Content, scheme base: ContainerScheme) -> Size {
    // At the desktop's text size, as the window's stage will lay them out.
    let category = GTKApp.desktopContentSize
    let scheme = base.adjusted(for: category)
    let metrics = LayoutMetrics.points.adjusted(for: base.contentSizeCategory(category))
    let measurer = PangoTextMeasurer()
    switch content {
    case .modal(let modal):
      return fitting(modal)
    case .snackbar(let message):
      let layout = message.layout(in: room, scheme: scheme, measurer: measurer, metrics: metrics)
      return Size(width: room.width, height: layout.frame.height + 2 * 8)
    case .banner(let banner):
      let layout = banner.layout(in: room, scheme: scheme, measurer: measurer, metrics: metrics)
      return Size(width: room.width, height: layout.frame.height)
    case .catalog:
      return Size(width: 800, height: 600)
    }
  }

  /// The window for a modal alone: the drop-in's boxes, the scrim command's modals.
  static func fitting(_ modal: any Modal) -> Size {
    let metrics = LayoutMetrics.points
    let layout = modal.layout(
      in: room, measurer: PangoTextMeasurer(), metrics: metrics,
      contentSize: GTKApp.desktopContentSize)
    if layout.placement == .centered {
      return Size(
        width: layout.frame.width + 2 * metrics.modalHorizontalMargin,
        height: layout.frame.height + 2 * metrics.modalVerticalMargin)
    }
    return Size(width: room.width, height: layout.frame.height + 96)
  }

  /// Compact, so an action sheet is a bottom sheet and a snackbar spans the window.
  private static let room = Size(width: 480, height: 720)
}
