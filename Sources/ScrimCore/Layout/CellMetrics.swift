/// How MDC's point values become terminal cells: the mapping every layout uses.
///
/// A terminal cell at common font sizes is about 8 pt wide and 16 pt tall (a 14 pt
/// monospace face has a 0.5–0.6 aspect ratio), so horizontal points divide by 8 and
/// vertical points by 16, rounded to the nearest whole cell with small gaps kept at one
/// cell where MDC has a visible gap:
///
/// | MDC value                                  | points     | cells          |
/// |--------------------------------------------|------------|----------------|
/// | alert width (min–max)                      | 280–560    | 35–70 columns  |
/// | dialogEdgeInsets left/right, top/bottom    | 20, 24     | 2 columns, 1 row |
/// | content insets left/right (inside border)  | 24         | border + 2     |
/// | title/content gap, content/actions gap     | 20, 24     | 1 row each     |
/// | button gap in a row (actionsHorizontalMargin) | 8       | 1 column       |
/// | stacked-button gap (actionsVerticalMargin) | 12         | 0 rows         |
/// | button padding around the title            | 8 + frame  | 2 columns a side ("[ OK ]") |
/// | action-sheet popover width (UIKit)         | 320        | 20–40 columns  |
/// | snackbar side margins (compact, regular)   | 8, 24      | 1, 3 columns   |
/// | snackbar width (regular, min–max)          | 288–568    | 36–71 columns  |
/// | banner leading/trailing, image             | 16, 40     | 2 columns, 2 columns |
///
/// Compact becomes regular at `SizeClass.regularWidthThreshold` (100 columns).
public enum CellMetrics {
  /// The narrowest alert or dialog, from MDC's 280 pt.
  public static let minimumModalWidth = 35
  /// The widest alert or dialog, from MDC's 560 pt.
  public static let maximumModalWidth = 70
  /// The columns kept free on each side of a centred modal, from MDC's 20 pt insets.
  public static let modalHorizontalMargin = 2
  /// The rows kept free above and below a centred modal, from MDC's 24 pt insets.
  public static let modalVerticalMargin = 1
  /// The border drawn around a container, in cells on each side.
  public static let border = 1
  /// The columns between the border and the content, from MDC's 24 pt content insets.
  public static let modalHorizontalPadding = 2
  /// The columns a button adds around its title on each side: a frame cell and a space.
  public static let buttonPadding = 2
  /// The columns between buttons in a row, from MDC's 8 pt.
  public static let buttonSpacing = 1
  /// The narrowest popover for a regular-width action sheet.
  public static let minimumPopoverWidth = 20
  /// The widest popover for a regular-width action sheet, from UIKit's 320 pt popovers.
  public static let maximumPopoverWidth = 40
  /// The snackbar's side margins when the container is compact, from MDC's 8 pt.
  public static let snackbarCompactMargin = 1
  /// The snackbar's side margins when the container is regular, from MDC's 24 pt.
  public static let snackbarRegularMargin = 3
  /// The narrowest snackbar in a regular container, from MDC's 288 pt.
  public static let minimumSnackbarWidth = 36
  /// The widest snackbar in a regular container, from MDC's 568 pt.
  public static let maximumSnackbarWidth = 71
  /// The rows between a snackbar and the container's edge.
  public static let snackbarVerticalMargin = 1
  /// The columns a banner keeps at its leading and trailing edges, from MDC's 16 pt.
  public static let bannerHorizontalPadding = 2
  /// The columns of a banner's icon, from MDC's 40 pt image.
  public static let bannerIconWidth = 2
}
