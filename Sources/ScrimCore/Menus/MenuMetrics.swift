/// A menu's sizes in a renderer's units: cells for a terminal, points for a window.
///
/// | size | points | cells | source |
/// | --- | --- | --- | --- |
/// | row height | 32 | 1 | Material's dense menu item |
/// | padding above and below the rows | 8 | 0 | Material's menu list padding |
/// | side padding | 12 | 1 | Material's menu item padding |
/// | checkmark, image and arrow columns | 24 | 2 | a 24 pt icon; a glyph and a space |
/// | width | 112–280 | 12–40 | Material's menu widths |
/// | margin to the container's edges | 10 | 0 | UIKit's popover margins; a terminal has no room to spare |
struct MenuMetrics: Hashable, Sendable {
  var border: Int
  var rowHeight: Int
  var verticalPadding: Int
  var horizontalPadding: Int
  var markWidth: Int
  var minimumWidth: Int
  var maximumWidth: Int
  var margin: Int
  /// The gap between a sub-menu and its parent panel, negative to overlap it.
  var submenuOverlap: Int

  init(_ metrics: LayoutMetrics) {
    border = metrics.border
    if metrics.drawsPictures {
      rowHeight = 32
      verticalPadding = 8
      horizontalPadding = 12
      markWidth = 24
      minimumWidth = 112
      maximumWidth = 280
      margin = 10
      submenuOverlap = 4
    } else {
      rowHeight = 1
      verticalPadding = 0
      horizontalPadding = 1
      markWidth = 2
      minimumWidth = 12
      maximumWidth = 40
      margin = 0
      submenuOverlap = 0
    }
  }
}
