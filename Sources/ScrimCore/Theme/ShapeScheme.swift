/// How a container's corners are drawn where there are no curves: a terminal draws
/// rounded box corners (╭╮╰╯) or square ones (┌┐└┘).
public enum CornerStyle: Hashable, Sendable {
  /// Square corners, for a corner radius of zero.
  case square
  /// Rounded corners, for any positive corner radius.
  case rounded

  /// The style for a corner radius: rounded when it is positive.
  public init(radius: Double) {
    self = radius > 0 ? .rounded : .square
  }

  /// The radius a resolved style keeps when only this style is set on it: 0 for square;
  /// for rounded, `current` when it is positive, else Material's 4, so that setting
  /// `.rounded` on a style that had a radius does not lose the number.
  func radius(keeping current: Double) -> Double {
    switch self {
    case .square: return 0
    case .rounded: return current > 0 ? current : ShapeScheme.material.cornerRadius
    }
  }
}

/// The shapes and elevations of a theme, as `MDCShapeScheme` and MDC's shadow
/// elevations have them.
///
/// A terminal renderer draws a positive elevation as a shadow one cell down and to the
/// right, and a positive radius as rounded box corners.
public struct ShapeScheme: Hashable, Sendable {
  /// The corner radius of alerts, dialogs, snackbars and buttons.
  ///
  /// Material uses 4.
  public var cornerRadius: Double
  /// The elevation of alerts and dialogs.
  ///
  /// MDC uses 24.
  public var dialogElevation: Double
  /// The elevation of action sheets.
  ///
  /// MDC uses 8.
  public var sheetElevation: Double
  /// The elevation of snackbars.
  ///
  /// MDC uses 6.
  public var snackbarElevation: Double

  /// Makes a scheme; every parameter defaults to the Material value.
  public init(
    cornerRadius: Double = 4, dialogElevation: Double = 24, sheetElevation: Double = 8,
    snackbarElevation: Double = 6
  ) {
    self.cornerRadius = cornerRadius
    self.dialogElevation = dialogElevation
    self.sheetElevation = sheetElevation
    self.snackbarElevation = snackbarElevation
  }

  /// How corners are drawn for `cornerRadius`.
  public var corners: CornerStyle { CornerStyle(radius: cornerRadius) }

  /// Material's shapes: radius 4, elevations 24, 8 and 6.
  public static let material = ShapeScheme()

  /// Square corners and no shadows, for high contrast: shadows read as clutter there.
  public static let flat = ShapeScheme(
    cornerRadius: 0, dialogElevation: 0, sheetElevation: 0, snackbarElevation: 0)
}
